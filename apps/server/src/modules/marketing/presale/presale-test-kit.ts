// Pre-sales, calls and books shared by the pre-sale tests.

import type { PresaleOrderOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { presaleDeposits, presaleRests, presales } from '../../../db/schema/marketing/presale.ts';
import { orders } from '../../../db/schema/order.ts';
import { freshKey, type StoreSuite, storeCall, storeSuite } from '../activity-test-kit.ts';

export type PresaleSuite = StoreSuite;
export const presaleSuite = storeSuite;

export const HOUR = 3_600_000;

/**
 * A ¥100 cake whose ¥10 deposit counts as ¥30 (the rest ¥70 a unit): deposits for the hour around now, the final
 * payment the hour after, shipping three days on; a lapsed deposit refunded unless said.
 */
export async function insertPresale(s: PresaleSuite, fields: Partial<typeof presales.$inferInsert> = {}) {
  const now = s.t.clock.now().getTime();
  const [row] = await s.t.db
    .insert(presales)
    .values({
      storeId: s.store,
      name: 'Moon cakes',
      price: 10_000,
      deposit: 1000,
      depositWorth: 3000,
      depositStartsAt: new Date(now - HOUR),
      depositEndsAt: new Date(now + HOUR),
      finalStartsAt: new Date(now + HOUR),
      finalEndsAt: new Date(now + 2 * HOUR),
      shipsOn: new Date(now + 3 * 24 * HOUR).toISOString().slice(0, 10),
      lapsedDeposit: 'refund',
      createdAt: s.t.clock.now(),
      ...fields,
    })
    .returning({ id: presales.id });
  return row!.id;
}

export const presaleCall = storeCall;

export const presaleKey = () => freshKey('presale');

type Pay = { payMethod?: number; expectedAmount?: number; idempotencyKey?: string };

/** Pays a deposit for `quantity` (1) units by balance unless another method is given, at the ¥10 a unit shown. */
export function deposit(s: PresaleSuite, session: string, body: { id: number; quantity?: number } & Pay) {
  const quantity = body.quantity ?? 1;
  return presaleCall<PresaleOrderOut>(
    s,
    'Presale/PayDeposit',
    { quantity, payMethod: 2, expectedAmount: 10 * quantity, idempotencyKey: presaleKey(), ...body },
    session,
  );
}

/** Pays the rest of a deposit by balance unless another method is given, at the ¥70 a unit shown. */
export function rest(s: PresaleSuite, session: string, body: { orderNo: string } & Pay) {
  return presaleCall<PresaleOrderOut>(
    s,
    'presale/PayRest',
    { payMethod: 2, expectedAmount: 70, idempotencyKey: presaleKey(), ...body },
    session,
  );
}

/** A deposit's books: its row, its order, and its rest orders with their statuses and refunds. */
export async function depositBooks(db: Db, orderNo: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const [row] = await db.select().from(presaleDeposits).where(eq(presaleDeposits.orderId, order!.id));
  const rests = await db
    .select({ order: orders })
    .from(presaleRests)
    .innerJoin(orders, eq(orders.id, presaleRests.orderId))
    .where(eq(presaleRests.depositOrderId, order!.id));
  return { order: order!, row: row!, rests: rests.map((r) => r.order) };
}
