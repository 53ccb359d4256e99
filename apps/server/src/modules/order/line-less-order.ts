import type { Tx } from '../../db/client.ts';
import { type OrderKind, type OrderStatus, orders } from '../../db/schema/order.ts';
import { memberPhoneSql } from '../account/index.ts';
import { insertOrderFacts, type OrderFact } from './order-facts.ts';
import { nextOrderNo } from './order-number.ts';

/**
 * An order of a kind with no lines, as its area places it (coupons, gift packages, points exchanges, top-ups,
 * level upgrades, group meal deposits): the area's own row, keyed by the order's id, says what it sells (an
 * upgrade's level and inviter: level's upgrade_orders).
 */
export interface LineLessOrder {
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
  /** Set for an order left unpaid for an online payment (it waits unpaid); null: it goes on at once. */
  cancelAfter: Date | null;
  /** Where it goes on when not left unpaid: 'pending' unless said (a group meal's paid deposit is 'booked'). */
  placedStatus?: OrderStatus;
  /** Paid in full when placed (a deposit taken from the balance in the same transaction). */
  paidNow?: boolean;
  /** Goods brought to an address (a points exchange delivered): the order's mode is then delivery ('package'). */
  delivered?: boolean;
  /** The areas' facts about the order, written with it (a delivery's address: delivery's deliveryFact). */
  facts?: readonly OrderFact[];
  /** The time the order is for (a group meal), and the shopper's note. */
  pickupAt?: Date;
  remark?: string;
}

/**
 * Inserts a line-less order on the member's idempotency key, numbered by order_no_seq under the store's local
 * date; no pickup number, neutral mode (delivery when it carries an address, so the delivery area moves it). Null
 * when a parallel call with the key inserted it first. The one place such orders are written.
 */
export async function insertLineLessOrder(tx: Tx, p: LineLessOrder) {
  const [order] = await tx
    .insert(orders)
    .values({
      orderNo: nextOrderNo(p.at, p.zone),
      kind: p.kind,
      memberId: p.memberId,
      storeId: p.storeId,
      orderMode: p.delivered ? 'package' : 'takeout',
      pickupNo: '',
      pickupAt: p.pickupAt ?? null,
      contactPhone: memberPhoneSql(p.memberId),
      remark: p.remark ?? '',
      quantity: p.quantity,
      status: p.cancelAfter ? 'unpaid' : (p.placedStatus ?? 'pending'),
      payMethod: p.payMethod,
      amount: p.amount,
      originalAmount: p.amount,
      paidAt: p.paidNow ? p.at : null,
      paidAmount: p.paidNow ? p.amount : 0,
      idempotencyKey: p.idempotencyKey,
      requestHash: p.requestHash,
      createdAt: p.at,
      cancelAfter: p.cancelAfter,
    })
    .onConflictDoNothing({ target: [orders.memberId, orders.idempotencyKey] })
    .returning();
  if (order && p.facts) await insertOrderFacts(tx, order.id, p.facts);
  return order ?? null;
}
