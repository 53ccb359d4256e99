import type { MemberCouponOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { couponUseCounts } from '../../db/schema/coupon.ts';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { dbTargets, TEST_STAFF_TOKEN } from '../../test/harness.ts';
import { cashRule, couponCall, couponSuite, couponsOf, insertTemplate } from './coupon-test-kit.ts';

describe.each(dbTargets())('coupons used at the counter and withdrawn by staff on %s', (target) => {
  const s = couponSuite(target);
  const staff = async (url: string, payload: unknown = {}) => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/staff/${url}`,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      payload: payload as object,
    });
    return { status: res.statusCode, body: res.json() };
  };
  async function held(fields: Parameters<typeof insertTemplate>[2] = {}) {
    const m = await memberSession(s.t);
    const tpl = await insertTemplate(s.t, s.store, { claimLimit: null, ...fields });
    const claim = () =>
      couponCall<{ coupon: MemberCouponOut }>(s, 'Coupon/Claim', { templateId: tpl.id }, m.session);
    return { ...m, tpl, coupon: (await claim()).body.Result.coupon, claim };
  }

  it('uses a coupon shown at the counter once, by its code in any case, and counts the use', async () => {
    const h = await held({ rule: { ...cashRule, usesPerDay: 1 } });
    const used = await staff('coupons/use', {
      code: h.coupon.code.toLowerCase(),
      storeId: s.store,
      spend: 20,
    });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.Result).toMatchObject({ id: h.coupon.id, name: 'Five off twenty' });
    expect((await couponsOf(s.t.db, h.memberId)).map((c) => c.status)).toEqual(['used']);
    expect(await s.t.db.select().from(couponUseCounts)).toEqual(
      expect.arrayContaining([expect.objectContaining({ memberId: h.memberId, uses: 1 })]),
    );
    const again = await staff('coupons/use', { code: h.coupon.code, storeId: s.store, spend: 20 });
    expect([again.status, again.body.Code, again.body.Reason]).toEqual([409, 'COUPON_UNAVAILABLE', 'USED']);
    // A second coupon of the template the same day passes the rule's one use a day.
    const second = (await h.claim()).body.Result.coupon;
    const limited = await staff('coupons/use', { code: second.code, storeId: s.store, spend: 25.5 });
    expect([limited.status, limited.body.Reason]).toEqual([409, 'USE_LIMIT_DAY']);
    expect((await couponsOf(s.t.db, h.memberId)).map((c) => c.status)).toEqual(['used', 'valid']);
  });

  it('holds a coupon with a minimum spend to the ticket the cashier gives, and uses one without it plainly', async () => {
    const h = await held();
    const use = (extra: object) => staff('coupons/use', { code: h.coupon.code, storeId: s.store, ...extra });
    expect((await use({})).body).toMatchObject({ Code: 'COUPON_UNAVAILABLE', Reason: 'SPEND_REQUIRED' });
    expect((await use({ spend: 19.99 })).body).toMatchObject({ Reason: 'BELOW_MINIMUM', Short: 1 });
    for (const spend of [-5, 0, 10.005, '20']) expect((await use({ spend })).status).toBe(400);
    expect((await couponsOf(s.t.db, h.memberId)).map((c) => c.status)).toEqual(['valid']);
    expect((await use({ spend: 20 })).status).toBe(200);

    const open = await held({ rule: { ...cashRule, requireAmount: 0 } });
    const plain = await staff('coupons/use', { code: open.coupon.code, storeId: s.store });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
  });

  it('refuses an online-only coupon, another store’s, an unknown code, one outside its hours, and an expired one', async () => {
    const online = await held({ rule: { ...cashRule, scope: 'online' } });
    expect((await staff('coupons/use', { code: online.coupon.code, storeId: s.store })).body.Reason).toBe(
      'WRONG_SCOPE',
    );
    const other = await insertStore(s.t.db);
    expect((await staff('coupons/use', { code: online.coupon.code, storeId: other })).body.Code).toBe(
      'COUPON_NOT_FOUND',
    );
    expect((await staff('coupons/use', { code: 'NOSUCHCODE', storeId: s.store })).status).toBe(404);
    // 10:00 UTC is 18:00 in Shanghai.
    const morning = await held({ rule: { ...cashRule, timeSlots: [{ from: '08:00', to: '11:00' }] } });
    expect((await staff('coupons/use', { code: morning.coupon.code, storeId: s.store })).body.Reason).toBe(
      'WRONG_TIME',
    );
    const short = await held({ validity: { mode: 'days', from: 'receipt', days: 1 } });
    s.t.clock.advance(24 * 3_600_000);
    expect((await staff('coupons/use', { code: short.coupon.code, storeId: s.store })).body.Code).toBe(
      'COUPON_EXPIRED',
    );
  });

  it('withdraws a valid coupon (disabled, in the expired tab) and leaves a used one alone', async () => {
    const h = await held();
    const off = await staff(`coupons/${h.coupon.id}/disable`);
    expect(off.body.Result).toMatchObject({ id: h.coupon.id, status: 'disabled' });
    const mine = await couponCall<{ coupons: MemberCouponOut[] }>(
      s,
      'Coupon/MyCoupons',
      { singletype: 0, tab: 'expired' },
      h.session,
    );
    expect(mine.body.Result.coupons.map((c) => [c.id, c.state])).toEqual([[h.coupon.id, 'disabled']]);
    expect((await staff(`coupons/${h.coupon.id}/disable`)).body.Reason).toBe('DISABLED');
    expect((await staff('coupons/999999/disable')).status).toBe(404);
  });
});
