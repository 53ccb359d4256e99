import {
  DEFAULT_MAKING_MINUTES,
  type KitchenStatus,
  kitchenStepFrom,
  type QueueStanding,
  queueStanding,
} from '@shop/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** A kitchen step staff take: the status a dine-in ticket moves to. */
export type KitchenStep = keyof typeof kitchenStepFrom;

/** Orders the kitchen still makes: placed and not closed (an unpaid online order has not reached it yet). */
const inKitchen = ['pending', 'accepted', 'ready'] as const;

/**
 * Moves a dine-in ticket to `step` by a conditional update from the statuses it may come from (forwards only), so
 * two staff tapping at once move it once; the other answers ORDER_STATE_CONFLICT with the status it found.
 */
export async function moveKitchenTicket(
  db: Db,
  orderNo: string,
  step: KitchenStep,
): Promise<{ orderNo: string; kitchenStatus: KitchenStatus }> {
  const [moved] = await db
    .update(orders)
    .set({ kitchenStatus: step })
    .where(
      and(
        eq(orders.orderNo, orderNo),
        eq(orders.orderMode, 'queue'),
        inArray(orders.status, [...inKitchen]),
        inArray(orders.kitchenStatus, [...kitchenStepFrom[step]]),
      ),
    )
    .returning({ orderNo: orders.orderNo, kitchenStatus: orders.kitchenStatus });
  if (moved) return moved;
  const [row] = await db
    .select({ mode: orders.orderMode, status: orders.status, kitchenStatus: orders.kitchenStatus })
    .from(orders)
    .where(eq(orders.orderNo, orderNo))
    .limit(1);
  if (row?.mode !== 'queue') throw new AppError('ORDER_NOT_FOUND');
  throw new AppError('ORDER_STATE_CONFLICT', {}, { Status: row.status, KitchenStatus: row.kitchenStatus });
}

interface StandingRow {
  orderNo: string;
  pickupNo: string;
  kitchenStatus: KitchenStatus;
  ahead: number;
  makingMinutes: number | null;
}

// $1 member, $2 order number. The tickets ahead: the store's dine-in orders still in the kitchen queue, placed
// before this one (ids grow with time); the partial index orders_kitchen_queue_idx serves the count.
const standingStatement: Statement = {
  name: 'order_kitchen_standing',
  params: 2,
  text: `
SELECT o.order_no AS "orderNo", o.pickup_no AS "pickupNo", o.kitchen_status AS "kitchenStatus",
  (SELECT count(*)::int FROM orders q WHERE q.store_id = o.store_id AND q.order_mode = 'queue'
    AND q.kitchen_status IN ('waiting', 'preparing') AND q.status IN ('pending', 'accepted', 'ready')
    AND q.id < o.id) AS ahead,
  (s.settings->>'averageMakingMinutes')::int AS "makingMinutes"
FROM orders o JOIN stores s ON s.id = o.store_id
WHERE o.member_id = $1::int AND o.order_no = $2 AND o.order_mode = 'queue'`,
};

/** A member's dine-in order's queue number, kitchen status, position and estimated wait; null when not theirs. */
export async function kitchenStanding(
  db: Db,
  memberId: number,
  orderNo: string,
): Promise<(QueueStanding & { orderNo: string; queueNo: string; kitchenStatus: KitchenStatus }) | null> {
  const [row] = await runPrepared<StandingRow>(db, standingStatement, [memberId, orderNo]);
  if (!row) return null;
  const minutes = row.makingMinutes && row.makingMinutes > 0 ? row.makingMinutes : DEFAULT_MAKING_MINUTES;
  return {
    orderNo: row.orderNo,
    queueNo: row.pickupNo,
    kitchenStatus: row.kitchenStatus,
    ...queueStanding(row.kitchenStatus, row.ahead, minutes),
  };
}
