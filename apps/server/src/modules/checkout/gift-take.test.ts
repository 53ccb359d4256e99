import { type AddedLineTag, priceOrder } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.ts';
import { orderLines, orders } from '../../db/schema/order.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import type { Assessment, SoldLine } from './assess.ts';
import { insertProduct, newKey, shopper, storeWith } from './checkout-test-kit.ts';
import type { NewOrder } from './order-write.ts';
import { stockTake, writeOrder } from './write-order.ts';

// Decision 056: the placing statement takes a promotion's free gift only if the stock still holds it. The read
// saw it in stock; here the stock is already gone when the statement runs, as when a parallel order took the last
// unit between the two, and the order is placed without the gift instead of being refused.
describe.each(dbTargets())('the placing statement and a free gift on %s', (target) => {
  let t: TestApp;
  let store: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    store = await storeWith(t.db);
  });
  afterAll(() => t.close());

  const line = (productId: number, productName: string, price: number, quantity: number): SoldLine => ({
    ...{
      productId,
      categoryId: null,
      productName,
      imageName: '',
      options: [],
      comment: '',
      takesStock: true,
    },
    ...{ price, originalPrice: null, addOns: [], quantity },
  });

  /** Places `bought` with a free gift of `gift` added by promotion 1, as placefast would hand it over. */
  async function placeWithGift(bought: SoldLine[], gift: SoldLine) {
    const who = await shopper(t);
    const now = t.clock.now();
    const added: AddedLineTag[] = [
      { index: bought.length, kind: 'gift', promotionId: 1, memberCouponId: null },
    ];
    const priced = {
      // Free, its catalogue price kept as the crossed-out one (as the offer engine adds a gift).
      ...priceOrder([...bought, { ...gift, price: 0, originalPrice: gift.price }]),
      ...{ added, coupons: [], applied: [], discountedPrice: 0, dropped: [] },
    };
    const a: Assessment = { priced, given: bought.length, problems: [] };
    const o: NewOrder = {
      ...{
        datePrefix: '20261121',
        memberId: who.memberId,
        storeId: store,
        orderMode: 'takeout',
        facts: [],
        pieces: [],
      },
      ...{ payMethod: 1, status: 'pending', paidAmount: 0, priced: a.priced, contactPhone: '13900000000' },
      ...{ remark: '', pickupAt: null, bookedUntil: null, idempotencyKey: newKey(), requestHash: 'h' },
      ...{ createdAt: now, cancelAfter: null, paidAt: null, balancePayment: false },
    };
    const finish = { allowStockBelowZero: false, cartLines: { productIds: [], optionKeys: [] } };
    const written = await writeOrder(t.db, o, stockTake(a), finish, a);
    if (written.kind !== 'placed') throw new Error('not placed');
    const [header] = await t.db.select().from(orders).where(eq(orders.id, written.orderId));
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, written.orderId));
    return { written, header: header!, lines: lines.map((l) => [l.productId, l.quantity, l.unitPrice]) };
  }
  const stockOf = async (id: number) =>
    (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

  it('places the order without a gift whose stock went, its header counting only what it holds', async () => {
    const cake = await insertProduct(t.db, store, { name: 'Cake', price: 5_000, stock: 5 });
    const tart = await insertProduct(t.db, store, { name: 'Tart', price: 600, stock: 0 });
    const placed = await placeWithGift([line(cake, 'Cake', 5_000, 2)], line(tart, 'Tart', 600, 1));
    expect(placed.written.giftsLeft).toEqual([tart]);
    expect(placed.lines).toEqual([[cake, 2, 5_000]]);
    expect([placed.header.quantity, placed.header.amount, placed.header.originalAmount]).toEqual([
      2, 10_000, 10_000,
    ]);
    expect([await stockOf(cake), await stockOf(tart)]).toEqual([3, 0]);
  });

  it('gives the gift while the stock holds it', async () => {
    const cake = await insertProduct(t.db, store, { name: 'Cake', price: 5_000, stock: 5 });
    const tart = await insertProduct(t.db, store, { name: 'Tart', price: 600, stock: 1 });
    const placed = await placeWithGift([line(cake, 'Cake', 5_000, 2)], line(tart, 'Tart', 600, 1));
    expect(placed.written.giftsLeft).toEqual([]);
    expect(placed.lines).toEqual([
      [cake, 2, 5_000],
      [tart, 1, 0],
    ]);
    expect([placed.header.quantity, placed.header.originalAmount]).toEqual([3, 10_600]);
    expect(await stockOf(tart)).toBe(0);
  });

  it('sells the units bought of the gift product first, and gives the gift only from what is left', async () => {
    const tart = await insertProduct(t.db, store, { name: 'Tart', price: 600, stock: 2 });
    const placed = await placeWithGift([line(tart, 'Tart', 600, 2)], line(tart, 'Tart', 600, 1));
    expect(placed.written.giftsLeft).toEqual([tart]);
    expect(placed.lines).toEqual([[tart, 2, 600]]);
    expect(await stockOf(tart)).toBe(0);
  });

  it('still refuses the order when what was bought is short, gift or not', async () => {
    const cake = await insertProduct(t.db, store, { name: 'Cake', price: 5_000, stock: 1 });
    const tart = await insertProduct(t.db, store, { name: 'Tart', price: 600, stock: 5 });
    await expect(
      placeWithGift([line(cake, 'Cake', 5_000, 2)], line(tart, 'Tart', 600, 1)),
    ).rejects.toMatchObject({ code: 'ORDER_INSUFFICIENT_STOCK' });
    expect([await stockOf(cake), await stockOf(tart)]).toEqual([1, 5]);
  });
});
