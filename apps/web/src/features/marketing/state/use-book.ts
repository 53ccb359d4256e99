import { fromMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { toast } from '../../../ui/feedback/feedback.ts';
import { usePrepaidPayment } from '../../payment/index.ts';
import { bookGroupMeal } from '../api/group-meal-api.ts';

export const groupMealPath = '/subpackages/groupMeal/index';

/** What the member chose: the menu, the group, the day and slot, how to pay, and the deposit seen (minor units). */
export interface BookingDraft {
  menuId: number;
  headcount: number;
  date: string;
  slot: string;
  payMethod: number;
  deposit: number;
}

/**
 * Booking a group meal: GroupMeal/Book, paid as payment's usePrepaidPayment pays (one key per choice, the keypad
 * for balance); online goes to the gateway page, which leads back to this page.
 */
export function useBook(opts: { needPayPassword: boolean; onBooked: () => void }) {
  const t = useT();
  return usePrepaidPayment({
    needPayPassword: opts.needPayPassword,
    sameAs: (d: BookingDraft) => `${d.menuId}:${d.headcount}:${d.date}:${d.slot}:${d.payMethod}`,
    place: (draft, idempotencyKey, payPassword) =>
      bookGroupMeal({
        idempotencyKey,
        menuId: draft.menuId,
        headcount: draft.headcount,
        date: draft.date,
        slot: draft.slot,
        payMethod: draft.payMethod,
        expectedDeposit: fromMinor(draft.deposit),
        ...(payPassword ? { payPassword } : {}),
      }),
    returnTo: groupMealPath,
    onPaid: () => {
      toast(t('marketing.groupMeal.booked'), { kind: 'success' });
      opts.onBooked();
    },
  });
}
