import type { SettlementPreviewOut } from '@shop/contracts';
import { useState } from 'react';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { toastError } from '../../../ui/feedback/feedback.ts';
import { useStore } from '../../store/index.ts';
import { applyCouponCode, applyDiscount } from '../api/coupon-choice.ts';
import { previewKey, type SettlementAsk } from '../api/index-no-discount.ts';

/**
 * The coupons of a settlement (decision 031): the server's best preselection until the shopper chooses. A choice
 * goes through order/applydiscount (a typed code through order/ApplyCouponCode), whose answer is the settlement
 * priced with it: it becomes the preview of the new choice, so the page shows it without another round trip. A
 * refused choice keeps the one before and says why.
 */
export function useCouponChoice(ask: Omit<SettlementAsk, 'couponIds'>) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  const [couponIds, setCouponIds] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);

  const adopt = (priced: SettlementPreviewOut) => {
    const chosen = priced.coupons.chosen;
    queryClient.setQueryData(previewKey(storeId, { ...ask, couponIds: chosen }, locale), priced);
    setCouponIds(chosen);
  };

  /** Sends a choice; true when the server priced the order with it. */
  const run = async (send: () => Promise<SettlementPreviewOut>): Promise<boolean> => {
    setBusy(true);
    try {
      adopt(await send());
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    couponIds,
    busy,
    /** The coupons to apply ([] for none). */
    choose: (ids: number[]) => run(() => applyDiscount({ ...ask, couponIds: ids }, ids)),
    /** A typed code joins the chosen coupons. */
    applyCode: (code: string, chosen: number[]) =>
      run(() => applyCouponCode({ ...ask, couponIds: chosen }, chosen, code)),
    /** Back to the server's best preselection (a coupon was taken meanwhile). */
    reset: () => setCouponIds(null),
  };
}

export type CouponChoice = ReturnType<typeof useCouponChoice>;
