import type { CancelReason, OrderKind, OrderStatus, RefundedLine } from '../../../db/schema/order.ts';

/** An order as the lifecycle hands it to the areas: who, where, what kind, and its money (minor units). */
export interface OrderFacts {
  id: number;
  orderNo: string;
  kind: OrderKind;
  memberId: number;
  storeId: number;
  /** The status the event left the order in, and the one it found (a cancel of an unpaid order undoes less). */
  status: OrderStatus;
  before: OrderStatus;
  amount: number;
  paidAmount: number;
  /** Given back so far, this event's refund included. */
  refundedAmount: number;
  createdAt: Date;
  paidAt: Date | null;
}

/** Who an order is and whose, all a kind's fulfilment reads of it (a paid order's onPaid, a purchase paid at once). */
export type OrderIdentity = Pick<OrderFacts, 'id' | 'orderNo' | 'kind' | 'memberId' | 'storeId'>;

/** One refund as the 'refunded' event carries it (its order_refunds row). */
export interface OrderRefund {
  id: number;
  /** Money returned by this refund. */
  amount: number;
  lines: RefundedLine[];
  /** True when the order has nothing left to refund: it is now 'refunded'. */
  whole: boolean;
  reason: string;
}

/**
 * What happened to an order (decision 046). cancelled: by the shopper or the store before it was fulfilled;
 * expired: its unpaid time limit ran out (the sweep); refunded: money of a paid order given back, whole or some
 * lines. Placing is still checkout's one statement (decision 038), so 'placed' and 'paid at placing' run no
 * handlers yet.
 */
export type OrderEvent =
  | { type: 'paid'; at: Date }
  | { type: 'accepted'; at: Date }
  | { type: 'completed'; at: Date }
  | { type: 'cancelled'; at: Date; reason: Exclude<CancelReason, 'timeout'> }
  | { type: 'expired'; at: Date }
  | { type: 'refunded'; at: Date; refund: OrderRefund };

export type OrderEventType = OrderEvent['type'];
export type EventOf<T extends OrderEventType> = Extract<OrderEvent, { type: T }>;

/** The event's key in order_events: once per order for most, once per refund for refunds. */
export function eventKey(event: OrderEvent): string {
  return event.type === 'refunded' ? `refunded:${event.refund.id}` : event.type;
}
