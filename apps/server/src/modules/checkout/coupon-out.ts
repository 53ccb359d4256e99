import type { CouponOfferOut, SettlementCouponsOut } from '@shop/contracts';
import { type Adjustment, type CouponVerdict, fromMinor, type Locale, translatedField } from '@shop/domain';
import { heldCoupons } from './coupon-offer.ts';
import type { ReadCoupon } from './coupon-read.ts';
import { offerAdjustmentName } from './offer-registry.ts';
import type { Settled } from './settle.ts';

/** A coupon's name in the reader's language (decision 020). */
function couponName(coupon: ReadCoupon, locale: Locale): string {
  return translatedField(coupon.name, coupon.translations, 'name', locale);
}

/**
 * The name shown beside an adjustment, in the reader's language: the coupon's or the promotion's, or another order
 * offer source's (a pass card's); none for a delivery fee.
 */
export function adjustmentName(a: Adjustment, settled: Settled, locale: Locale): string | null {
  const { memberCouponId, promotionId } = a.detail;
  const coupon = heldCoupons(settled.read).find((c) => c.id === memberCouponId);
  if (coupon) return couponName(coupon, locale);
  const promotion = settled.promotions.find((p) => p.id === promotionId);
  if (promotion) return translatedField(promotion.name, promotion.translations, 'name', locale);
  return offerAdjustmentName(a, settled.read.offers, locale);
}

function offerOut(coupon: ReadCoupon, verdict: CouponVerdict | undefined, locale: Locale): CouponOfferOut {
  return {
    id: coupon.id,
    templateId: coupon.templateId,
    name: couponName(coupon, locale),
    code: coupon.code,
    rule: coupon.rule,
    validUntil: coupon.validUntil.toISOString(),
    usable: verdict?.usable ?? false,
    reason: verdict?.reason ?? null,
    shortBy: fromMinor(verdict?.shortBy ?? 0),
    saving: fromMinor(verdict?.saving ?? 0),
  };
}

/**
 * The coupons of a settlement: those applied, and every one weighed — usable first, the greater saving first, then
 * the sooner to end; the greyed ones after them with their reason.
 */
export function couponsOut(settled: Settled, locale: Locale): SettlementCouponsOut {
  const { priced } = settled.assessment;
  const verdicts = new Map(priced.coupons.map((v) => [v.id, v]));
  const offers = heldCoupons(settled.read)
    .filter((c) => verdicts.has(c.id))
    .map((c) => offerOut(c, verdicts.get(c.id), locale))
    .sort(
      (x, y) =>
        Number(y.usable) - Number(x.usable) ||
        y.saving - x.saving ||
        x.validUntil.localeCompare(y.validUntil) ||
        x.id - y.id,
    );
  return { chosen: [...priced.applied], offers };
}

/** The base name a coupon adjustment keeps with the order (order detail shows it), as promotions keep theirs. */
export function withCouponNames(adjustments: Adjustment[], coupons: readonly ReadCoupon[]): Adjustment[] {
  return adjustments.map((a) => {
    const id = a.detail.memberCouponId;
    const coupon = typeof id === 'number' ? coupons.find((c) => c.id === id) : undefined;
    return coupon ? { ...a, detail: { ...a.detail, name: coupon.name } } : a;
  });
}
