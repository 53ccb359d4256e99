import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OrderStatus, orders } from '../../db/schema/order.ts';
import { stores } from '../../db/schema/store.ts';
import { toWirePrice } from '../catalog/index.ts';
import { thumbnails } from './order-queries.ts';

/** How many orders the staff list shows, newest first. */
export const STAFF_LIST_LIMIT = 50;

export interface StaffListQuery {
  storeId?: number;
  status?: OrderStatus;
}

/** An order as the staff list shows it (decimals, ISO times). */
export interface StaffOrderOut {
  orderNo: string;
  storeId: number;
  storeName: string;
  status: OrderStatus;
  orderMode: string;
  payMethod: number;
  paid: boolean;
  amount: number;
  quantity: number;
  pickupNo: string;
  contactPhone: string;
  createdAt: string;
  items: Array<{ name: string; quantity: number }>;
}

/** The latest orders of a store (or all stores), optionally of one status, for staff at the counter. */
export async function listStoreOrders(db: Db, q: StaffListQuery): Promise<StaffOrderOut[]> {
  // The counter makes goods; a level upgrade order has nothing to hand over.
  const where: SQL[] = [eq(orders.kind, 'goods')];
  if (q.storeId !== undefined) where.push(eq(orders.storeId, q.storeId));
  if (q.status !== undefined) where.push(eq(orders.status, q.status));
  const rows = await db
    .select({
      orderNo: orders.orderNo,
      storeId: orders.storeId,
      storeName: stores.name,
      status: orders.status,
      orderMode: orders.orderMode,
      payMethod: orders.payMethod,
      paidAt: orders.paidAt,
      amount: orders.amount,
      quantity: orders.quantity,
      pickupNo: orders.pickupNo,
      contactPhone: orders.contactPhone,
      createdAt: orders.createdAt,
      lines: thumbnails,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(STAFF_LIST_LIMIT);
  return rows.map(({ paidAt, lines, ...row }) => ({
    ...row,
    paid: paidAt !== null,
    amount: toWirePrice(row.amount),
    createdAt: row.createdAt.toISOString(),
    items: lines.map(([name, , quantity]) => ({ name, quantity })),
  }));
}
