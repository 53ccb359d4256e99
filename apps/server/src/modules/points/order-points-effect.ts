import { lockRank, type OrderEffect } from '../order/index.ts';
import { earnOrderPoints, takeBackOrderPoints, takeBackRefundedPoints } from './order-points.ts';

/**
 * A goods order's points through the lifecycle (decision 046): earned when it completes, on what it kept of its
 * payment; taken back when it is refunded — what is left of them when nothing of the order remains, else in
 * proportion to the money the refund returned, so several refunds never take more than the order earned.
 */
export const orderPointsEffect: OrderEffect = {
  area: 'points',
  name: 'order-points',
  rank: lockRank.ledgers,
  kinds: ['goods'],
  on: {
    completed: async (tx, completed, event) => {
      for (const order of completed)
        await earnOrderPoints(
          tx,
          { ...order, paidAmount: order.paidAmount - order.refundedAmount },
          event.at,
        );
    },
    refunded: async (tx, refunded, event) => {
      const { refund } = event;
      for (const order of refunded) {
        if (refund.whole) await takeBackOrderPoints(tx, order, event.at);
        else
          await takeBackRefundedPoints(
            tx,
            order,
            { ref: `refund:${refund.id}`, amount: refund.amount },
            event.at,
          );
      }
    },
  },
};
