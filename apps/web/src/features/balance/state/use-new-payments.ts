import type { PayCodeChargeOut } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import type { PayCodeCharges } from '../api/pay-code-charges.ts';

/**
 * The charges paid since the page opened, from the polled answers: the first answer's paid charges are old news;
 * a paid one not seen before (a new charge, or a confirmed one) is the payment to show, and `onPaid` runs for it.
 */
export function useNewPayments(data: PayCodeCharges | undefined, onPaid: () => void) {
  const seen = useRef<Set<number> | null>(null);
  const [latest, setLatest] = useState<PayCodeChargeOut | null>(null);
  const paidRef = useRef(onPaid);
  paidRef.current = onPaid;
  useEffect(() => {
    if (!data) return;
    const paid = data.charges.filter((c) => c.status === 'paid');
    if (seen.current === null) {
      seen.current = new Set(paid.map((c) => c.id));
      return;
    }
    const known = seen.current;
    const fresh = paid.filter((c) => !known.has(c.id));
    if (fresh.length === 0) return;
    for (const c of fresh) known.add(c.id);
    setLatest(fresh[fresh.length - 1] ?? null);
    paidRef.current();
  }, [data]);
  return { latest, dismiss: () => setLatest(null) };
}
