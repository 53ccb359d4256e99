import { useCallback, useEffect, useRef, useState } from 'react';
import { pollPayResult } from '../api/pay-order.ts';

export type Confirmation = 'confirming' | 'confirmed' | 'notCompleted';

/**
 * After the gateway: polls the attempt's result (SPEC §4) and says whether it is paid. Without a local order
 * number there is nothing to confirm (balance, cash and pay-after orders come straight to the receipt).
 */
export function usePayConfirmation(localOrderNo: string) {
  const [state, setState] = useState<Confirmation>(localOrderNo ? 'confirming' : 'confirmed');
  const live = useRef(true);

  const confirmNow = useCallback(async () => {
    if (!localOrderNo) return;
    setState('confirming');
    const paid = await pollPayResult(localOrderNo);
    if (live.current) setState(paid ? 'confirmed' : 'notCompleted');
  }, [localOrderNo]);

  useEffect(() => {
    live.current = true;
    void confirmNow();
    return () => {
      live.current = false;
    };
  }, [confirmNow]);

  return { state, retry: confirmNow };
}
