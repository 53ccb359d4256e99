import type { SettlementPreviewOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { createTestApp, dbTargets, suiteWorld } from '../../test/harness.ts';
import { checkoutCall, place, shopper } from './checkout-test-kit.ts';
import { type GiftShop, giftShop } from './gift-test-kit.ts';

// Issue 28: a promotion's free gift that has run out drops out of the order with a word to the shopper; it never
// blocks the order and is never oversold. The clock is 2026-11-21T10:00Z.
describe.each(dbTargets())('a free gift out of stock on %s', (target) => {
  const w = suiteWorld(async () => ({ t: await createTestApp(target) }));

  const giftOf = (stock: number, name?: string) => giftShop(w.t, stock, name);
  const settle = async (
    shop: GiftShop,
    session: string,
    items: Array<{ ProductId: number; ProductNum: number }>,
  ) => {
    const res = await checkoutCall<SettlementPreviewOut>(
      w.t,
      'checkout/IndexNoDiscount',
      { orderMode: 'takeout', items },
      shop.store,
      session,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Result!;
  };
  const linesOf = async (orderNo: string) => {
    const [order] = await w.t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const lines = await w.t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    return { order: order!, lines };
  };
  const stockOf = async (id: number) =>
    (await w.t.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

  it('leaves a gift at stock 0 out of the settlement, with a word, and places the order without it', async () => {
    const who = await shopper(w.t);
    const gift = await giftOf(0);
    const seen = await settle(gift, who.session, gift.twoCakes);
    expect(seen.items.map((i) => i.ProductId)).toEqual([gift.cake]);
    expect(seen.problems).toEqual([]);
    expect(seen.droppedGifts).toEqual([{ ProductId: gift.tart, ProductName: 'Egg Tart', Quantity: 1 }]);
    expect(seen.summary).toMatchObject({ amount: 100, quantity: 2, originalAmount: 100 });

    const placed = await place(w.t, gift.store, who, gift.twoCakes, { expectedAmount: 100 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Result!.droppedGifts).toEqual([
      { ProductId: gift.tart, ProductName: 'Egg Tart', Quantity: 1 },
    ]);
    const { order, lines } = await linesOf(placed.body.Result!.orderNo);
    expect(lines.map((l) => l.productId)).toEqual([gift.cake]);
    expect([order.quantity, order.amount, order.originalAmount]).toEqual([2, 10_000, 10_000]);
    expect(await stockOf(gift.tart)).toBe(0);
  });

  it('gives a gift in stock, and counts what the shopper buys of the same product first', async () => {
    const who = await shopper(w.t);
    const gift = await giftOf(1, 'Tart');
    const seen = await settle(gift, who.session, gift.twoCakes);
    expect(seen.items.map((i) => [i.ProductId, i.SellPrice])).toEqual([
      [gift.cake, 50],
      [gift.tart, 0],
    ]);
    expect(seen.droppedGifts).toEqual([]);
    // Buying the last tart leaves none to give: the bought one is sold, the gift drops.
    const buying = [...gift.twoCakes, { ProductId: gift.tart, ProductNum: 1 }];
    const bought = await settle(gift, who.session, buying);
    expect(bought.items.map((i) => [i.ProductId, i.ProductNum])).toEqual([
      [gift.cake, 2],
      [gift.tart, 1],
    ]);
    expect(bought.problems).toEqual([]);
    expect(bought.droppedGifts).toEqual([{ ProductId: gift.tart, ProductName: 'Tart', Quantity: 1 }]);
    const placed = await place(w.t, gift.store, who, buying);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const { lines } = await linesOf(placed.body.Result!.orderNo);
    expect(lines.map((l) => [l.productId, l.quantity, l.unitPrice])).toEqual([
      [gift.cake, 2, 5_000],
      [gift.tart, 1, 600],
    ]);
    expect(await stockOf(gift.tart)).toBe(0);
  });

  it('places both of two orders racing for the last gift: one gets it, nothing is oversold', async () => {
    const [a, b] = await Promise.all([shopper(w.t), shopper(w.t)]);
    const gift = await giftOf(1, 'Last Tart');
    const placed = await Promise.all([a, b].map((who) => place(w.t, gift.store, who, gift.twoCakes)));
    expect(
      placed.map((r) => r.status),
      JSON.stringify(placed.map((r) => r.body)),
    ).toEqual([200, 200]);
    const given = await Promise.all(placed.map((r) => linesOf(r.body.Result!.orderNo)));
    const withGift = given.filter((g) => g.lines.some((l) => l.productId === gift.tart));
    expect(withGift).toHaveLength(1);
    expect(await stockOf(gift.tart)).toBe(0);
    // The order without the gift says so, and its header counts only what it holds.
    const without = given.find((g) => !withGift.includes(g))!;
    expect(without.order.quantity).toBe(2);
  });
});
