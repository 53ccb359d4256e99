import type { SettlementPreviewOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { insertProduct, insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld, TEST_STAFF_TOKEN } from '../../test/harness.ts';
import { checkoutCall, place, shopper } from '../checkout/checkout-test-kit.ts';

// A staff promotion reaches checkout through the lookup marketing registers (decision 032): the settlement and the
// order are priced with it, and ending it stops it at once on this instance. The clock is 2026-11-21T10:00Z.
describe.each(dbTargets())('promotions at checkout on %s', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await insertStore(t.db);
    const cake = await insertProduct(t.db, store, { name: 'Cake', price: 2_500 });
    const cookie = await insertProduct(t.db, store, { name: 'Cookie', price: 800 });
    return { t, store, cake, cookie };
  });
  const create = async (name: string, rule: Record<string, unknown>) => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/staff/promotions',
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      payload: {
        storeId: w.store,
        name,
        startsAt: '2026-11-01T00:00:00Z',
        endsAt: '2026-12-01T00:00:00Z',
        rule,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { Result: { id: number } }).Result.id;
  };
  const settle = async (session: string, body: Record<string, unknown> = {}) => {
    const res = await checkoutCall<SettlementPreviewOut>(
      w.t,
      'checkout/IndexNoDiscount',
      { orderMode: 'takeout', items: [{ ProductId: w.cake, ProductNum: 2 }], ...body },
      w.store,
      session,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Result!;
  };

  it('takes a cash-back off the settlement and the order, and stops when staff end it', async () => {
    const who = await shopper(w.t);
    const id = await create('Spend 50 save 8', {
      t: 'PromotionCashBack',
      tiers: [{ requireAmount: 50, backAmount: 8 }],
    });
    const seen = await settle(who.session);
    expect(seen.adjustments).toEqual([
      expect.objectContaining({
        kind: 'promotion',
        labelKey: 'marketing.promotions.types.PromotionCashBack',
        amount: -8,
        name: 'Spend 50 save 8',
      }),
    ]);
    expect(seen.summary.amount).toBe(42);
    const placed = await place(w.t, w.store, who, [{ ProductId: w.cake, ProductNum: 2 }]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Result!.amount).toBe(42);

    await w.t.app.inject({
      method: 'POST',
      url: `/staff/promotions/${id}/end`,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    });
    const after = await settle(who.session);
    expect(after.adjustments).toEqual([]);
    expect(after.summary.amount).toBe(50);
  });

  it('adds a redemption only when the shopper opts in, at its price', async () => {
    const who = await shopper(w.t);
    const id = await create('Cookie for 3', {
      t: 'PromotionProductRedemption',
      requireAmount: 30,
      productId: w.cookie,
      price: 3,
    });
    const plain = await settle(who.session);
    expect(plain.items.map((i) => i.ProductId)).toEqual([w.cake]);
    const opted = await settle(who.session, { redemptions: [id] });
    const added = opted.items.find((i) => i.ProductId === w.cookie);
    expect(added).toMatchObject({ ProductNum: 1, SellPrice: 3 });
    expect(opted.summary.amount).toBe(53);
  });
});
