import { normalizeEmail, normalizePhone } from '@shop/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { smsCodes } from '../../db/schema/account/verification.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { envelope, failure } from '../../platform/http/endpoints.ts';

/** How many recent codes the staff API shows for one recipient. */
const RECENT_CODES = 10;

type Checked = { ok: true; value: string } | { ok: false; problem: string };

/** One way codes travel, as the staff API reads it back: where, to whom, and through which provider. */
interface CodeChannel {
  channel: 'sms' | 'email';
  /** The query parameter naming the recipient, also the key of the answer. */
  param: 'phone' | 'email';
  /** The recipient in the canonical form the codes are stored under. */
  normalize: (typed: string) => Checked;
  provider: { provider: string; keepsDemoCodes: boolean };
  /** Said when the provider is a real one: its codes are never kept in clear. */
  realProviderMessage: (provider: string) => string;
}

function phoneChecked(typed: string): Checked {
  const checked = normalizePhone(typed);
  return checked.ok ? { ok: true, value: checked.phone } : checked;
}

function emailChecked(typed: string): Checked {
  const checked = normalizeEmail(typed);
  return checked.ok ? { ok: true, value: checked.email } : checked;
}

/** GET /staff/<route>?<param>=…: the recent codes sent to one recipient while the demo provider is in use. */
function registerDemoCodes(staff: FastifyInstance, db: AppDeps['db'], route: string, way: CodeChannel): void {
  const querySchema = z.strictObject({ [way.param]: z.string().max(254) });
  staff.get(route, async (req, res) => {
    if (!way.provider.keepsDemoCodes) {
      return res.code(403).send(failure('STAFF_DEMO_ONLY', way.realProviderMessage(way.provider.provider)));
    }
    const query = querySchema.safeParse(req.query);
    const checked = query.success ? way.normalize(String(query.data[way.param])) : null;
    if (!checked?.ok) {
      const problem = checked?.problem ?? 'BAD_REQUEST';
      return res.code(400).send(failure(problem, `请求参数错误：${way.param}`, { Field: way.param }));
    }
    const rows = await db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.channel, way.channel), eq(smsCodes.phone, checked.value)))
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
    return res.send(envelope({ [way.param]: checked.value, codes }));
  });
}

/**
 * GET /staff/sms-codes?phone=… and GET /staff/email-codes?email=…: what a demo shop's staff read instead of a
 * phone or a mailbox. With a real provider configured the codes are stored only hashed, and the routes answer 403.
 */
export function registerStaffCodes(staff: FastifyInstance, deps: Pick<AppDeps, 'db' | 'sms' | 'mail'>): void {
  registerDemoCodes(staff, deps.db, '/sms-codes', {
    channel: 'sms',
    param: 'phone',
    normalize: phoneChecked,
    provider: deps.sms,
    realProviderMessage: (provider) => `短信服务商为 ${provider}，验证码不可查看`,
  });
  registerDemoCodes(staff, deps.db, '/email-codes', {
    channel: 'email',
    param: 'email',
    normalize: emailChecked,
    provider: deps.mail,
    realProviderMessage: (provider) => `邮件服务商为 ${provider}，验证码不可查看`,
  });
}
