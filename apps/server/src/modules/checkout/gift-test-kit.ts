// The free-gift promotion the gift tests share (issue 28, decision 056).
import { expect } from 'vitest';
import { insertStore } from '../../test/fixtures.ts';
import { TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { insertProduct } from './checkout-test-kit.ts';

/**
 * A store of its own selling cakes (¥50) with a "free tart over ¥80" promotion, the tart at the given stock: each
 * test its own store, so the store's promotions (cached per store) are only its own.
 */
export async function giftShop(t: TestApp, stock: number, name = 'Egg Tart') {
  const store = await insertStore(t.db);
  const cake = await insertProduct(t.db, store, { name: 'Cake', price: 5_000, stock: 1_000 });
  const tart = await insertProduct(t.db, store, { name, price: 600, stock });
  const res = await t.app.inject({
    method: 'POST',
    url: '/staff/promotions',
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    payload: {
      storeId: store,
      name: `Free ${name} over ¥80`,
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2026-12-01T00:00:00Z',
      rule: { t: 'PromotionGift', requireAmount: 80, productId: tart, quantity: 1 },
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { store, cake, tart, twoCakes: [{ ProductId: cake, ProductNum: 2 }] };
}

export type GiftShop = Awaited<ReturnType<typeof giftShop>>;
