import { hasOrderEntry, moveBalance } from '../balance/index.ts';
import { type PaymentProvider, takenAtPlacing } from './provider.ts';

/** Member balance: taken at placefast inside the order's transaction, so there is nothing to start or ask. */
export const balanceProvider: PaymentProvider = {
  ...takenAtPlacing('balance'),
  async refund(tx, payment, amount, ref, at) {
    // The ledger keeps one entry per order, reason and ref (the whole refund's ref is null), so each credits once.
    await moveBalance(tx, {
      memberId: payment.memberId,
      delta: amount,
      reason: 'refund',
      orderId: payment.orderId,
      ref,
      note: payment.localOrderNo,
      at,
    });
    return true;
  },
  refundedBefore(tx, payment, ref) {
    return hasOrderEntry(tx, payment.orderId, 'refund', ref);
  },
};
