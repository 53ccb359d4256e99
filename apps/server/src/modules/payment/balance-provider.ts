import { moveBalance } from '../balance/index.ts';
import type { PaymentProvider } from './provider.ts';

/** Member balance: taken at placefast inside the order's transaction, so there is nothing to start or ask. */
export const balanceProvider: PaymentProvider = {
  name: 'balance',
  async start() {
    throw new Error('balance payments are taken when the order is placed');
  },
  async query(_db, payment) {
    return payment.paidAt
      ? { state: 'paid', transactionId: payment.localOrderNo, amount: payment.amount, paidAt: payment.paidAt }
      : { state: 'closed' };
  },
  async close() {},
  async refund(tx, payment, at) {
    // The ledger keeps one entry per order and reason, so this can only ever credit once.
    await moveBalance(tx, {
      memberId: payment.memberId,
      delta: payment.amount,
      reason: 'refund',
      orderId: payment.orderId,
      note: payment.localOrderNo,
      at,
    });
    return true;
  },
};
