import type { SettlementPreviewOut } from '@shop/contracts';
import { useEffect } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { useCouponReason } from '../components/coupon-reason.ts';
import type { CouponChoice } from './coupon-choice.ts';

// "Use now" on a held coupon (My coupons) sends the shopper to the menu; the next settlement applies that coupon
// instead of the best preselection. Kept in sessionStorage so a reload on the way does not lose it; a new visit
// (another tab, the app opened again) starts without it.
const storageKey = 'checkout.couponToUse';

/** The next settlement applies this member coupon (My coupons' "Use now"). */
export function applyCouponAtNextSettlement(couponId: number): void {
  try {
    sessionStorage.setItem(storageKey, String(couponId));
  } catch {
    // storage refused (private mode): the settlement keeps its best preselection
  }
}

function takeCouponToUse(): number | null {
  try {
    const id = Number(sessionStorage.getItem(storageKey));
    sessionStorage.removeItem(storageKey);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/**
 * Once the settlement's first preview is in, applies the coupon "Use now" asked for: chosen through
 * applydiscount when the server weighs it usable here, else the best preselection stays and a notice says why.
 */
export function useCouponToUse(preview: SettlementPreviewOut | undefined, coupons: CouponChoice): void {
  const t = useT();
  const reasonOf = useCouponReason();
  useEffect(() => {
    if (!preview) return;
    const id = takeCouponToUse();
    if (id === null || preview.coupons.chosen.includes(id)) return;
    const offer = preview.coupons.offers.find((o) => o.id === id);
    if (offer?.usable) void coupons.choose([id]);
    else if (offer?.reason) toast(t('checkout.couponNotHere', { reason: reasonOf(offer) }));
  }, [preview, coupons, t, reasonOf]);
}
