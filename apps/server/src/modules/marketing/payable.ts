import { moveKindOrder } from '../order/index.ts';
import type { PayableKind } from '../payment/index.ts';

/**
 * The group meal's deposit as a payable kind (decision 016). Payment moves the order unpaid → pending (paid); the
 * booking then waits as booked for the store to confirm it. An unpaid booking expires with the unpaid-order sweep
 * (its order is cancelled like any other, and a payment arriving after that is refunded by payment itself); a
 * member's cancel refunds through refundOrder (cancel.ts). Registered by registerMarketing (routes.ts).
 */
export const groupMealPayable: PayableKind = {
  kind: 'groupMeal',
  onPaid: async (tx, _deps, orderId, at) => {
    await moveKindOrder(tx, { orderId, kind: 'groupMeal' }, ['pending'], 'booked', at);
    return 'applied';
  },
};
