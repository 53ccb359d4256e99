import { PayCode } from '@shop/domain';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { payPasswordRefusals, startOnlinePayment, usePayPasswordStep } from '../../payment/index.ts';
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
 * Booking a group meal: GroupMeal/Book with one idempotency key per choice, kept for the visit, so a retry or a
 * double tap never pays twice. Balance asks for the payment password first when the member has one; online goes
 * to the gateway page, which leads back to this page (the paid upgrade's way: level/state/use-upgrade.ts).
 */
export function useBook(opts: { needPayPassword: boolean; onBooked: () => void }) {
  const t = useT();
  const keys = useRef(new Map<string, string>());
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keypad = usePayPasswordStep<BookingDraft>();

  const keyFor = (d: BookingDraft) => {
    const id = `${d.menuId}:${d.headcount}:${d.date}:${d.slot}:${d.payMethod}`;
    let key = keys.current.get(id);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(id, key);
    }
    return key;
  };

  const send = async (draft: BookingDraft, payPassword?: string) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const booking = await bookGroupMeal({
        idempotencyKey: keyFor(draft),
        menuId: draft.menuId,
        headcount: draft.headcount,
        date: draft.date,
        slot: draft.slot,
        payMethod: draft.payMethod,
        expectedDeposit: draft.deposit / 100,
        ...(payPassword ? { payPassword } : {}),
      });
      keypad.close();
      if (booking.needPay) {
        await startOnlinePayment(booking.orderNo, booking.payMethod, { returnTo: groupMealPath });
        return;
      }
      toast(t('marketing.groupMeal.booked'), { kind: 'success' });
      opts.onBooked();
    } catch (failure) {
      if (
        draft.payMethod === PayCode.balance &&
        isApiError(failure) &&
        payPasswordRefusals.has(failure.code)
      ) {
        keypad.ask(draft, payPassword === undefined ? null : errorMessage(failure));
        return;
      }
      keypad.close();
      setError(errorMessage(failure));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  return {
    busy,
    error,
    asking: keypad.draft,
    passwordError: keypad.error,
    attempt: keypad.attempt,
    pay(draft: BookingDraft) {
      if (draft.payMethod === PayCode.balance && opts.needPayPassword) keypad.ask(draft);
      else void send(draft);
    },
    payWithPassword(digits: string) {
      if (keypad.draft) void send(keypad.draft, digits);
    },
    closeKeypad: keypad.close,
  };
}
