import { PayCode } from '@shop/domain';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { startOnlinePayment } from '../api/pay-order.ts';
import { payPasswordRefusals, usePayPasswordStep } from './use-pay-password-step.ts';

/** What the member chose to pay for; only how to pay matters here. */
export interface PrepaidDraft {
  payMethod: number;
}

/** The server's answer to placing it: paid already (balance), or waiting for the gateway. */
export interface PrepaidOrder {
  orderNo: string;
  payMethod: number;
  needPay: boolean;
}

export interface PrepaidPaymentOptions<Draft extends PrepaidDraft, Order extends PrepaidOrder> {
  /** Whether the member has a payment password: balance then asks for it before the first call. */
  needPayPassword: boolean;
  /** What makes two drafts the same payment: they share one idempotency key for the visit. */
  sameAs: (draft: Draft) => string;
  /** The call that places and (by balance) pays it. */
  place: (draft: Draft, idempotencyKey: string, payPassword?: string) => Promise<Order>;
  /** Where the gateway page leads back to. */
  returnTo: string;
  /** Paid without the gateway (balance, or nothing to pay). */
  onPaid: (order: Order) => void;
}

/**
 * Something paid when it is ordered (SPEC §5: a group meal deposit, a paid level upgrade): one idempotency key per
 * choice, kept for the visit, so a retry or a double tap never pays twice. Balance asks for the payment password
 * first when the member has one; a refused password keeps the keypad open with the reason. Online goes to the
 * gateway page, which leads back to `returnTo`.
 */
export function usePrepaidPayment<Draft extends PrepaidDraft, Order extends PrepaidOrder>(
  opts: PrepaidPaymentOptions<Draft, Order>,
) {
  const keys = useRef(new Map<string, string>());
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keypad = usePayPasswordStep<Draft>();

  const keyFor = (draft: Draft) => {
    const id = opts.sameAs(draft);
    let key = keys.current.get(id);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(id, key);
    }
    return key;
  };

  const send = async (draft: Draft, payPassword?: string) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const order = await opts.place(draft, keyFor(draft), payPassword);
      keypad.close();
      if (order.needPay)
        await startOnlinePayment(order.orderNo, order.payMethod, { returnTo: opts.returnTo });
      else opts.onPaid(order);
    } catch (failure) {
      if (
        draft.payMethod === PayCode.balance &&
        isApiError(failure) &&
        payPasswordRefusals.has(failure.code)
      ) {
        // Wrong digits: the keypad stays open, says why and starts over. Asked for a password the page did not
        // know the member had: the keypad opens.
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
    /** The keypad is open for this draft. */
    asking: keypad.draft,
    passwordError: keypad.error,
    attempt: keypad.attempt,
    /** Pays: by balance with the keypad first when the member has a payment password, else straight away. */
    pay(draft: Draft) {
      if (draft.payMethod === PayCode.balance && opts.needPayPassword) keypad.ask(draft);
      else void send(draft);
    },
    payWithPassword(digits: string) {
      if (keypad.draft) void send(keypad.draft, digits);
    },
    closeKeypad: keypad.close,
  };
}
