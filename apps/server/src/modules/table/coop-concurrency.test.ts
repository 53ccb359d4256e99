import type { CoopCartOut } from '@shop/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { coopCartLines, tableOrders } from '../../db/schema/table.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import { shopper, tableCall, tableStore } from './table-test-kit.ts';

const ROUNDS = 20;
const PHONES = 10;

// Odoo's self-ordering failures, under load: two phones not merged into one cart, one table getting two orders.
describe.runIf(hasPostgres)('a shared table cart under concurrency on postgres', () => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof tableStore>>;
  let phones: Array<Awaited<ReturnType<typeof shopper>>>;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    shop = await tableStore(t.db);
    phones = await Promise.all(Array.from({ length: PHONES }, () => shopper(t)));
  });
  afterAll(() => t.close());

  const call = <R>(path: string, body: unknown, session: string) =>
    tableCall<R>(t, path, body, shop.store, session);

  /** Ten phones scan the table at once: one session for all of them. */
  async function seatAll(tableNo: string): Promise<number> {
    const joined = await Promise.all(
      phones.map((p) => call<CoopCartOut>('CoopCart/JoinCoopCart', { tableNo, diners: 2 }, p.session)),
    );
    expect(joined.map((r) => r.status)).toEqual(joined.map(() => 200));
    const ids = new Set(joined.map((r) => r.body.Result.session.id));
    expect(ids.size).toBe(1);
    return [...ids][0]!;
  }

  async function closeTable(tableNo: string) {
    const { closeTable: close } = await import('./staff-service.ts');
    await close(t.db, shop.store, tableNo, t.clock.now());
  }

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 10 phones adding at once make one cart with every line`, async () => {
      const sessionId = await seatAll('1');
      const added = await Promise.all(
        phones.flatMap((p, i) => [
          call('CoopCart/AddCoopCartItem', { sessionId, ProductId: shop.dish, quantity: 1 }, p.session),
          call('CoopCart/AddCoopCartItem', { sessionId, ProductId: shop.dish, quantity: i + 1 }, p.session),
        ]),
      );
      expect(added.map((r) => r.status)).toEqual(added.map(() => 200));
      const lines = await t.db
        .select()
        .from(coopCartLines)
        .where(and(eq(coopCartLines.sessionId, sessionId), isNull(coopCartLines.orderedBatch)));
      const dishes = lines.filter((l) => !l.mustOrder);
      expect(dishes).toHaveLength(PHONES);
      expect(dishes.reduce((n, l) => n + l.quantity, 0)).toBe(PHONES + (PHONES * (PHONES + 1)) / 2);
      const seen = await call<CoopCartOut>('CoopCart/MyCoopCart', { sessionId }, phones[0]!.session);
      expect(seen.body.Result.lines.filter((l) => !l.mustOrder)).toHaveLength(PHONES);
      await closeTable('1');
    });

    it(`round ${round}: two phones completing at once place one order`, async () => {
      const sessionId = await seatAll('2');
      await call(
        'CoopCart/AddCoopCartItem',
        { sessionId, ProductId: shop.dish, quantity: 2 },
        phones[0]!.session,
      );
      const done = await Promise.all(
        [phones[0]!, phones[1]!].map((p) =>
          call<{ order: { orderNo: string } }>(
            'CoopCart/CompleteCoopCart',
            { sessionId, payMethod: 10 },
            p.session,
          ),
        ),
      );
      expect(done.map((r) => r.status)).toEqual([200, 200]);
      expect(done[0]!.body.Result.order.orderNo).toBe(done[1]!.body.Result.order.orderNo);
      const placed = await t.db
        .select({ quantity: orders.quantity })
        .from(tableOrders)
        .innerJoin(orders, eq(orders.id, tableOrders.orderId))
        .where(eq(tableOrders.sessionId, sessionId));
      expect(placed).toHaveLength(1);
      expect(placed[0]!.quantity).toBe(2 + 2 * 1);
      await closeTable('2');
    });
  }
});
