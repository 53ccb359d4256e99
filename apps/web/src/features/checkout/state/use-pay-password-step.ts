import { useState } from 'react';
import type { OrderDraft, Refusal } from './submit-order.ts';

/** Refusals of placefast that are about the payment password: answered in the keypad sheet, which stays open. */
export const payPasswordRefusals: ReadonlySet<string> = new Set([
  'PAY_PASSWORD_REQUIRED',
  'PAY_PASSWORD_WRONG',
  'PAY_PASSWORD_FORMAT',
  'TOO_FREQUENT',
]);

/**
 * The payment-password step between "place order" and placefast (SPEC §5): the order waits in `draft` while the
 * keypad is open; a refusal of the digits keeps it open with the reason, and `attempt` tells it to start over.
 */
export function usePayPasswordStep() {
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  return {
    draft,
    error,
    attempt,
    /** Opens the keypad for this order. */
    ask(order: OrderDraft, why: string | null = null) {
      setDraft(order);
      setError(why);
      setAttempt((n) => n + 1);
    },
    /** The digits were refused: stay open, say why, clear them. */
    refused(refusal: Refusal) {
      setError(refusal.message);
      setAttempt((n) => n + 1);
    },
    close() {
      setDraft(null);
      setError(null);
    },
  };
}
