import type { CouponTemplateOut, MemberCouponOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalog.ts';
import { customerCategories } from '../../db/schema/level.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import {
  cashRule,
  couponCall,
  couponSuite,
  couponsOf,
  giveGoodsOrder,
  insertTemplate,
  templateState,
} from './coupon-test-kit.ts';

type Centre = { coupons: CouponTemplateOut[]; total: number };

describe.each(dbTargets())('coupon centre and claiming on %s', (target) => {
  const s = couponSuite(target);
  const hours = (h: number) => new Date(s.t.clock.now().getTime() + h * 3_600_000);

  it('lists the store’s and the chain’s templates with what is left; a guest sees them, not logged in', async () => {
    const own = await insertTemplate(s.t, s.store, { name: 'Own', sort: -2 });
    const chain = await insertTemplate(s.t, null, { name: 'Chain', sort: -1, total: null, claimLimit: null });
    const other = await insertTemplate(s.t, await insertStore(s.t.db), { name: 'Elsewhere', sort: -3 });
    await insertTemplate(s.t, s.store, { name: 'Hidden', showInCentre: false, sort: -3 });
    await insertTemplate(s.t, s.store, { name: 'Ended', status: 'ended', sort: -3 });
    const res = await couponCall<Centre>(s, 'Coupon/LoadCenter', { pageSize: 2 });
    expect(res.status).toBe(200);
    expect(res.body.Result.coupons.map((c) => c.name)).toEqual(['Own', 'Chain']);
    expect(res.body.Result.coupons[0]).toMatchObject({
      id: own.id,
      price: 0,
      total: 100,
      remaining: 100,
      claimLimit: 1,
      claimed: 0,
      canTake: false,
      reason: 'NOT_LOGGED_IN',
    });
    expect(res.body.Result.coupons[1]).toMatchObject({ id: chain.id, total: null, remaining: null });
    const ids = await couponCall<Centre>(s, 'Coupon/LoadCenter', { pageSize: 100 });
    expect(ids.body.Result.coupons.map((c) => c.name)).not.toContain(other.name);
    expect(ids.body.Result.coupons.map((c) => c.name)).not.toContain('Hidden');
    expect(ids.body.Result.coupons.map((c) => c.name)).not.toContain('Ended');
    expect((await couponCall(s, 'Coupon/BuyDetails', { templateId: other.id })).status).toBe(404);
  });

  it('claims one coupon: the rule copied, valid from now for its days; a second claim is refused', async () => {
    const m = await memberSession(s.t);
    const tpl = await insertTemplate(s.t, s.store, { validity: { mode: 'days', from: 'receipt', days: 7 } });
    const res = await couponCall<{ coupon: MemberCouponOut }>(
      s,
      'Coupon/Claim',
      { templateId: tpl.id },
      m.session,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result.coupon).toMatchObject({
      templateId: tpl.id,
      name: 'Five off twenty',
      rule: tpl.rule,
      state: 'valid',
      source: 'claim',
      validFrom: s.t.clock.now().toISOString(),
      validUntil: hours(168).toISOString(),
      canTransfer: true,
    });
    expect(res.body.Result.coupon.code).toMatch(/^[2-9A-Z]{10}$/);
    const again = await couponCall(s, 'Coupon/Claim', { templateId: tpl.id }, m.session);
    expect(again).toMatchObject({ status: 409, body: { Code: 'COUPON_ALREADY_CLAIMED' } });
    const state = await templateState(s.t.db, tpl.id);
    expect(state.template.remaining).toBe(99);
    expect(state.claims).toMatchObject([{ memberId: m.memberId, claimed: 1 }]);
    const centre = await couponCall<Centre>(s, 'Coupon/BuyDetails', { templateId: tpl.id }, m.session);
    expect(centre.body.Result).toMatchObject({
      claimed: 1,
      remaining: 99,
      canTake: false,
      reason: 'COUPON_ALREADY_CLAIMED',
    });
  });

  it('refuses past a claim limit above one with the limit in the message', async () => {
    const m = await memberSession(s.t);
    const tpl = await insertTemplate(s.t, s.store, { claimLimit: 2 });
    for (let i = 0; i < 2; i++)
      expect((await couponCall(s, 'Coupon/Claim', { templateId: tpl.id }, m.session)).status).toBe(200);
    const third = await couponCall(s, 'Coupon/Claim', { templateId: tpl.id }, m.session);
    expect(third).toMatchObject({
      status: 422,
      body: { Code: 'COUPON_CLAIM_LIMIT', Message: '每人限领2张' },
    });
    expect(await couponsOf(s.t.db, m.memberId)).toHaveLength(2);
  });

  it('refuses when all are claimed, ended, not started, or its fixed validity is over', async () => {
    const m = await memberSession(s.t);
    const cases: Array<[Parameters<typeof insertTemplate>[2], string, number]> = [
      [{ total: 1, remaining: 0 }, 'COUPON_FULLY_CLAIMED', 409],
      [{ status: 'ended' }, 'COUPON_ENDED', 409],
      [{ publishEndsAt: s.t.clock.now() }, 'COUPON_ENDED', 409],
      [{ publishStartsAt: hours(1) }, 'COUPON_NOT_STARTED', 422],
      [
        { validity: { mode: 'fixed', startsAt: hours(-48).toISOString(), endsAt: hours(-1).toISOString() } },
        'COUPON_EXPIRED',
        409,
      ],
    ];
    for (const [fields, code, status] of cases) {
      const tpl = await insertTemplate(s.t, s.store, fields);
      const res = await couponCall(s, 'Coupon/Claim', { templateId: tpl.id }, m.session);
      expect(res, code).toMatchObject({ status, body: { Code: code } });
    }
    expect(await couponsOf(s.t.db, m.memberId)).toEqual([]);
  });

  it('keeps new-member coupons for members without a goods order that went through, old-member ones for the rest', async () => {
    const fresh = await memberSession(s.t);
    const old = await memberSession(s.t);
    await giveGoodsOrder(s.t, old.memberId, s.store);
    // A cancelled or unpaid order does not make a member old.
    await giveGoodsOrder(s.t, fresh.memberId, s.store, 'cancelled');
    await giveGoodsOrder(s.t, fresh.memberId, s.store, 'unpaid');
    const newOnly = await insertTemplate(s.t, s.store, { newMembersOnly: true });
    const oldOnly = await insertTemplate(s.t, s.store, { oldMembersOnly: true });
    const claim = (session: string, templateId: number) =>
      couponCall(s, 'Coupon/Claim', { templateId }, session);
    expect((await claim(fresh.session, newOnly.id)).status).toBe(200);
    expect(await claim(old.session, newOnly.id)).toMatchObject({
      status: 422,
      body: { Code: 'COUPON_NEW_MEMBERS_ONLY' },
    });
    expect(await claim(fresh.session, oldOnly.id)).toMatchObject({
      status: 422,
      body: { Code: 'COUPON_OLD_MEMBERS_ONLY' },
    });
    expect((await claim(old.session, oldOnly.id)).status).toBe(200);
  });

  it('keeps a level-restricted coupon for members of those levels (the entry level is its own id)', async () => {
    const levels = await s.t.db
      .insert(customerCategories)
      .values([
        { code: 'c-entry', name: 'Entry', rank: 100 },
        { code: 'c-gold', name: 'Gold', rank: 120 },
      ])
      .returning();
    const [entry, gold] = levels as [(typeof levels)[0], (typeof levels)[0]];
    const m = await memberSession(s.t);
    const goldOnly = await insertTemplate(s.t, s.store, { levelIds: [gold.id] });
    const entryOnly = await insertTemplate(s.t, s.store, { levelIds: [entry.id] });
    const res = await couponCall(s, 'Coupon/Claim', { templateId: goldOnly.id }, m.session);
    expect(res).toMatchObject({ status: 422, body: { Code: 'COUPON_LEVEL_INSUFFICIENT' } });
    expect((await couponCall(s, 'Coupon/Claim', { templateId: entryOnly.id }, m.session)).status).toBe(200);
  });

  it('names the rule’s products, categories and levels in the reader’s language', async () => {
    const [cat] = await s.t.db
      .insert(categories)
      .values({ storeId: s.store, name: 'Milk Tea', translations: { 'zh-CN': { name: '奶茶' } } })
      .returning();
    const tea = await insertProduct(s.t.db, s.store, {
      name: 'Pearl tea',
      price: 1500,
      categoryId: cat!.id,
      translations: { 'zh-CN': { name: '珍珠奶茶' } },
    });
    const [level] = await s.t.db
      .insert(customerCategories)
      .values({
        code: 'c-names',
        name: 'Silver',
        rank: 130,
        translations: { 'zh-CN': { name: '白银', benefits: [] } },
      })
      .returning();
    const { backAmount: _cash, ...base } = cashRule as Extract<typeof cashRule, { kind: 'cash' }>;
    const tpl = await insertTemplate(s.t, s.store, {
      levelIds: [level!.id],
      rule: {
        ...base,
        kind: 'gift',
        gift: { productId: tea, quantity: 1 },
        products: { rule: 'include', productIds: [tea, 999_999], categoryIds: [cat!.id] },
      },
    });
    const res = await couponCall<CouponTemplateOut>(
      s,
      'Coupon/BuyDetails',
      { templateId: tpl.id },
      undefined,
      {
        headers: { 'x-locale': 'zh-CN' },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result.names).toEqual({
      products: [{ id: tea, name: '珍珠奶茶' }],
      categories: [{ id: cat!.id, name: '奶茶' }],
    });
    expect(res.body.Result.levelNames).toEqual(['白银']);
  });

  it('answers a guest 401, an unknown template 404, a bought template COUPON_NOT_FREE, and no store 400', async () => {
    const m = await memberSession(s.t);
    const paid = await insertTemplate(s.t, s.store, { price: 990 });
    expect((await couponCall(s, 'Coupon/Claim', { templateId: paid.id })).status).toBe(401);
    expect(await couponCall(s, 'Coupon/Claim', { templateId: 999_999 }, m.session)).toMatchObject({
      status: 404,
      body: { Code: 'COUPON_NOT_FOUND' },
    });
    expect(await couponCall(s, 'Coupon/Claim', { templateId: paid.id }, m.session)).toMatchObject({
      status: 422,
      body: { Code: 'COUPON_NOT_FREE' },
    });
    const bare = await s.t.call('Coupon/Claim', { templateId: paid.id }, { session: m.session });
    expect(bare).toMatchObject({ status: 400, body: { Code: 'CART_STORE_REQUIRED' } });
    expect((await couponCall(s, 'Coupon/Claim', { templateId: paid.id, extra: 1 }, m.session)).status).toBe(
      400,
    );
  });
});
