import { normalizePhone } from '@shop/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { smsCodes } from '../../db/schema/account.ts';
import { registerStaffLogin } from '../../modules/account/staff-login.ts';
import { registerStaffMembers } from '../../modules/account/staff-members.ts';
import { registerStaffBalance } from '../../modules/balance/staff-balance.ts';
import type { AppDeps } from '../deps.ts';
import { envelope, failure } from '../http/endpoints.ts';
import { registerStaffOrders } from './staff-orders.ts';
import { staffTokenMatches } from './staff-token.ts';

/** What the staff API needs: the app's dependencies plus the token staff present. */
export type StaffDeps = AppDeps & { token: string };

/** How many recent codes the staff API shows for a phone. */
const RECENT_CODES = 10;

function bearer(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer (\S{1,256})$/.exec(header) : null;
  return match ? match[1]! : null;
}

async function recentDemoCodes(deps: StaffDeps, req: FastifyRequest, res: FastifyReply) {
  if (!deps.sms.keepsDemoCodes) {
    return res
      .code(403)
      .send(failure('STAFF_DEMO_ONLY', `短信服务商为 ${deps.sms.provider}，验证码不可查看`));
  }
  const query = z.strictObject({ phone: z.string().max(20) }).safeParse(req.query);
  const checked = query.success ? normalizePhone(query.data.phone) : null;
  if (!checked?.ok) {
    return res
      .code(400)
      .send(failure(checked?.problem ?? 'BAD_REQUEST', '请求参数错误：phone', { Field: 'phone' }));
  }
  const rows = await deps.db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.channel, 'sms'), eq(smsCodes.phone, checked.phone)))
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
  return res.send(envelope({ phone: checked.phone, codes }));
}

/**
 * The staff API under /staff/*: tools for store staff and demos, never called by the shopper's client. Every
 * route needs `Authorization: Bearer <STAFF_TOKEN>`. Later issues add their routes inside this plugin.
 */
export function registerStaffApi(app: FastifyInstance, deps: StaffDeps): void {
  app.register(
    async (staff) => {
      staff.addHook('onRequest', async (req, res) => {
        const presented = bearer(req);
        if (presented === null || !staffTokenMatches(presented, deps.token)) {
          return res.code(401).send(failure('STAFF_UNAUTHORIZED', '员工令牌无效'));
        }
      });
      staff.get('/sms-codes', (req, res) => recentDemoCodes(deps, req, res));
      registerStaffOrders(staff, deps);
      registerStaffBalance(staff, deps);
      registerStaffMembers(staff, deps);
      registerStaffLogin(staff, deps);
    },
    { prefix: '/staff' },
  );
}
