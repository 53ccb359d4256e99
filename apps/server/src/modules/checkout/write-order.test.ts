import { type Adjuster, priceOrder } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { products } from '../../db/schema/catalog.ts';
import { orderAdjustments, orderLines, orders } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { ledgerSum } from '../balance/ledger.ts';
import type { Assessment, SoldLine } from './assess.ts';
import { insertProduct, newKey, shopper, storeWith } from './checkout-test-kit.ts';
import type { NewOrder } from './order-write.ts';
import { stockTake, writeOrder } from './write-order.ts';

// The placing statement on its own, past the read-time checks placefast makes first: the refusals it raises
// itself must undo everything it wrote (DESIGN §4), whatever the read saw.
describe.each(dbTargets())('writeOrder (one statement) on %s', (target) => {
  let t: TestApp;
  let store: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    store = await storeWith(t.db);
  });
  afterAll(() => t.close());

  /** An order of `q` of one product at 5.00, as placefast would hand it over after its checks. */
  function order(
    memberId: number,
    productId: number,
    q: number,
    balance: boolean,
    key = newKey(),
    adjusters: Adjuster<SoldLine>[] = [],
  ) {
    const now = t.clock.now();
    const sold: SoldLine = {
      ...{
        productId,
        categoryId: null,
        productName: 'Jam',
        imageName: '',
        options: [],
        comment: '',
        takesStock: true,
      },
      ...{ price: 500, originalPrice: null, addOns: [], quantity: q },
    };
    const priced = {
      ...priceOrder([sold], adjusters),
      added: [],
      coupons: [],
      applied: [],
      discountedPrice: 0,
      dropped: [],
    };
    const a: Assessment = { priced, given: 1, problems: [] };
    const o: NewOrder = {
      ...{
        datePrefix: '20261121',
        memberId,
        storeId: store,
        orderMode: 'takeout',
        facts: [],
        pieces: [],
        payMethod: balance ? 2 : 1,
      },
      ...{ status: 'pending', paidAmount: 0, priced: a.priced },
      ...{
        contactPhone: '13900000000',
        remark: '',
        pickupAt: null,
        bookedUntil: null,
        idempotencyKey: key,
        requestHash: 'h',
      },
      ...{ createdAt: now, cancelAfter: null, paidAt: balance ? now : null, balancePayment: balance },
    };
    const finish = { allowStockBelowZero: false, cartLines: { productIds: [productId], optionKeys: [''] } };
    return writeOrder(t.db, o, stockTake(a), finish, a);
  }
  const stockOf = async (id: number) =>
    (await t.db.select().from(products).where(eq(products.id, id)))[0]!.stock;
  const ordersOf = (memberId: number) => t.db.select().from(orders).where(eq(orders.memberId, memberId));

  it('refuses short stock with the stock committed, and writes nothing', async () => {
    const who = await shopper(t, 10_000);
    const jam = await insertProduct(t.db, store, { name: 'Jam', price: 500, stock: 2 });
    const err = await order(who.memberId, jam, 3, true).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect([(err as AppError).code, (err as AppError).extra]).toEqual([
      'ORDER_INSUFFICIENT_STOCK',
      {
        InvalidBasketItems: [
          {
            ProductId: jam,
            ProductName: 'Jam',
            Stock: 2,
            Quantity: 3,
            IsOutStock: false,
            Unavailable: false,
          },
        ],
      },
    ]);
    expect(await stockOf(jam)).toBe(2);
    expect(await ordersOf(who.memberId)).toEqual([]);
    const [m] = await t.db.select().from(members).where(eq(members.id, who.memberId));
    expect([m!.balance, await ledgerSum(t.db, who.memberId)]).toEqual([10_000, 10_000]);
  });

  it('refuses a balance too low (BALANCE_INSUFFICIENT), and writes nothing', async () => {
    const who = await shopper(t, 400);
    const jam = await insertProduct(t.db, store, { name: 'Jam', price: 500, stock: 5 });
    const err = await order(who.memberId, jam, 1, true).catch((e: unknown) => e);
    expect((err as AppError).code).toBe('BALANCE_INSUFFICIENT');
    expect(await stockOf(jam)).toBe(5);
    expect(await ordersOf(who.memberId)).toEqual([]);
    const entries = await t.db.select().from(balanceEntries).where(eq(balanceEntries.memberId, who.memberId));
    expect(entries.map((e) => e.delta)).toEqual([400]);
  });

  it('places, pays by balance with its ledger entry, numbers the order, and a repeat changes nothing', async () => {
    const who = await shopper(t, 1_000);
    const jam = await insertProduct(t.db, store, { name: 'Jam', price: 500, stock: 5 });
    const key = newKey();
    const first = await order(who.memberId, jam, 2, true, key);
    expect(first).toMatchObject({ kind: 'placed', pickupNo: expect.stringMatching(/^\d{3,}$/) });
    expect(await order(who.memberId, jam, 2, true, key)).toEqual({ kind: 'repeat' });
    expect(await stockOf(jam)).toBe(3);
    const [m] = await t.db.select().from(members).where(eq(members.id, who.memberId));
    expect([m!.balance, await ledgerSum(t.db, who.memberId)]).toEqual([0, 0]);
    const [entry] = await t.db
      .select()
      .from(balanceEntries)
      .where(and(eq(balanceEntries.reason, 'order_payment'), eq(balanceEntries.memberId, who.memberId)));
    expect([entry!.delta, entry!.balanceAfter]).toEqual([-1_000, 0]);
  });

  it('a repeat racing the first waits for it and places nothing', async () => {
    const who = await shopper(t);
    const jam = await insertProduct(t.db, store, { name: 'Jam', price: 500, stock: 50 });
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => order(who.memberId, jam, 1, false, key)),
    );
    expect(results.filter((r) => r.kind === 'placed')).toHaveLength(1);
    expect(await stockOf(jam)).toBe(49);
    expect(await ordersOf(who.memberId)).toHaveLength(1);
  });

  it('writes the priced order as it is: lines and adjustments, its amount their sum', async () => {
    const who = await shopper(t, 10_000);
    const jam = await insertProduct(t.db, store, { name: 'Jam', price: 500, stock: 9 });
    const adjustment =
      (amount: number, kind: string): Adjuster<SoldLine> =>
      () => [{ kind, labelKey: `test.${kind}`, amount, detail: { why: kind } }];
    const placed = await order(who.memberId, jam, 3, true, newKey(), [
      adjustment(-300, 'discount'),
      adjustment(150, 'fee'),
    ]);
    if (placed.kind !== 'placed') throw new Error('not placed');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed.orderId));
    const adjustments = await t.db
      .select()
      .from(orderAdjustments)
      .where(eq(orderAdjustments.orderId, placed.orderId))
      .orderBy(orderAdjustments.id);
    expect(lines.map((l) => [l.unitPrice, l.quantity, l.tookStock])).toEqual([[500, 3, 3]]);
    expect(adjustments.map((a) => [a.kind, a.labelKey, a.amount, a.detail])).toEqual([
      ['discount', 'test.discount', -300, { why: 'discount' }],
      ['fee', 'test.fee', 150, { why: 'fee' }],
    ]);
    const lineSum = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    expect([row!.amount, row!.originalAmount, row!.quantity]).toEqual([lineSum - 300 + 150, 1500, 3]);
    const [entry] = await t.db
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.orderId, placed.orderId));
    expect(entry!.delta).toBe(-row!.amount);
  });

  it('refuses an order that does not add up before writing anything', async () => {
    const who = await shopper(t, 10_000);
    const jam = await insertProduct(t.db, store, { name: 'Jam', price: 500, stock: 9 });
    const half: Adjuster<SoldLine> = () => [{ kind: 'bad', labelKey: 'x', amount: 0.5, detail: {} }];
    await expect(order(who.memberId, jam, 1, false, newKey(), [half])).rejects.toThrow(RangeError);
    expect(await ordersOf(who.memberId)).toEqual([]);
    expect(await stockOf(jam)).toBe(9);
  });
});
