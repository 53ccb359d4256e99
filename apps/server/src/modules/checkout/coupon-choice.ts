import type { SettlementCouponsOut, SettlementPreviewOut } from '@shop/contracts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { redeemExchangeCode } from '../coupon/index.ts';
import { heldCoupons } from './coupon-offer.ts';
import { couponsOut } from './coupon-out.ts';
import { requireApplied } from './offers.ts';
import { previewOut } from './preview.ts';
import { type SettleInput, settle } from './settle.ts';

/** GetAvailableCoupons: the member's coupons weighed for the lines, and the engine's best preselection. */
export async function availableCoupons(
  ctx: MemberContext,
  storeId: number,
  input: SettleInput,
): Promise<SettlementCouponsOut> {
  return couponsOut(await settle(ctx, storeId, input, 'best'), ctx.locale);
}

/**
 * order/applydiscount: the settlement priced with the chosen coupons, each of which must go on this order
 * (COUPON_UNAVAILABLE with the engine's reason, COUPON_NOT_FOUND when not the member's).
 */
export async function applyDiscount(
  ctx: MemberContext,
  storeId: number,
  input: SettleInput & { couponIds: number[] },
): Promise<SettlementPreviewOut> {
  const settled = await settle(ctx, storeId, input, input.couponIds);
  requireApplied(input.couponIds, settled.assessment);
  return previewOut(ctx, settled);
}

/**
 * order/ApplyCouponCode: a typed code joins the chosen coupons — the code of a coupon the member holds, or an
 * exchange code the coupon area redeems first into a new coupon of the member's.
 */
export async function applyCouponCode(
  ctx: MemberContext,
  storeId: number,
  input: SettleInput & { couponIds: number[]; code: string },
): Promise<SettlementPreviewOut> {
  const probe = await settle(ctx, storeId, input, 'best');
  const held = heldCoupons(probe.read).find((c) => c.code.toUpperCase() === input.code.toUpperCase());
  const id = held?.id ?? (await redeemExchangeCode(ctx, input.code));
  const chosen = input.couponIds.includes(id) ? input.couponIds : [...input.couponIds, id];
  return applyDiscount(ctx, storeId, { ...input, couponIds: chosen });
}
