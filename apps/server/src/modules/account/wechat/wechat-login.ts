import { createHash, randomBytes } from 'node:crypto';
import type { WechatAuthResult } from '@shop/contracts';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { members } from '../../../db/schema/account/member.ts';
import { wechatBindings, wechatTickets } from '../../../db/schema/account/wechat.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { CallContext, MemberContext } from '../../../platform/http/endpoints.ts';
import { openSession } from '../open-session.ts';

/** How long an Auth ticket waits for the login that binds it. */
export const WECHAT_TICKET_SECONDS = 10 * 60;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * customeraccount/Auth (decision 043): exchanges the code with WeChat, then logs in the member the WeChat user is
 * bound to, when that member is active and has a standing privacy agreement (or agrees now: a member who withdrew
 * it is not logged in behind their back). Otherwise hands out a ticket for UpdateCustomerUnionId.
 */
export async function wechatAuth(
  ctx: CallContext,
  input: { code: string; agreed?: boolean | undefined; cartKey?: string | undefined },
): Promise<WechatAuthResult> {
  const wx = await ctx.wechat.code2Session(input.code);
  if (!wx) throw new AppError('AUTH_FAILED');
  return ctx.db.transaction(async (tx) => {
    const [bound] = await tx
      .select({ member: members })
      .from(wechatBindings)
      .innerJoin(members, eq(members.id, wechatBindings.memberId))
      .where(and(eq(wechatBindings.openid, wx.openid), eq(members.disabled, false)));
    if (bound && (bound.member.privacyAgreedAt !== null || input.agreed === true)) {
      const opened = await openSession(tx, ctx, bound.member, { cartKey: input.cartKey });
      return { bound: true as const, ...opened };
    }
    const now = ctx.clock.now();
    // Tickets past their time can never bind: clear them as new ones are made.
    await tx.delete(wechatTickets).where(lt(wechatTickets.expiresAt, now));
    const ticket = randomBytes(24).toString('base64url');
    await tx.insert(wechatTickets).values({
      ticketHash: hashOf(ticket),
      openid: wx.openid,
      appId: ctx.wechat.miniAppId,
      unionid: wx.unionid,
      expiresAt: new Date(now.getTime() + WECHAT_TICKET_SECONDS * 1000),
    });
    return { bound: false as const, ticket, expiresInSeconds: WECHAT_TICKET_SECONDS };
  });
}

/**
 * customeraccount/UpdateCustomerUnionId: spends a live ticket (a conditional update, so two binds of one ticket
 * cannot both succeed) and binds its WeChat user to the member; AUTH_FAILED for a used, expired or unknown one.
 */
export async function bindWechat(ctx: MemberContext, input: { ticket: string }) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(wechatTickets)
      .set({ usedAt: now })
      .where(
        and(
          eq(wechatTickets.ticketHash, hashOf(input.ticket)),
          isNull(wechatTickets.usedAt),
          gt(wechatTickets.expiresAt, now),
        ),
      )
      .returning();
    if (!spent) throw new AppError('AUTH_FAILED');
    const binding = { appId: spent.appId, unionid: spent.unionid, memberId: ctx.member.uid, boundAt: now };
    await tx
      .insert(wechatBindings)
      .values({ openid: spent.openid, ...binding })
      .onConflictDoUpdate({ target: wechatBindings.openid, set: binding });
    return { bound: true as const, hasUnionId: spent.unionid !== null };
  });
}
