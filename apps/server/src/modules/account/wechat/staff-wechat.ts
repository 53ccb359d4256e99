import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { wechatBindings } from '../../../db/schema/account/wechat.ts';
import type { AppDeps } from '../../../platform/deps.ts';
import { staffAnswer, staffInvalid } from '../../../platform/staff/staff-reply.ts';
import { staffMember } from '../staff-member.ts';

const whoSchema = z.strictObject({ phone: z.string().max(32), memberNo: z.string().max(32).optional() });

/** One WeChat user bound to a member, as staff see it: the openid shortened (it is WeChat's id of the person). */
export interface StaffWechatBinding {
  openidEnd: string;
  appId: string;
  hasUnionId: boolean;
  boundAt: string;
}

/** What the staff WeChat routes answer (the staff CLI's wechat command prints it). */
export interface StaffWechatOut {
  memberNo: string;
  bindings: StaffWechatBinding[];
  removed?: number;
}

async function bindingsOf(deps: AppDeps, memberId: number): Promise<StaffWechatBinding[]> {
  const rows = await deps.db
    .select()
    .from(wechatBindings)
    .where(eq(wechatBindings.memberId, memberId))
    .orderBy(asc(wechatBindings.boundAt));
  return rows.map((r) => ({
    openidEnd: `…${r.openid.slice(-6)}`,
    appId: r.appId,
    hasUnionId: r.unionid !== null,
    boundAt: r.boundAt.toISOString(),
  }));
}

/**
 * GET /staff/account/wechat?phone=&memberNo= (the WeChat users a member is logged in by, decision 043) and POST
 * /staff/account/wechat/unbind (a member who lost their WeChat account, or a phone handed on: the next WeChat
 * start is a guest until a login binds again).
 */
export function registerStaffWechat(staff: FastifyInstance, deps: AppDeps): void {
  staff.get('/account/wechat', (req, res) => {
    const who = whoSchema.safeParse(req.query);
    if (!who.success) return staffInvalid(res, who.error.issues);
    return staffAnswer(res, async (): Promise<StaffWechatOut> => {
      const member = await staffMember(deps.db, who.data.phone, who.data.memberNo);
      return { memberNo: member.memberNo, bindings: await bindingsOf(deps, member.id) };
    });
  });
  staff.post('/account/wechat/unbind', (req, res) => {
    const who = whoSchema.safeParse(req.body);
    if (!who.success) return staffInvalid(res, who.error.issues);
    return staffAnswer(res, async (): Promise<StaffWechatOut> => {
      const member = await staffMember(deps.db, who.data.phone, who.data.memberNo);
      const removed = await deps.db
        .delete(wechatBindings)
        .where(eq(wechatBindings.memberId, member.id))
        .returning({ openid: wechatBindings.openid });
      return { memberNo: member.memberNo, bindings: [], removed: removed.length };
    });
  });
}
