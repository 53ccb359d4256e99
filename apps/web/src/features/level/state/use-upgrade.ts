import { PayCode } from '@shop/domain';
import { useRef, useState } from 'react';
import { redirect } from '../../../app/router/use-route.tsx';
import { errorMessage } from '../../../app/shell/feedback.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { startOnlinePayment } from '../../checkout/api/pay-order.ts';
import { newIdempotencyKey } from '../../checkout/api/place-fast.ts';
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

/** Refusals about the payment password: answered in the keypad, which stays open for another try. */
const payPasswordCodes: ReadonlySet<string> = new Set([
  'PAY_PASSWORD_REQUIRED',
  'PAY_PASSWORD_WRONG',
  'PAY_PASSWORD_FORMAT',
  'TOO_FREQUENT',
]);

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
  const [asking, setAsking] = useState<UpgradeDraft | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

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
      setAsking(null);
      if (order.needPay) await startOnlinePayment(order.orderNo, order.payMethod, { returnTo });
      else redirect(resultPath, { ...resultQuery, orderno: order.orderNo });
    } catch (failure) {
      if (draft.payMethod === PayCode.balance && isApiError(failure) && payPasswordCodes.has(failure.code)) {
        // Wrong digits: the keypad stays open, says why and starts over. Asked for a password the page did not
        // know the member had: the keypad opens.
        setAsking(draft);
        setPasswordError(payPassword === undefined ? null : errorMessage(failure));
        setAttempt((n) => n + 1);
        return;
      }
      setAsking(null);
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
    asking,
    passwordError,
    attempt,
    /** Pays: by balance with the keypad first when the member has a payment password, else straight away. */
    pay(draft: UpgradeDraft) {
      if (draft.payMethod === PayCode.balance && opts.needPayPassword) {
        setPasswordError(null);
        setAttempt((n) => n + 1);
        setAsking(draft);
        return;
      }
      void send(draft);
    },
    payWithPassword(digits: string) {
      if (asking) void send(asking, digits);
    },
    closeKeypad() {
      setAsking(null);
      setPasswordError(null);
    },
  };
}
