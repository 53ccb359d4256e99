import type { MemberCouponOut } from '@shop/contracts';
import { resolveValidity } from '@shop/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couponTemplates, couponTransfers, memberCoupons } from '../../db/schema/coupon.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { type CodeVerdict, tryCode } from './code-tries.ts';
import { randomCode } from './coupon-codes.ts';
import { heldOut } from './held-coupons.ts';
import type { MemberCouponRow } from './issue.ts';
import { transferCodeHash } from './transfer-share.ts';

type TransferRow = typeof couponTransfers.$inferSelect;

/** The link's checks before it is taken: known, not one's own, the verification code when asked. */
function linkRefusal(link: TransferRow | undefined, uid: number, code?: string): CodeVerdict<number> | null {
  if (!link) return { ok: false, code: 'COUPON_TRANSFER_LINK_INVALID', counts: true };
  if (link.giverId === uid) return { ok: false, code: 'COUPON_TRANSFER_SELF', counts: false };
  if (link.codeHash === null) return null;
  if (code === undefined) return { ok: false, code: 'COUPON_TRANSFER_CODE_REQUIRED', counts: false };
  if (transferCodeHash(link.token, code) !== link.codeHash)
    return { ok: false, code: 'COUPON_TRANSFER_CODE_WRONG', counts: true };
  return null;
}

/**
 * The giver's coupon leaves their list ('transferred') by a conditional update: only while it is still theirs,
 * valid and not expired. Nothing to take (used meanwhile, reserved by an order, expired) refuses the whole receive.
 */
async function takeFromGiver(tx: Tx, link: TransferRow, at: Date): Promise<MemberCouponRow> {
  const [given] = await tx
    .update(memberCoupons)
    .set({ status: 'transferred' })
    .where(
      and(
        eq(memberCoupons.id, link.memberCouponId),
        eq(memberCoupons.memberId, link.giverId),
        eq(memberCoupons.status, 'valid'),
        gt(memberCoupons.validUntil, at),
      ),
    )
    .returning();
  if (!given) throw new AppError('COUPON_TRANSFER_LINK_INVALID');
  return given;
}

/**
 * The receiver's coupon: a new row (its own counter code; the giver keeps theirs as a 'transferred' record) with the
 * giver's rule, and the giver's validity — or, for a template counting its days from sharing, the days from the link.
 */
async function issueToReceiver(tx: Tx, given: MemberCouponRow, link: TransferRow, uid: number, at: Date) {
  const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, given.templateId));
  const validity = template!.validity;
  const span =
    validity.mode === 'days' && validity.from === 'sharing'
      ? resolveValidity(validity, link.createdAt)
      : { validFrom: given.validFrom, validUntil: given.validUntil };
  const [coupon] = await tx
    .insert(memberCoupons)
    .values({
      memberId: uid,
      templateId: given.templateId,
      code: randomCode(10),
      rule: given.rule,
      ...span,
      source: 'transfer',
      receivedAt: at,
      fromMemberId: link.giverId,
    })
    .returning();
  return coupon!;
}

/**
 * One receive, in the lock order of decision 030 (after tryCode's member row and address lock): the transfer row by
 * a conditional update (open, not expired: of parallel receivers exactly one gets it), then the giver's coupon, then
 * the receiver's new one. A link that cannot be received is refused without counting as a wrong code.
 */
async function receiveIn(tx: Tx, uid: number, token: string, code: string | undefined, at: Date) {
  const [link] = await tx.select().from(couponTransfers).where(eq(couponTransfers.token, token));
  const refusal = linkRefusal(link, uid, code);
  if (refusal || !link) return refusal!;
  const [taken] = await tx
    .update(couponTransfers)
    .set({ status: 'received', receiverId: uid, receivedAt: at })
    .where(
      and(
        eq(couponTransfers.id, link.id),
        eq(couponTransfers.status, 'open'),
        gt(couponTransfers.expiresAt, at),
      ),
    )
    .returning();
  if (!taken) return { ok: false, code: 'COUPON_TRANSFER_LINK_INVALID', counts: false } as const;
  const given = await takeFromGiver(tx, taken, at);
  const coupon = await issueToReceiver(tx, given, taken, uid, at);
  await tx
    .update(couponTransfers)
    .set({ receivedCouponId: coupon.id })
    .where(eq(couponTransfers.id, link.id));
  return { ok: true, value: coupon.id } as const;
}

/** Coupon/ReceiveTransfer (receiveTransferCoupon): the coupon of a share link, once, for one member. */
export async function receiveTransfer(
  ctx: MemberContext,
  token: string,
  code: string | undefined,
): Promise<MemberCouponOut> {
  const at = ctx.clock.now();
  const id = await tryCode(ctx, (tx) => receiveIn(tx, ctx.member.uid, token, code, at));
  return heldOut(ctx.db, ctx.member.uid, id, at, ctx.locale);
}
