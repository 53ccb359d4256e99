import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type OrderKind, orders } from '../../db/schema/order.ts';
import { type MemberOrderKey, memberOrderWhere } from '../payment/index.ts';

/** An order row as a kind's read finds it: the order part of what its area answers. */
export type KindOrder = typeof orders.$inferSelect;

/**
 * The columns of an order a kind's own rows hang on: its id (the area's row is keyed by it, issue 27), the
 * store, and its status and payment time for a kind's job to pick by. A kind joins with these, never the table.
 */
export const kindOrderKeys = {
  id: orders.id,
  storeId: orders.storeId,
  status: orders.status,
  paidAt: orders.paidAt,
};

/**
 * The read of orders beside an area's own rows (the line-less kinds' coupons, gift packages, points exchanges,
 * upgrades, group meals; a table session's orders): the order row as `order` beside the area's own `fields`. The
 * area joins its tables on `kindOrderKeys` and hands the query to findKindOrder, kindOrderPage or
 * kindOrdersNumbered, which say which orders (or adds its own where and order).
 */
export function selectKindOrders<F extends SelectedFields>(db: DbOrTx, fields: F) {
  return db
    .select({ order: orders, ...fields })
    .from(orders)
    .$dynamic();
}

/**
 * One of the member's orders by `by`: an idempotency key finds an order of any kind (another kind's key reused for
 * a purchase is a conflict, which the area tells by the row's kind), an order number only the kind's own. Another
 * member's order is never found; null when none.
 */
export async function findKindOrder<Q extends PgSelect>(
  query: Q,
  memberId: number,
  kind: OrderKind,
  by: MemberOrderKey,
): Promise<Awaited<Q>[number] | null> {
  const [row] = await query.where(memberOrderWhere(memberId, by, kind)).limit(1);
  return row ?? null;
}

/** The orders of a kind with these numbers (the caller holds numbers it read from the member's own rows). */
export async function kindOrdersNumbered<Q extends PgSelect>(
  query: Q,
  kind: OrderKind,
  orderNos: string[],
): Promise<Awaited<Q>> {
  if (orderNos.length === 0) return [] as Awaited<Q>;
  return (await query.where(and(inArray(orders.orderNo, orderNos), eq(orders.kind, kind)))) as Awaited<Q>;
}

/**
 * A page of the member's orders of a kind, newest first, and how many there are. Several kinds page as one list
 * (coupon's "coupon & card orders", whose kinds other areas register).
 */
export async function kindOrderPage<Q extends PgSelect>(
  db: DbOrTx,
  query: Q,
  memberId: number,
  kind: OrderKind | readonly OrderKind[],
  page: { index: number; size: number },
): Promise<{ rows: Awaited<Q>; total: number }> {
  const kinds = typeof kind === 'string' ? eq(orders.kind, kind) : inArray(orders.kind, [...kind]);
  const mine = and(eq(orders.memberId, memberId), kinds);
  const rows = await query
    .where(mine)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(orders).where(mine);
  return { rows: rows as Awaited<Q>, total: total?.n ?? 0 };
}
