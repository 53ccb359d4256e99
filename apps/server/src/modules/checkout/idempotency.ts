import { createHash } from 'node:crypto';
import type { PlacedOrderOut } from '@shop/contracts';
import { type CartLineState, fromMinor } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ExistingOrder } from './order-read.ts';

/** The parts of a placefast call that make it the same order; echoed display fields do not count. */
export interface OrderRequestParts {
  storeId: number;
  orderMode: string;
  lines: CartLineState[];
  payMethod: number;
  contactPhone: string;
  remark?: string;
  pickupTime?: string | null;
  expectedAmount?: number;
  couponIds?: number[];
  redemptions?: number[];
}

/** A digest of what the call asks for, so a reused idempotency key with another body can be told apart. */
export function requestHash(p: OrderRequestParts): string {
  const canonical = JSON.stringify([
    p.storeId,
    p.orderMode,
    p.lines.map((l) => [l.productId, l.optionIds, l.quantity, l.comment]),
    p.payMethod,
    p.contactPhone,
    p.remark ?? '',
    p.pickupTime ?? null,
    p.expectedAmount ?? null,
    // Offers only when asked for, so the digest of an order without any stays what it was.
    ...(p.couponIds?.length || p.redemptions?.length
      ? [[...(p.couponIds ?? [])].sort((x, y) => x - y), [...(p.redemptions ?? [])].sort((x, y) => x - y)]
      : []),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

/** placefast's answer for an order as it stands. */
export function placedOut(o: Omit<ExistingOrder, 'id' | 'storeId' | 'requestHash'>): PlacedOrderOut {
  const unpaid = o.status === 'unpaid';
  return {
    orderNo: o.orderNo,
    status: o.status,
    payMethod: o.payMethod,
    amount: fromMinor(o.amount),
    pickupNo: o.pickupNo,
    needPay: unpaid,
    autoCancelAt: unpaid && o.cancelAfter ? new Date(o.cancelAfter).toISOString() : null,
  };
}

/** A repeat of an earlier call answers with its order; the same key with another body is refused. */
export function repeatAnswer(existing: ExistingOrder, hash: string): PlacedOrderOut {
  if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
  return placedOut(existing);
}

/** The order placed with a member's idempotency key (after a parallel duplicate won the insert). */
export async function findByKey(db: Db, memberId: number, key: string): Promise<ExistingOrder | null> {
  const [row] = await db
    .select({
      id: orders.id,
      storeId: orders.storeId,
      orderNo: orders.orderNo,
      requestHash: orders.requestHash,
      status: orders.status,
      payMethod: orders.payMethod,
      amount: orders.amount,
      pickupNo: orders.pickupNo,
      cancelAfter: orders.cancelAfter,
    })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.idempotencyKey, key)));
  if (!row) return null;
  return { ...row, cancelAfter: row.cancelAfter?.toISOString() ?? null };
}
