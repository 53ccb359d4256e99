import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { createTestApp, hasPostgres, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { ledgerSum } from '../balance/ledger.ts';
import { insertProduct, type Line, place, shopper, storeWith } from '../checkout/checkout-test-kit.ts';
import { cancelExpiredOrders } from './auto-cancel.ts';
import { insertOrder, stockOf } from './order-test-kit.ts';

const ROUNDS = 20;
const MINUTE = 60_000;
const PRICE = 100;

type Shopper = Awaited<ReturnType<typeof shopper>>;

// docs/decisions/012-lock-order.md: every path takes its rows in one global order (the order, its payments, the
// member, the member's ledgers and cart, then products), so store cancels, shopper cancels, the sweep and new
// balance orders of the same members and products, all at once, never deadlock: no 5xx, each cancel applied once.
describe.runIf(hasPostgres)('lock order under mixed load on postgres', () => {
  let t: TestApp;
  let store: number;
  let goods: number[];
  let buyers: Shopper[];
  const initialStock = new Map<number, number>();

  // Every line of every order names all products, in an order that differs per call (the statement sorts them).
  const items = (i: number): Line[] =>
    goods.map((id, k) => ({ ProductId: id, ProductNum: 1 + ((i + k) % 3) })).reverse();
  const placeByBalance = (who: Shopper, i: number) => place(t, store, who, items(i), { payMethod: 2 });
  const unpaid = (who: Shopper, cancelAfter: Date) =>
    insertOrder(t.db, {
      memberId: who.memberId,
      storeId: store,
      lines: goods.map((productId, k) => ({ productId, quantity: k + 1, price: PRICE })),
      createdAt: t.clock.now(),
      cancelAfter,
    });
  const storeCancel = async (orderNo: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/orders/${orderNo}/cancel`,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const shopperCancel = (who: Shopper, orderNo: string) =>
    t.call('Order/CancelProductOrder', { orderNo }, { session: who.session });

  beforeAll(async () => {
    t = await createTestApp('postgres');
    store = await storeWith(t.db);
    goods = [];
    for (const name of ['Tea', 'Bun', 'Pie']) {
      const id = await insertProduct(t.db, store, { name, price: PRICE, stock: 1_000_000 });
      goods.push(id);
      initialStock.set(id, 1_000_000);
    }
    buyers = await Promise.all(Array.from({ length: 3 }, () => shopper(t, 10_000_000)));
  });
  afterAll(() => t.close());

  /** The round's orders to cancel, made before the race: paid by balance through placefast, and unpaid ones. */
  async function prepare() {
    const paid: string[] = [];
    for (const [m, who] of buyers.entries()) {
      for (let i = 0; i < 3; i++) {
        const res = await placeByBalance(who, m + i);
        expect(res.status).toBe(200);
        paid.push(res.body.Result.orderNo);
      }
    }
    const later = new Date(t.clock.now().getTime() + 15 * MINUTE);
    const open = await Promise.all(
      buyers.flatMap((who) => [0, 1].map(async () => ({ who, ...(await unpaid(who, later)) }))),
    );
    const expired = await Promise.all(buyers.flatMap((who) => [0, 1].map(() => unpaid(who, t.clock.now()))));
    return { paid, open, expired };
  }

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: store cancels, shopper cancels, the sweep and new balance orders race, no 5xx`, async () => {
      const { paid, open, expired } = await prepare();
      const now = t.clock.now();
      const [byStore, byShopper, sweeps, placed] = await Promise.all([
        Promise.all(paid.map(storeCancel)),
        Promise.all(open.map((o) => shopperCancel(o.who, o.orderNo))),
        Promise.all([cancelExpiredOrders(t, now, 2), cancelExpiredOrders(t, now, 2)]),
        Promise.all(buyers.flatMap((who, m) => [0, 1, 2, 3].map((i) => placeByBalance(who, m + i)))),
      ]);
      const answers = [...byStore, ...byShopper, ...placed];
      expect(answers.filter((r) => r.status >= 500).map((r) => r.body)).toEqual([]);
      expect(byStore.map((r) => [r.status, r.body.Result?.status, r.body.Result?.refund])).toEqual(
        paid.map(() => [200, 'refunded', 'refunded']),
      );
      expect(byShopper.map((r) => r.status)).toEqual(open.map(() => 200));
      expect(sweeps[0] + sweeps[1]).toBe(expired.length);
      expect(placed.map((r) => r.status)).toEqual(placed.map(() => 200));
      await expectCancelledOnce(paid, open, expired);
      await expectBooksBalance();
      t.clock.advance(1_000);
    });
  }

  async function expectCancelledOnce(
    paid: string[],
    open: Array<{ id: number }>,
    expired: Array<{ id: number }>,
  ) {
    const refunded = await t.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(inArray(orders.orderNo, paid));
    expect(refunded.map((o) => o.status)).toEqual(paid.map(() => 'refunded'));
    const refunds = await t.db
      .select({ orderId: balanceEntries.orderId })
      .from(balanceEntries)
      .where(
        and(
          eq(balanceEntries.reason, 'refund'),
          inArray(
            balanceEntries.orderId,
            refunded.map((o) => o.id),
          ),
        ),
      );
    expect(refunds).toHaveLength(paid.length);
    const reasons = async (ids: number[]) =>
      (await t.db.select({ reason: orders.cancelReason }).from(orders).where(inArray(orders.id, ids))).map(
        (o) => o.reason,
      );
    expect(await reasons(open.map((o) => o.id))).toEqual(open.map(() => 'shopper'));
    expect(await reasons(expired.map((o) => o.id))).toEqual(expired.map(() => 'timeout'));
  }

  /** Each balance is its ledger's sum, and every unit of stock is on the shelf or held by a live order. */
  async function expectBooksBalance() {
    for (const who of buyers) {
      const [row] = await t.db
        .select({ balance: members.balance })
        .from(members)
        .where(eq(members.id, who.memberId));
      expect(row!.balance).toBe(await ledgerSum(t.db, who.memberId));
    }
    for (const id of goods) {
      const [held] = await t.db
        .select({ n: sql<string>`COALESCE(SUM(${orderLines.tookStock}), 0)` })
        .from(orderLines)
        .where(eq(orderLines.productId, id));
      expect((await stockOf(t.db, id)) + Number(held!.n)).toBe(initialStock.get(id));
    }
  }
});
