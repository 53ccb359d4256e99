import { useState } from 'react';

/**
 * Refusals about the payment password (placefast, UpdateCategory): answered in the keypad sheet, which stays open.
 */
export const payPasswordRefusals: ReadonlySet<string> = new Set([
  'PAY_PASSWORD_REQUIRED',
  'PAY_PASSWORD_WRONG',
  'PAY_PASSWORD_FORMAT',
  'TOO_FREQUENT',
]);

/**
 * The payment-password step before a balance payment (SPEC §5: placing an order, a paid level upgrade): what is
 * being paid waits in `draft` while the keypad is open; a refusal of the digits keeps it open with the reason,
 * and `attempt` tells it to start over.
 */
export function usePayPasswordStep<Draft>() {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  return {
    draft,
    error,
    attempt,
    /** Opens the keypad for this payment. */
    ask(pending: Draft, why: string | null = null) {
      setDraft(pending);
      setError(why);
      setAttempt((n) => n + 1);
    },
    /** The digits were refused: stay open, say why, clear them. */
    refused(message: string) {
      setError(message);
      setAttempt((n) => n + 1);
    },
    close() {
      setDraft(null);
      setError(null);
    },
  };
}
