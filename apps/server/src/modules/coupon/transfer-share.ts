import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { CouponShareOut } from '@shop/contracts';
import { heldCouponState } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { LOCK_SPACE, lockText } from '../../db/advisory-locks.ts';
import type { Tx } from '../../db/client.ts';
import { couponTransfers } from '../../db/schema/coupon.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { requireHeld } from './held-coupons.ts';

const HOUR_MS = 3_600_000;
const DEFAULT_LINK_HOURS = 24;

/** The stored form of a transfer's verification code: bound to its token, so a hash tells nothing of other links. */
export function transferCodeHash(token: string, code: string): string {
  return createHash('sha256').update(`${token}:${code}`).digest('base64url');
}

/** Closes the coupon's open link, if any (a new link replaces it; CancelShare takes it back). */
async function cancelOpen(tx: Tx, memberCouponId: number) {
  return tx
    .update(couponTransfers)
    .set({ status: 'cancelled' })
    .where(and(eq(couponTransfers.memberCouponId, memberCouponId), eq(couponTransfers.status, 'open')))
    .returning({ id: couponTransfers.id });
}

type NewLink = typeof couponTransfers.$inferInsert;

/**
 * Replaces the coupon's open link by a new one. Shares of one coupon queue on an advisory lock of its id, so each
 * closes the link the one before it made (without it, parallel shares meet on the one-open-link index and all but
 * one fail). Only the transfer rows are written, never the coupon: receiving locks the transfer before the coupon
 * (decision 030), and this lock is taken by nothing else.
 */
async function replaceLink(tx: Tx, link: NewLink): Promise<void> {
  await lockText(tx, LOCK_SPACE.couponShare, String(link.memberCouponId));
  await cancelOpen(tx, link.memberCouponId);
  await tx.insert(couponTransfers).values(link);
}

/**
 * Coupon/ShareGift (shareCouponGift): a share link of one of the member's coupons, open `hours` (never past the
 * coupon's end) for one receiver. When the template asks, a 6-digit verification code is made, stored hashed and
 * shown to the giver once. Refused (COUPON_NOT_TRANSFERABLE) for a template that forbids it or a coupon that is no
 * longer valid.
 */
export async function shareCoupon(ctx: MemberContext, id: number, hours?: number): Promise<CouponShareOut> {
  const now = ctx.clock.now();
  const held = await requireHeld(ctx.db, ctx.member.uid, id);
  const state = heldCouponState(held.coupon, now);
  if (!held.transferable || !['valid', 'aboutToExpire', 'notYetEffective'].includes(state))
    throw new AppError('COUPON_NOT_TRANSFERABLE');
  const expiresAt = new Date(
    Math.min(now.getTime() + (hours ?? DEFAULT_LINK_HOURS) * HOUR_MS, held.coupon.validUntil.getTime()),
  );
  const token = randomBytes(24).toString('base64url');
  const code = held.needsTransferCode ? String(randomInt(1_000_000)).padStart(6, '0') : null;
  const link: NewLink = {
    memberCouponId: id,
    giverId: ctx.member.uid,
    token,
    codeHash: code === null ? null : transferCodeHash(token, code),
    createdAt: now,
    expiresAt,
  };
  await ctx.db.transaction((tx) => replaceLink(tx, link));
  return { token, expiresAt: expiresAt.toISOString(), verificationCode: code };
}

/** Coupon/CancelShare: takes back the coupon's open link; false when none was open. */
export async function cancelShare(ctx: MemberContext, id: number): Promise<{ cancelled: boolean }> {
  await requireHeld(ctx.db, ctx.member.uid, id);
  const closed = await ctx.db.transaction((tx) => cancelOpen(tx, id));
  return { cancelled: closed.length > 0 };
}
