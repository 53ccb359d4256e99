import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { newCartKey, ok, storedLines, sync } from '../cart/cart-test-kit.ts';
import { mergeGuestCartIntoMember } from '../cart/index.ts';
import { insertProduct, place, preview, shopper, storeWith } from './checkout-test-kit.ts';

// The store's per-line limit (settings.maxLineQuantity): 202 cakes in one line is not an app order.
describe.each(dbTargets())('the per-line quantity limit on %s', (target) => {
  let t: TestApp;
  let who: Awaited<ReturnType<typeof shopper>>;
  let store: number;
  let cake: number;

  beforeAll(async () => {
    t = await createTestApp(target);
    who = await shopper(t);
    store = await storeWith(t.db, { maxLineQuantity: 99 });
    cake = await insertProduct(t.db, store, { name: 'Cake', price: 800, stock: 1000 });
  });
  afterAll(() => t.close());

  it('a cart sync above the limit is refused with CART_QUANTITY_LIMIT and changes nothing', async () => {
    const cartKey = newCartKey();
    ok(await sync(t, [{ ProductId: cake, ProductNum: 99 }], { storeId: store, cartKey }));
    const before = await storedLines(t.db, { cartKey });
    for (const isMerge of [false, true]) {
      const res = await sync(t, [{ ProductId: cake, ProductNum: 202 }], { storeId: store, cartKey, isMerge });
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        Success: false,
        Code: 'CART_QUANTITY_LIMIT',
        Message: '单个商品最多购买99件',
      });
    }
    expect(await storedLines(t.db, { cartKey })).toEqual(before);
    // The same line sent twice adds up, and is held to the same limit.
    const twice = [
      { ProductId: cake, ProductNum: 60 },
      { ProductId: cake, ProductNum: 60 },
    ];
    expect((await sync(t, twice, { storeId: store, cartKey })).body.Code).toBe('CART_QUANTITY_LIMIT');
  });

  it('a guest cart added to the member cart at login is cut to the limit rather than refused', async () => {
    const cartKey = newCartKey();
    const member = await shopper(t);
    ok(await sync(t, [{ ProductId: cake, ProductNum: 80 }], { storeId: store, cartKey }));
    ok(await sync(t, [{ ProductId: cake, ProductNum: 50 }], { storeId: store, session: member.session }));
    await mergeGuestCartIntoMember(t.db, member.memberId, cartKey, t.clock);
    const lines = await storedLines(t.db, { memberId: member.memberId });
    expect(lines.map((l) => l.quantity)).toEqual([99]);
  });

  it('placing an order above the limit is refused; the preview lists the line', async () => {
    const res = await place(t, store, who, [{ ProductId: cake, ProductNum: 202 }]);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ Code: 'CART_QUANTITY_LIMIT', Message: '单个商品最多购买99件' });
    const seen = await preview(t, store, who.session, [{ ProductId: cake, ProductNum: 100 }]);
    expect(seen.body.Result.problems).toEqual([
      {
        Code: 'CART_QUANTITY_LIMIT',
        Message: '单个商品最多购买99件',
        params: { Max: 99 },
        Items: [expect.objectContaining({ ProductName: 'Cake', Quantity: 100 })],
      },
    ]);
    expect((await place(t, store, who, [{ ProductId: cake, ProductNum: 99 }])).status).toBe(200);
    const placed = await t.db.select().from(orders).where(eq(orders.memberId, who.memberId));
    expect(placed.map((o) => o.quantity)).toEqual([99]);
  });

  it('a store without a limit takes up to the wire bound of 9999', async () => {
    const open = await storeWith(t.db);
    const bun = await insertProduct(t.db, open, { name: 'Bun', price: 100, stock: 100_000 });
    expect((await place(t, open, who, [{ ProductId: bun, ProductNum: 202 }])).status).toBe(200);
  });

  it.each([
    ['a negative quantity', -1],
    ['a fractional quantity', 1.5],
    ['a huge quantity', 10_000],
  ])('refuses %s at placing with 400 naming the field', async (_what, ProductNum) => {
    const res = await place(t, store, who, [{ ProductId: cake, ProductNum }]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Code: 'BAD_REQUEST', Field: 'items.0.ProductNum' });
    expect(res.body.Message).toContain('items.0.ProductNum');
  });
});
