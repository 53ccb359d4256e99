import type { ProductActivityOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { insertProduct, insertStore } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { type StoreSuite, storeSuite } from './activity-test-kit.ts';
import { insertActivity } from './bargain/bargain-test-kit.ts';
import { insertGroupBuy } from './group-buy/group-buy-test-kit.ts';
import { insertPresale } from './presale/presale-test-kit.ts';
import { insertSeckill } from './seckill/seckill-test-kit.ts';

const HOUR = 3_600_000;

describe.each(dbTargets())('product activities on %s', (target) => {
  const s = storeSuite(target);
  /** A store of its own, so the list holds only what the test put there. */
  async function freshStore(): Promise<StoreSuite & { cake: number }> {
    const store = await insertStore(s.t.db);
    return { t: s.t, store, cake: await insertProduct(s.t.db, store, { name: 'Cake', price: 3000 }) };
  }
  function list(store: number, locale?: string) {
    return s.t.call<{ activities: ProductActivityOut[] }>(
      'Marketing/ProductActivities',
      {},
      { headers: { 'x-store-id': String(store), ...(locale ? { 'x-locale': locale } : {}) } },
    );
  }

  it("lists a store's activities on products that can still be joined, soonest first, each at its offer", async () => {
    const shop = await freshStore();
    const at = (hours: number) => new Date(s.t.clock.now().getTime() + hours * HOUR);
    const on = { productId: shop.cake };
    const seckill = await insertSeckill(shop, { ...on, startsAt: at(-1), endsAt: at(1) });
    const group = await insertGroupBuy(shop, { ...on, startsAt: at(-2) });
    const bargain = await insertActivity(shop, {
      ...on,
      startsAt: at(2),
      endsAt: at(5),
      translations: { 'zh-CN': { name: '奶油蛋糕砍价', description: '' } },
    });
    const presale = await insertPresale(shop, { ...on, depositStartsAt: at(-3) });
    // Not on a product, ended by the store, over, a pre-sale past its deposit window, another store's.
    await insertSeckill(shop, {});
    await insertGroupBuy(shop, { ...on, status: 'ended', endedAt: at(-1) });
    await insertActivity(shop, { ...on, startsAt: at(-5), endsAt: at(-1) });
    await insertPresale(shop, {
      ...on,
      depositStartsAt: at(-3),
      depositEndsAt: at(-1),
      finalStartsAt: at(-1),
      finalEndsAt: at(4),
    });
    const other = await freshStore();
    await insertSeckill(other, { productId: other.cake });

    const res = await list(shop.store, 'zh-CN');
    expect(res.status).toBe(200);
    expect(res.body.Result.activities).toEqual([
      expect.objectContaining({ kind: 'presale', id: presale, productId: shop.cake, price: 10 }),
      expect.objectContaining({ kind: 'group', id: group, price: 19 }),
      expect.objectContaining({ kind: 'seckill', id: seckill, price: 6, endsAt: at(1).toISOString() }),
      expect.objectContaining({ kind: 'bargain', id: bargain, name: '奶油蛋糕砍价', price: 58 }),
    ]);
    expect((await list(other.store)).body.Result.activities.map((a) => a.kind)).toEqual(['seckill']);
  });

  it('answers a store with none with an empty list, and needs the store', async () => {
    const shop = await freshStore();
    expect((await list(shop.store)).body.Result.activities).toEqual([]);
    const none = await s.t.call('Marketing/ProductActivities', {});
    expect([none.status, none.body.Code]).toEqual([400, 'CART_STORE_REQUIRED']);
  });
});
