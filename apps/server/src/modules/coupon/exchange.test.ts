import type { MemberCouponOut, SettlementPreviewOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { couponCodes } from '../../db/schema/coupon.ts';
import { insertProduct, memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { type CouponSuite, couponCall, couponSuite, couponsOf, insertTemplate } from './coupon-test-kit.ts';

let codeCounter = 0;

/** An exchange code of a new template (not in the centre), expiring when asked. */
async function makeCode(s: CouponSuite, expiresAt: Date | null = null) {
  const tpl = await insertTemplate(s.t, s.store, { showInCentre: false, total: null, claimLimit: null });
  codeCounter += 1;
  const code = `EX${process.pid}${codeCounter}`.toUpperCase();
  await s.t.db
    .insert(couponCodes)
    .values({ code, templateId: tpl.id, expiresAt, createdAt: s.t.clock.now() });
  return { code, tpl };
}

describe.each(dbTargets())('exchange codes on %s', (target) => {
  const s = couponSuite(target);
  const exchange = (session: string, code: string, address = '10.0.0.1') =>
    couponCall<{ coupon: MemberCouponOut }>(s, 'Coupon/Exchange', { code }, session, {
      headers: { 'x-forwarded-for': address },
    });

  it('exchanges a code once (as typed, in any case and spacing) for its template’s coupon', async () => {
    const m = await memberSession(s.t);
    const other = await memberSession(s.t);
    const { code, tpl } = await makeCode(s);
    const typed = ` ${code.slice(0, 3).toLowerCase()} ${code.slice(3)} `;
    const res = await exchange(m.session, typed);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result.coupon).toMatchObject({ templateId: tpl.id, source: 'exchange', state: 'valid' });
    expect(await exchange(m.session, code)).toMatchObject({
      status: 409,
      body: { Code: 'COUPON_CODE_USED' },
    });
    expect(await exchange(other.session, code)).toMatchObject({
      status: 409,
      body: { Code: 'COUPON_CODE_USED' },
    });
    expect(await couponsOf(s.t.db, other.memberId)).toEqual([]);
  });

  it('refuses a wrong code and an expired one', async () => {
    const m = await memberSession(s.t);
    const { code } = await makeCode(s, s.t.clock.now());
    expect(await exchange(m.session, code)).toMatchObject({
      status: 409,
      body: { Code: 'COUPON_CODE_EXPIRED' },
    });
    expect(await exchange(m.session, 'NOSUCHCODE')).toMatchObject({
      status: 422,
      body: { Code: 'COUPON_CODE_WRONG' },
    });
    expect((await couponCall(s, 'Coupon/Exchange', { code: '' }, m.session)).status).toBe(400);
    expect((await couponCall(s, 'Coupon/Exchange', { code })).status).toBe(401);
  });

  it('locks a member out after 10 wrong codes, even the right one, until the window passes', async () => {
    const m = await memberSession(s.t);
    const { code } = await makeCode(s);
    for (let i = 0; i < 10; i++)
      expect((await exchange(m.session, `WRONG${i}`, `10.1.0.${i}`)).body.Code).toBe('COUPON_CODE_WRONG');
    expect(await exchange(m.session, code, '10.1.1.1')).toMatchObject({
      status: 429,
      body: { Code: 'COUPON_CODE_LOCKED' },
    });
    s.t.clock.advance(15 * 60_000 + 1);
    expect((await exchange(m.session, code, '10.1.1.1')).status).toBe(200);
  });

  it('locks an address out after 30 wrong codes across members, in parallel too', async () => {
    const address = '10.2.0.1';
    const members = await Promise.all(Array.from({ length: 8 }, () => memberSession(s.t)));
    const tries = await Promise.all(
      Array.from({ length: 40 }, (_, i) => exchange(members[i % 8]!.session, `BAD${i}`, address)),
    );
    const codes = tries.map((r) => r.body.Code);
    expect(codes.filter((c) => c === 'COUPON_CODE_WRONG')).toHaveLength(30);
    expect(codes.filter((c) => c === 'COUPON_CODE_LOCKED')).toHaveLength(10);
    const fresh = await memberSession(s.t);
    const { code } = await makeCode(s);
    expect((await exchange(fresh.session, code, address)).body.Code).toBe('COUPON_CODE_LOCKED');
    expect((await exchange(fresh.session, code, '10.2.0.2')).status).toBe(200);
  });

  it('redeems an exchange code typed at settlement (order/ApplyCouponCode) and puts its coupon on the order', async () => {
    const m = await memberSession(s.t);
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    const { code, tpl } = await makeCode(s);
    const body = { orderMode: 'takeout', items: [{ ProductId: tea, ProductNum: 2 }], couponIds: [], code };
    const res = await couponCall<SettlementPreviewOut>(s, 'order/ApplyCouponCode', body, m.session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [coupon] = await couponsOf(s.t.db, m.memberId);
    expect(coupon).toMatchObject({ templateId: tpl.id, source: 'exchange', status: 'valid' });
    expect(res.body.Result.coupons.chosen).toEqual([coupon!.id]);
    expect(res.body.Result.summary.amount).toBe(25);
    const again = await couponCall(s, 'order/ApplyCouponCode', body, (await memberSession(s.t)).session);
    expect(again.body.Code).toBe('COUPON_CODE_USED');
  });
});
