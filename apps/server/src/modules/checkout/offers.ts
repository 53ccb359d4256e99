import { type CartLineState, offerProductIds, type Promotion } from '@shop/domain';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { promotionsForCheckout } from '../marketing/index.ts';
import type { StoreRow } from '../store/index.ts';
import { type Assessment, idsOf, type OrderOffers } from './assess.ts';
import { heldCoupons } from './coupon-offer.ts';
import type { ReadCoupon } from './coupon-read.ts';
import { type OfferChoices, offerUnlocks } from './offer-registry.ts';
import { type OrderRead, type ReadOptions, readForOrder } from './order-read.ts';

/** The chosen ids of each order offer source, from a settlement or placefast request. */
export function choicesOf(input: {
  couponIds?: readonly number[];
  cardIds?: readonly number[];
}): OfferChoices {
  return { couponIds: input.couponIds ?? [], cardIds: input.cardIds ?? [] };
}

/**
 * The order read (order-read.ts) with what the offers need: the store's promotions now (the marketing area's cached
 * lookup) and the products they may add, read with the lines', and every order offer source's rows (decision 060).
 * A gift or exchange coupon's product is known only once the coupons are read: when one is missing, a second read
 * brings it (rare, so the common read stays lean).
 */
export async function readWithOffers(
  ctx: MemberContext,
  storeId: number,
  lines: CartLineState[],
  opts: ReadOptions,
): Promise<{ promotions: readonly Promotion[]; read: OrderRead }> {
  const promotions = await promotionsForCheckout(ctx, storeId);
  const ids = idsOf(lines);
  const productIds = [...ids.productIds, ...offerProductIds(promotions, [])];
  const read = await readForOrder(ctx.db, { ...ids, productIds }, ctx.member.uid, ctx.locale, opts);
  const missing = offerProductIds([], heldCoupons(read)).filter((id) => !read.products.has(id));
  if (missing.length > 0) {
    const more = await readForOrder(
      ctx.db,
      { productIds: missing, optionIds: [] },
      ctx.member.uid,
      ctx.locale,
      {
        at: opts.at,
      },
    );
    for (const [id, product] of more.products) read.products.set(id, product);
  }
  return { promotions, read };
}

/** A coupon the order may weigh: the member's, valid, of this store or of the whole chain. */
function usableHere(coupon: ReadCoupon, storeId: number): boolean {
  return coupon.status === 'valid' && (coupon.storeId === null || coupon.storeId === storeId);
}

/**
 * The engine's input for an order of the store: its promotions, the member's coupons it may weigh, which to apply
 * ('best' for the preselection), the member (with the unlocked-only promotions their holdings unlock, by the order
 * offer sources) and the store's clock. The delivery fee is the zone's (0 otherwise).
 */
export function orderOffers(
  store: StoreRow,
  read: OrderRead,
  at: Date,
  offers: {
    promotions: readonly Promotion[];
    chosen: readonly number[] | 'best';
    redemptions?: readonly number[];
    deliveryFee: number;
  },
): OrderOffers {
  return {
    member: { ...read.member, unlocked: offerUnlocks(read.offers, { store, at }) },
    clock: { at, timeZone: store.settings.timezone },
    deliveryFee: offers.deliveryFee,
    promotions: offers.promotions,
    coupons: heldCoupons(read).filter((c) => usableHere(c, store.id)),
    chosen: offers.chosen,
    redemptions: offers.redemptions ?? [],
  };
}

/**
 * Refuses coupons asked for that the order cannot weigh: not the member's (404), or the member's but no longer
 * valid, of another store (COUPON_UNAVAILABLE, its state as the reason).
 */
export function requireHeld(asked: readonly number[], read: OrderRead, storeId: number): void {
  for (const id of asked) {
    const coupon = heldCoupons(read).find((c) => c.id === id);
    if (!coupon) throw new AppError('COUPON_NOT_FOUND');
    if (!usableHere(coupon, storeId)) {
      const Reason = coupon.status === 'valid' ? 'WRONG_STORE' : coupon.status.toUpperCase();
      throw new AppError('COUPON_UNAVAILABLE', {}, { CouponId: id, Reason });
    }
  }
}

/** Refuses an order priced without a coupon asked for: the engine's reason it could not be used. */
export function requireApplied(asked: readonly number[], a: Assessment): void {
  for (const id of asked) {
    if (a.priced.applied.includes(id)) continue;
    const verdict = a.priced.coupons.find((c) => c.id === id);
    throw new AppError(
      'COUPON_UNAVAILABLE',
      {},
      { CouponId: id, Reason: verdict?.reason ?? 'NOT_STACKABLE' },
    );
  }
}
