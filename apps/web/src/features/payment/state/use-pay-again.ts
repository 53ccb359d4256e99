import { useState } from 'react';
import { toastError } from '../../../ui/feedback/feedback.ts';
import { startOnlinePayment } from '../api/pay-order.ts';

/**
 * Paying again an order that waits for its online payment (a result page after a cancelled gateway: the paid
 * upgrade, a bought coupon): opens the gateway, which leads back to `returnTo`; a refusal shows as a toast.
 */
export function usePayAgain(returnTo: string) {
  const [busy, setBusy] = useState(false);
  const payAgain = async (order: { orderNo: string; payMethod: number }) => {
    setBusy(true);
    try {
      await startOnlinePayment(order.orderNo, order.payMethod, { returnTo });
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, payAgain };
}
