import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { newCartKey, ok, sync } from './cart-test-kit.ts';

describe.each(dbTargets())('CheckShopCartByMode on %s', (target) => {
  let t: TestApp;
  let hiding: number;
  let showing: number;
  let everywhere: number;
  let pickupOnly: number;
  let deliveryOnly: number;
  let plain: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    hiding = await insertStore(t.db, { isHideProductByMode: true });
    showing = await insertStore(t.db, { isHideProductByMode: false });
    everywhere = await insertProduct(t.db, hiding, { name: 'Everywhere', price: 100 });
    pickupOnly = await insertProduct(t.db, hiding, { name: 'Pickup only', price: 100, modes: ['takeout'] });
    deliveryOnly = await insertProduct(t.db, hiding, {
      name: 'Delivery only',
      price: 100,
      modes: ['package'],
    });
    plain = await insertProduct(t.db, showing, { name: 'Pickup only too', price: 100, modes: ['takeout'] });
  });
  afterAll(() => t.close());

  function check(storeId: number, body: Record<string, unknown>, session?: string) {
    return t.call<{ successed: boolean; result: { onSupportProductIds: number[] } }>(
      'shopcart/CheckShopCartByMode',
      body,
      { session, headers: { 'x-store-id': String(storeId) } },
    );
  }

  it('lists the cart products not sold in the mode when the store hides products by mode', async () => {
    const cartKey = newCartKey();
    const items = [everywhere, pickupOnly, deliveryOnly].map((id) => ({ ProductId: id, ProductNum: 1 }));
    ok(await sync(t, items, { storeId: hiding, cartKey }));
    const ids = async (mode: number) =>
      (await check(hiding, { mode, cartKey })).body.Result.result.onSupportProductIds;
    expect(await ids(1)).toEqual([pickupOnly]);
    expect(await ids(2)).toEqual([pickupOnly, deliveryOnly]);
    expect(await ids(3)).toEqual([deliveryOnly]);
    const res = await check(hiding, { mode: 1, cartKey });
    expect(res).toMatchObject({ status: 200, body: { Success: true, Result: { successed: true } } });
  });

  it("checks the member's cart when a session is sent", async () => {
    const { session } = await memberSession(t);
    ok(await sync(t, [{ ProductId: pickupOnly, ProductNum: 2 }], { storeId: hiding, session }));
    const res = await check(hiding, { mode: 1 }, session);
    expect(res.body.Result.result.onSupportProductIds).toEqual([pickupOnly]);
  });

  it('lists nothing when the store does not hide products by mode, or the cart is empty', async () => {
    const cartKey = newCartKey();
    ok(await sync(t, [{ ProductId: plain, ProductNum: 1 }], { storeId: showing, cartKey }));
    expect((await check(showing, { mode: 1, cartKey })).body.Result.result.onSupportProductIds).toEqual([]);
    expect(
      (await check(hiding, { mode: 1, cartKey: newCartKey() })).body.Result.result.onSupportProductIds,
    ).toEqual([]);
  });

  it('refuses an unknown mode, a missing owner and an unknown store', async () => {
    const cartKey = newCartKey();
    expect((await check(hiding, { mode: 4, cartKey })).status).toBe(400);
    expect((await check(hiding, { mode: 0, cartKey })).status).toBe(400);
    expect((await check(hiding, { mode: 1 })).body.Code).toBe('CART_OWNER_REQUIRED');
    expect((await check(987_654, { mode: 1, cartKey })).body.Code).toBe('STORE_NOT_FOUND');
  });
});
