import { PayCode } from '@shop/domain';
import { useRef, useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { newIdempotencyKey } from '../../../lib/api/idempotency-key.ts';
import { redirect } from '../../../lib/router/use-route.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { payPasswordRefusals, startOnlinePayment, usePayPasswordStep } from '../../payment/index.ts';
import { updateCategory } from '../api/update-category.ts';
import { levelPath } from './level-paths.ts';

/** What the member chose: the level, how to pay, and whose link brought them (the invite page). */
export interface UpgradeDraft {
  categoryId: number;
  payMethod: number;
  /** Minor units: what the keypad shows. */
  amount: number;
  inviterUid?: number;
}

/** Where the gateway page and a balance payment lead: the result view of the level page. */
const resultPath = levelPath;
const resultQuery = { type: 'update' };
const returnTo = `${resultPath}?type=update`;

/**
 * The paid upgrade (SPEC §5): UpdateCategory with one idempotency key per choice of level and method, kept for
 * the visit, so a retry or a double tap can never pay twice. Balance: asks for the payment password first when
 * the member has one, then shows the result. Online: opens the gateway page, which leads back to the result.
 */
export function useUpgrade(opts: { needPayPassword: boolean }) {
  const keys = useRef(new Map<string, string>());
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const keypad = usePayPasswordStep<UpgradeDraft>();

  const keyFor = (d: UpgradeDraft) => {
    const id = `${d.categoryId}:${d.payMethod}:${d.inviterUid ?? ''}`;
    let key = keys.current.get(id);
    if (!key) {
      key = newIdempotencyKey();
      keys.current.set(id, key);
    }
    return key;
  };

  const send = async (draft: UpgradeDraft, payPassword?: string) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      const order = await updateCategory({
        categoryId: draft.categoryId,
        payMethod: draft.payMethod,
        idempotencyKey: keyFor(draft),
        ...(payPassword ? { payPassword } : {}),
        ...(draft.inviterUid ? { inviterUid: draft.inviterUid } : {}),
      });
      keypad.close();
      if (order.needPay) await startOnlinePayment(order.orderNo, order.payMethod, { returnTo });
      else redirect(resultPath, { ...resultQuery, orderno: order.orderNo });
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
    pay(draft: UpgradeDraft) {
      if (draft.payMethod === PayCode.balance && opts.needPayPassword) {
        keypad.ask(draft);
        return;
      }
      void send(draft);
    },
    payWithPassword(digits: string) {
      if (keypad.draft) void send(keypad.draft, digits);
    },
    closeKeypad: keypad.close,
  };
}
