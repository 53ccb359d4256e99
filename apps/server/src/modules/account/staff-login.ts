import { normalizePhone } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { envelope, failure } from '../../platform/http/endpoints.ts';
import { signPhoneAssertion } from './phone-assertion.ts';

const phoneBody = z.strictObject({ phone: z.string().max(20) });

/**
 * POST /staff/platform/phone-token {phone}: plays the platform of AutoSignByPhone (SPEC §5), as the payment sandbox
 * plays a gateway: a signed phone assertion for development and tests.
 */
export function registerStaffLogin(
  staff: FastifyInstance,
  deps: Pick<AppDeps, 'clock'> & {
    platformPhoneSecret: string;
  },
): void {
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
