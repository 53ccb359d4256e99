import { useState } from 'react';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { toastError } from '../../../ui/feedback/feedback.ts';
import { useStore } from '../../store/index.ts';
import { fetchPreview, previewKey, type SettlementAsk } from '../api/index-no-discount.ts';
import type { SlotField, SlotFields } from './settlement-slots.ts';

/**
 * What the settlement's registered pieces chose. A choice is priced first (IndexNoDiscount with it) and becomes the
 * preview of the new ask, as a coupon's choice does: the page shows it without asking twice, and a refused one (a
 * card the counter just used up) keeps the choice before and says why instead of failing the whole page.
 */
export function useSlotChoice() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  const [fields, setFields] = useState<SlotFields>({});
  const [busy, setBusy] = useState(false);

  /** Prices `ask` (the settlement as asked now) with a piece's field set to these ids. */
  const choose = async (ask: SettlementAsk, field: SlotField, ids: number[]): Promise<boolean> => {
    const next = { ...fields, [field]: ids };
    const sent = { ...ask, slots: next, addressId: ask.orderMode === 'package' ? ask.addressId : undefined };
    setBusy(true);
    try {
      queryClient.setQueryData(previewKey(storeId, sent, locale), await fetchPreview(sent));
      setFields(next);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    fields,
    busy,
    choose,
    /** A choice gone (placefast said another order took it): nothing of that field, priced again by its new key. */
    clear: (field: SlotField) => setFields((now) => ({ ...now, [field]: [] })),
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
