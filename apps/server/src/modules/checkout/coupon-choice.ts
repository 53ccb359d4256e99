import type { SettlementCouponsOut, SettlementPreviewOut } from '@shop/contracts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { couponsOut } from './coupon-out.ts';
import { requireApplied } from './offers.ts';
import { previewOut } from './preview.ts';
import { type SettleInput, settle } from './settle.ts';

/** The coupon area's redemption of an exchange code: the member coupon it issued (it throws its own refusals). */
export type ExchangeRedeemer = (ctx: MemberContext, code: string) => Promise<number>;

// Registered by the coupon area when it mounts (registerExchangeRedeemer), like delivery's zone lookup: checkout
// importing coupon would close a circle (coupon orders are numbered by checkout). Without it, a typed code can only
// be the code of a coupon the member holds.
let redeemExchange: ExchangeRedeemer | null = null;

/** Lets the coupon area redeem an exchange code typed at settlement (call once when its routes are registered). */
export function registerExchangeRedeemer(redeemer: ExchangeRedeemer): void {
  redeemExchange = redeemer;
}

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
  const held = probe.read.coupons.find((c) => c.code.toUpperCase() === input.code.toUpperCase());
  const id = held?.id ?? (await redeemed(ctx, input.code));
  const chosen = input.couponIds.includes(id) ? input.couponIds : [...input.couponIds, id];
  return applyDiscount(ctx, storeId, { ...input, couponIds: chosen });
}

async function redeemed(ctx: MemberContext, code: string): Promise<number> {
  if (!redeemExchange) throw new AppError('COUPON_NOT_FOUND');
  return redeemExchange(ctx, code);
}
