import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import { cancelExpiredOrders } from './auto-cancel.ts';
import { insertOrder, stockOf } from './order-test-kit.ts';

const ORDERS = 24;

// Several server instances run the job at once: SKIP LOCKED splits the work, the conditional update keeps each
// order to one cancel, even against the shopper cancelling at the same moment.
describe.runIf(hasPostgres)('auto-cancel under concurrency on postgres', () => {
  let t: TestApp;
  let store: number;
  let tea: number;
  let me: { memberId: number; session: string };
  beforeAll(async () => {
    t = await createTestApp('postgres');
    store = await insertStore(t.db);
    tea = await insertProduct(t.db, store, { name: 'Milk tea', price: 1200, stock: 100_000 });
    me = await memberSession(t);
  });
  afterAll(() => t.close());

  for (let round = 1; round <= 20; round++) {
    it(`round ${round}: two sweeps and the shopper cancel each order once, stock back exactly once`, async () => {
      const start = await stockOf(t.db, tea);
      const placed = await Promise.all(
        Array.from({ length: ORDERS }, (_, i) =>
          insertOrder(t.db, {
            memberId: me.memberId,
            storeId: store,
            lines: [{ productId: tea, quantity: i + 1, price: 1200 }],
            createdAt: t.clock.now(),
            cancelAfter: t.clock.now(),
          }),
        ),
      );
      expect(await stockOf(t.db, tea)).toBe(start - (ORDERS * (ORDERS + 1)) / 2);
      const now = t.clock.now();
      const shopper = placed
        .slice(0, 3)
        .map((o) => t.call('Order/CancelProductOrder', { orderNo: o.orderNo }, { session: me.session }));
      const [a, b, ...answers] = await Promise.all([
        cancelExpiredOrders(t, now, 5),
        cancelExpiredOrders(t, now, 5),
        ...shopper,
      ]);
      const byShopper = answers.filter((r) => typeof r === 'object' && r.status === 200).length;
      expect((a as number) + (b as number) + byShopper).toBe(ORDERS);
      expect(await stockOf(t.db, tea)).toBe(start);
      const left = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.memberId, me.memberId), eq(orders.status, 'unpaid')));
      expect(left).toEqual([]);
      t.clock.advance(1_000);
    });
  }
});
