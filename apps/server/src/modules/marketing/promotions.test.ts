import type { PromotionOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalog.ts';
import { insertProduct, insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld, TEST_STAFF_TOKEN } from '../../test/harness.ts';
import { promotionsForCheckout } from './promotion-store.ts';
import type { StaffPromotionOut } from './staff-promotions.ts';

// The clock is 2026-11-21T10:00Z.
describe.each(dbTargets())(
  'automatic promotions (SPEC §2 promotions page, §7 ProductPromotions) on %s',
  (target) => {
    const w = suiteWorld(async () => {
      const t = await createTestApp(target);
      const store = await insertStore(t.db);
      const other = await insertStore(t.db);
      const [drinks] = await t.db
        .insert(categories)
        .values({ storeId: store, name: 'Drinks' })
        .returning({ id: categories.id });
      const tea = await insertProduct(t.db, store, { name: 'Tea', price: 1_800, categoryId: drinks!.id });
      const cake = await insertProduct(t.db, store, {
        name: 'Cake',
        price: 2_500,
        translations: { 'zh-CN': { name: '蛋糕' } },
      });
      const foreign = await insertProduct(t.db, other, { name: 'Elsewhere', price: 100 });
      return { t, store, other, drinks: drinks!.id, tea, cake, foreign };
    });
    const staff = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      w.t.app.inject({
        method,
        url: `/staff/${url}`,
        headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const create = async (body: Record<string, unknown>) => {
      const res = await staff('POST', 'promotions', {
        storeId: w.store,
        name: 'Promo',
        startsAt: '2026-11-01T00:00:00+08:00',
        endsAt: '2026-12-31T00:00:00+08:00',
        ...body,
      });
      return { status: res.statusCode, body: res.json() as { Result?: StaffPromotionOut; Code?: string } };
    };
    const list = async (body: Record<string, unknown> = {}, locale = 'en', store = w.store) => {
      const res = await w.t.call<{ promotions: PromotionOut[] }>(
        'ProductPromotions/LoadPromotionDiscountList',
        body,
        {
          headers: { 'x-store-id': String(store), 'x-locale': locale },
        },
      );
      expect(res.status).toBe(200);
      return res.body.Result!.promotions;
    };

    it('stores a staff promotion in minor units and lists it to shoppers in decimals, by type and by product', async () => {
      const drinks = await create({
        name: 'Afternoon drinks',
        rule: {
          t: 'PromotionProductDiscount',
          products: { rule: 'include', productIds: [], categoryIds: [w.drinks] },
          weekdays: [1, 2, 3, 4, 5],
          timeSlots: [{ from: '14:00', to: '17:00' }],
          rate: 80,
        },
      });
      expect(drinks.status).toBe(200);
      expect(drinks.body.Result!.rule).toMatchObject({
        t: 'PromotionProductDiscount',
        rate: 80,
        unitLimit: null,
      });
      const gift = await create({
        name: 'Cake over 80',
        rule: { t: 'PromotionGift', requireAmount: 80, productId: w.cake },
      });
      expect(gift.body.Result!.rule).toMatchObject({
        requireAmount: 8_000,
        quantity: 1,
        stackableWithCoupons: false,
      });

      const all = await list({}, 'zh-CN');
      const giftOut = all.find((p) => p.id === gift.body.Result!.id)!;
      expect(giftOut).toMatchObject({
        t: 'PromotionGift',
        requireAmount: 80,
        product: { productId: w.cake, name: '蛋糕', price: 0, listPrice: 25, quantity: 1 },
      });
      expect((await list({ t: 'PromotionProductDiscount' })).map((p) => p.id)).toEqual([
        drinks.body.Result!.id,
      ]);
      const forTea = await list({ productId: w.tea });
      // The gift counts spending on every product, so it covers the tea too; the cake is no drink.
      expect(forTea.map((p) => p.name)).toEqual(['Afternoon drinks', 'Cake over 80']);
      expect((await list({ productId: w.cake })).map((p) => p.name)).toEqual(['Cake over 80']);
      expect(forTea[0]).toMatchObject({
        rate: 80,
        weekdays: [1, 2, 3, 4, 5],
        timeSlots: [{ from: '14:00', to: '17:00' }],
      });
      expect(await list({ productId: w.foreign })).toEqual([]);
      await create({
        name: 'Tea and cake',
        rule: {
          t: 'PromotionCombo',
          items: [
            { productId: w.tea, quantity: 1 },
            { productId: w.cake, quantity: 2 },
          ],
          price: 55.5,
        },
      });
      const [combo] = await list({ t: 'PromotionCombo' }, 'zh-CN');
      expect(combo).toMatchObject({
        comboPrice: 55.5,
        comboItems: [
          { productId: w.tea, quantity: 1, name: 'Tea' },
          { productId: w.cake, quantity: 2, name: '蛋糕' },
        ],
        product: null,
      });
      expect(await list({}, 'en', w.other)).toEqual([]);
    });

    it('ends a promotion for shoppers at once on this instance, and lists ended ones to staff on request', async () => {
      const made = await create({
        name: 'Spend 50 save 8',
        rule: { t: 'PromotionCashBack', tiers: [{ requireAmount: 50, backAmount: 8 }] },
      });
      const id = made.body.Result!.id;
      expect((await list({ t: 'PromotionCashBack' })).map((p) => p.tiers)).toEqual([
        [{ threshold: 50, off: 8, rate: null }],
      ]);
      // Checkout prices with the same cached list, which it reads through marketing's face.
      const priced = await promotionsForCheckout(w.t, w.store);
      expect(priced.find((p) => p.id === id)).toMatchObject({
        name: 'Spend 50 save 8',
        rule: { t: 'PromotionCashBack', tiers: [{ requireAmount: 5_000, backAmount: 800 }] },
      });
      const ended = await staff('POST', `promotions/${id}/end`);
      expect(ended.json().Result).toMatchObject({ id, status: 'ended' });
      expect(await list({ t: 'PromotionCashBack' })).toEqual([]);
      expect((await promotionsForCheckout(w.t, w.store)).map((p) => p.id)).not.toContain(id);
      expect((await staff('POST', `promotions/${id}/end`)).json().Result.status).toBe('ended');
      expect((await staff('POST', 'promotions/999999/end')).json().Code).toBe('PROMOTION_NOT_FOUND');
      const active = (await staff('GET', `promotions?storeId=${w.store}`)).json().Result.promotions;
      expect(active.map((p: StaffPromotionOut) => p.id)).not.toContain(id);
      const every = (await staff('GET', `promotions?storeId=${w.store}&status=all`)).json().Result.promotions;
      expect(every.map((p: StaffPromotionOut) => p.id)).toContain(id);
    });

    it('refuses a bad rule naming the field, another store’s product, and a past window', async () => {
      const bad = async (body: Record<string, unknown>) => {
        const res = await create(body);
        return [res.status, res.body.Code];
      };
      expect(await bad({ rule: { t: 'PromotionProductDiscount', rate: 100 } })).toEqual([400, 'BAD_REQUEST']);
      expect(
        await bad({ rule: { t: 'PromotionCashBack', tiers: [{ requireAmount: 10, backAmount: 20 }] } }),
      ).toEqual([400, 'BAD_REQUEST']);
      expect(
        await bad({
          rule: {
            t: 'PromotionCashBack',
            tiers: [
              { requireAmount: 50, backAmount: 5 },
              { requireAmount: 30, backAmount: 3 },
            ],
          },
        }),
      ).toEqual([400, 'BAD_REQUEST']);
      expect(
        await bad({
          rule: { t: 'PromotionGradientDiscount', basis: 'quantity', tiers: [{ threshold: 1.5, rate: 90 }] },
        }),
      ).toEqual([400, 'BAD_REQUEST']);
      expect(await bad({ rule: { t: 'PromotionGift', requireAmount: 10, productId: w.foreign } })).toEqual([
        404,
        'PRODUCT_NOT_FOUND',
      ]);
      expect(
        await bad({ endsAt: '2026-10-01T00:00:00Z', rule: { t: 'PromotionSecondProductHalfPrice' } }),
      ).toEqual([400, 'BAD_REQUEST']);
      expect(await bad({ storeId: 987654, rule: { t: 'PromotionSecondProductHalfPrice' } })).toEqual([
        404,
        'STORE_NOT_FOUND',
      ]);
    });

    it('lists a chain-wide promotion in every store and leaves out those already over', async () => {
      const chain = await create({
        storeId: null,
        name: 'Chain half',
        rule: { t: 'PromotionSecondProductHalfPrice' },
      });
      await create({
        name: 'Over',
        startsAt: '2026-10-01T00:00:00Z',
        endsAt: '2026-11-01T00:00:00Z',
        rule: { t: 'PromotionSecondProductHalfPrice' },
      });
      const id = chain.body.Result!.id;
      expect((await list({}, 'en', w.other)).map((p) => p.id)).toEqual([id]);
      expect(
        (await list({ t: 'PromotionSecondProductHalfPrice' })).map((p) => [p.name, p.nth, p.rate]),
      ).toEqual([['Chain half', 2, 50]]);
    });
  },
);
