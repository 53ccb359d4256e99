import type { Tx } from '../../db/client.ts';
import { type DeliverySnapshot, type OrderKind, orders } from '../../db/schema/order.ts';
import { memberPhone } from '../account/index.ts';
import { nextOrderNo } from './order-number.ts';

/** An order of a kind with no lines (coupons, gift packages, points exchanges), as its area places it. */
export interface PrepaidOrder {
  kind: OrderKind;
  memberId: number;
  storeId: number;
  /** The store's time zone: the order number's date is its local date. */
  zone: string;
  quantity: number;
  payMethod: number;
  /** Minor units. */
  amount: number;
  idempotencyKey: string;
  requestHash: string;
  at: Date;
  /** Set for an order left unpaid for an online payment (it waits unpaid); null: pending at once. */
  cancelAfter: Date | null;
  /** Goods brought to an address (a points exchange delivered): the order's mode is then delivery ('package'). */
  delivery?: DeliverySnapshot | undefined;
}

/**
 * Inserts an order that is paid when it is placed and has no lines and no pickup (the columns take neutral values;
 * its mode is delivery when it carries an address, so the delivery area moves it), on the member's idempotency key: null when a parallel call with the key inserted it first.
 */
export async function insertPrepaidOrder(tx: Tx, p: PrepaidOrder) {
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: nextOrderNo(p.at, p.zone),
      kind: p.kind,
      memberId: p.memberId,
      storeId: p.storeId,
      orderMode: p.delivery ? 'package' : 'takeout',
      delivery: p.delivery ?? null,
      pickupNo: '',
      contactPhone: await memberPhone(tx, p.memberId),
      quantity: p.quantity,
      status: p.cancelAfter ? 'unpaid' : 'pending',
      payMethod: p.payMethod,
      amount: p.amount,
      originalAmount: p.amount,
      idempotencyKey: p.idempotencyKey,
      requestHash: p.requestHash,
      createdAt: p.at,
      cancelAfter: p.cancelAfter,
    })
    .onConflictDoNothing({ target: [orders.memberId, orders.idempotencyKey] })
    .returning();
  return order ?? null;
}
