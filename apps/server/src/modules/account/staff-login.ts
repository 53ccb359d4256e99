import { normalizeEmail, normalizePhone } from '@shop/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { smsCodes } from '../../db/schema/account.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { envelope, failure } from '../../platform/http/endpoints.ts';
import { signPhoneAssertion } from './phone-assertion.ts';

/** How many recent codes the staff API shows for an address. */
const RECENT_CODES = 10;

const emailQuery = z.strictObject({ email: z.string().max(254) });
const phoneBody = z.strictObject({ phone: z.string().max(20) });

/**
 * Staff tools for the ways in (SPEC §5), beside GET /staff/sms-codes:
 * - GET /staff/email-codes?email=…: the recent login codes emailed to an address while no mail provider is
 *   configured (403 STAFF_DEMO_ONLY with a real one).
 * - POST /staff/platform/phone-token {phone}: plays the platform of AutoSignByPhone, as the payment sandbox plays a
 *   gateway: a signed phone assertion for development and tests.
 */
export function registerStaffLogin(
  staff: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock' | 'mail'> & {
    platformPhoneSecret: string;
  },
): void {
  staff.get('/email-codes', async (req, res) => {
    if (!deps.mail.keepsDemoCodes) {
      return res
        .code(403)
        .send(failure('STAFF_DEMO_ONLY', `邮件服务商为 ${deps.mail.provider}，验证码不可查看`));
    }
    const query = emailQuery.safeParse(req.query);
    const checked = query.success ? normalizeEmail(query.data.email) : null;
    if (!checked?.ok) {
      return res
        .code(400)
        .send(failure(checked?.problem ?? 'BAD_REQUEST', '请求参数错误：email', { Field: 'email' }));
    }
    const rows = await deps.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.channel, 'email'), eq(smsCodes.phone, checked.email)))
      .orderBy(desc(smsCodes.id))
      .limit(RECENT_CODES);
    const codes = rows
      .filter((r) => r.demoCode !== null)
      .map((r) => ({
        code: r.demoCode,
        purpose: r.purpose,
        sentAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
        used: r.usedAt !== null,
        wrongAttempts: r.wrongAttempts,
      }));
    return res.send(envelope({ email: checked.email, codes }));
  });

  staff.post('/platform/phone-token', async (req, res) => {
    const body = phoneBody.safeParse(req.body ?? {});
    const phone = body.success ? normalizePhone(body.data.phone) : null;
    if (!phone?.ok) {
      return res
        .code(400)
        .send(failure(phone?.problem ?? 'BAD_REQUEST', '请求参数错误：phone', { Field: 'phone' }));
    }
    const { token, assertion } = signPhoneAssertion(deps.platformPhoneSecret, phone.phone, deps.clock.now());
    return res.send(
      envelope({
        phone: assertion.phone,
        phoneToken: token,
        expiresAt: new Date(assertion.exp * 1000).toISOString(),
      }),
    );
  });
}
