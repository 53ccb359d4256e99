import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts } from '../../db/schema/cart.ts';
import { insertProduct, insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { freshCode, signIn } from './account-test-kit.ts';

const CART_KEY = 'guest-cart-key-0123456789';

describe.each(dbTargets())('signin with a guest cart on %s', (target) => {
  let t: TestApp;
  let storeId: number;
  let productId: number;
  beforeAll(async () => {
    t = await createTestApp(target, {
      seed: async (db) => {
        storeId = await insertStore(db);
        productId = await insertProduct(db, storeId, { name: '拿铁', price: 1800, stock: 50 });
        const [cart] = await db
          .insert(carts)
          .values({ storeId, cartKey: CART_KEY })
          .returning({ id: carts.id });
        await db.insert(cartLines).values({ cartId: cart!.id, productId, quantity: 2 });
      },
    });
  });
  afterAll(() => t.close());

  it('moves the guest cart into the new member cart in the same call', async () => {
    const phone = '13800000081';
    const code = await freshCode(t, phone);
    const res = await signIn(t, phone, code, { cartKey: CART_KEY });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const uid = res.body.Result.user.uid;

    const [memberCart] = await t.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.memberId, uid), eq(carts.storeId, storeId)));
    expect(memberCart).toBeDefined();
    const lines = await t.db.select().from(cartLines).where(eq(cartLines.cartId, memberCart!.id));
    expect(lines).toMatchObject([{ productId, quantity: 2 }]);
    expect(await t.db.select().from(carts).where(eq(carts.cartKey, CART_KEY))).toHaveLength(0);
  });

  it('signs in when the cartKey has no cart', async () => {
    const code = await freshCode(t, '13800000082');
    const res = await signIn(t, '13800000082', code, { cartKey: 'no-such-guest-cart-000000' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
