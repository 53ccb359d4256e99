import type { OrderStatus } from '../../../db/schema/order.ts';
import { orders } from '../../../db/schema/order.ts';
import type { OrderFacts } from './events.ts';

/** The columns of an order the lifecycle hands to the areas (select or returning). */
export const factsColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  kind: orders.kind,
  memberId: orders.memberId,
  storeId: orders.storeId,
  status: orders.status,
  amount: orders.amount,
  paidAmount: orders.paidAmount,
  refundedAmount: orders.refundedAmount,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
};

/** An order's facts after an event moved it from `before`. */
export function factsOf(row: Omit<OrderFacts, 'before'>, before: OrderStatus): OrderFacts {
  return { ...row, before };
}
