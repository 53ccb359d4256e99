import type { MemberCouponOut } from '@shop/contracts';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { couponCodes, couponTemplates } from '../../db/schema/coupon.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { type CodeVerdict, tryCode } from './code-tries.ts';
import { normaliseCode } from './coupon-codes.ts';
import { heldOut } from './held-coupons.ts';
import { issueCoupons } from './issue.ts';

/** Why a code that was not redeemed now cannot be: unknown (or withdrawn), used, or expired. */
async function codeRefusal(tx: Tx, code: string, at: Date): Promise<CodeVerdict<number>> {
  const [row] = await tx.select().from(couponCodes).where(eq(couponCodes.code, code));
  if (!row || row.status === 'void') return { ok: false, code: 'COUPON_CODE_WRONG', counts: true };
  if (row.status === 'redeemed') return { ok: false, code: 'COUPON_CODE_USED', counts: true };
  return {
    ok: false,
    code: row.expiresAt && at >= row.expiresAt ? 'COUPON_CODE_EXPIRED' : 'COUPON_CODE_WRONG',
    counts: true,
  };
}

/**
 * Redeems an exchange code in the caller's transaction: one conditional update makes it redeemed by this member
 * (only while new and not expired: single use, whoever tries in parallel), then the coupon of its template is
 * issued. Codes are made ahead for their template, so they count against no remaining or claim limit. The new
 * member coupon's id, or the refusal.
 */
async function redeemIn(tx: Tx, memberId: number, code: string, at: Date): Promise<CodeVerdict<number>> {
  const [redeemed] = await tx
    .update(couponCodes)
    .set({ status: 'redeemed', redeemedBy: memberId, redeemedAt: at })
    .where(
      and(
        eq(couponCodes.code, code),
        eq(couponCodes.status, 'new'),
        or(isNull(couponCodes.expiresAt), gt(couponCodes.expiresAt, at)),
      ),
    )
    .returning();
  if (!redeemed) return codeRefusal(tx, code, at);
  const [template] = await tx
    .select()
    .from(couponTemplates)
    .where(eq(couponTemplates.id, redeemed.templateId));
  const [coupon] = await issueCoupons(tx, template!, { memberId, count: 1, source: 'exchange', at });
  await tx.update(couponCodes).set({ memberCouponId: coupon!.id }).where(eq(couponCodes.id, redeemed.id));
  return { ok: true, value: coupon!.id };
}

/** Redeems a typed exchange code for the member (limited tries); the new member coupon's id. */
export function redeemExchangeCode(ctx: MemberContext, typed: string): Promise<number> {
  const at = ctx.clock.now();
  return tryCode(ctx, (tx) => redeemIn(tx, ctx.member.uid, normaliseCode(typed), at));
}

/** Coupon/Exchange: the coupon an exchange code stands for (SPEC §5 coupon code required; §8 wrong/used/expired). */
export async function exchangeCode(ctx: MemberContext, typed: string): Promise<MemberCouponOut> {
  const id = await redeemExchangeCode(ctx, typed);
  return heldOut(ctx.db, ctx.member.uid, id, ctx.clock.now(), ctx.locale);
}
