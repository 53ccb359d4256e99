import { couponEndpoints, type MemberCouponDetailOut, type MemberCouponOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberCoupons } from '../../db/schema/coupon.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { couponCall, couponSuite, insertTemplate } from './coupon-test-kit.ts';

type Mine = {
  coupons: MemberCouponOut[];
  total: number;
  counts: Record<'usable' | 'used' | 'expired', number>;
};

describe.each(dbTargets())('my coupons and a coupon’s detail on %s', (target) => {
  const s = couponSuite(target);
  const hours = (h: number) => new Date(s.t.clock.now().getTime() + h * 3_600_000);

  async function claimed(session: string, fields: Parameters<typeof insertTemplate>[2] = {}) {
    const tpl = await insertTemplate(s.t, s.store, fields);
    const res = await couponCall<{ coupon: MemberCouponOut }>(
      s,
      'Coupon/Claim',
      { templateId: tpl.id },
      session,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Result.coupon;
  }
  const mine = (session: string, tab?: string) =>
    couponCall<Mine>(s, 'Coupon/MyCoupons', tab ? { singletype: 0, tab } : { singletype: 0 }, session);
  const setRow = (id: number, set: Partial<typeof memberCoupons.$inferInsert>) =>
    s.t.db.update(memberCoupons).set(set).where(eq(memberCoupons.id, id));

  it('splits coupons into usable, used and expired tabs with their computed states', async () => {
    const m = await memberSession(s.t);
    const later = await claimed(m.session, {
      validity: { mode: 'fixed', startsAt: hours(24).toISOString(), endsAt: hours(240).toISOString() },
    });
    const soon = await claimed(m.session, { validity: { mode: 'days', from: 'receipt', days: 2 } });
    const plain = await claimed(m.session, { validity: { mode: 'days', from: 'receipt', days: 30 } });
    const held = await claimed(m.session);
    const used = await claimed(m.session);
    const gone = await claimed(m.session, { validity: { mode: 'days', from: 'receipt', days: 1 } });
    const off = await claimed(m.session);
    await setRow(held.id, { status: 'reserved' });
    await setRow(used.id, { status: 'used', usedAt: s.t.clock.now() });
    await setRow(off.id, { status: 'disabled' });
    s.t.clock.advance(25 * 3_600_000);

    const usable = await mine(m.session);
    expect(usable.status).toBe(200);
    expect(usable.body.Result.counts).toEqual({ usable: 4, used: 1, expired: 2 });
    // Soonest to expire first (plain and held end at the same instant: by id).
    expect(usable.body.Result.coupons.map((c) => [c.id, c.state])).toEqual([
      [soon.id, 'aboutToExpire'],
      [later.id, 'valid'],
      [plain.id, 'valid'],
      [held.id, 'reserved'],
    ]);
    const usedTab = await mine(m.session, 'used');
    expect(usedTab.body.Result.coupons.map((c) => [c.id, c.state])).toEqual([[used.id, 'used']]);
    const expired = await mine(m.session, 'expired');
    expect(expired.body.Result.coupons.map((c) => [c.id, c.state]).sort()).toEqual(
      [
        [gone.id, 'expired'],
        [off.id, 'disabled'],
      ].sort(),
    );
    expect(expired.body.Result.coupons.every((c) => !c.canTransfer)).toBe(true);
    expect(later.state).toBe('notYetEffective');
  });

  it('shows one coupon with its rule; another member’s coupon is not found', async () => {
    const m = await memberSession(s.t);
    const other = await memberSession(s.t);
    const coupon = await claimed(m.session);
    const res = await couponCall<MemberCouponDetailOut>(s, 'Coupon/Detail', { id: coupon.id }, m.session);
    expect(res.status).toBe(200);
    expect(res.body.Result).toMatchObject({
      id: coupon.id,
      code: coupon.code,
      rule: coupon.rule,
      openTransfer: null,
    });
    expect(await couponCall(s, 'Coupon/Detail', { id: coupon.id }, other.session)).toMatchObject({
      status: 404,
      body: { Code: 'COUPON_NOT_FOUND' },
    });
    expect((await mine(other.session)).body.Result.total).toBe(0);
  });

  it('asks a guest to log in and takes only singletype 0', async () => {
    const m = await memberSession(s.t);
    expect((await couponCall(s, 'Coupon/MyCoupons', { singletype: 0 })).status).toBe(401);
    expect((await couponCall(s, 'Coupon/Detail', { id: 1 })).status).toBe(401);
    expect((await couponCall(s, 'Coupon/MyCoupons', { singletype: 1 }, m.session)).status).toBe(400);
  });

  it('asks a guest to log in on every member call (valid bodies: the contract is checked first)', async () => {
    const token = 't'.repeat(32);
    const bodies: Record<string, unknown> = {
      claim: { templateId: 1 },
      buy: { templateId: 1, payMethod: 2, idempotencyKey: 'k'.repeat(16) },
      myCoupons: { singletype: 0 },
      detail: { id: 1 },
      exchange: { code: 'ABC' },
      shareGift: { id: 1 },
      cancelShare: { id: 1 },
      receiveTransfer: { token },
      transferRecords: {},
      loadCouponCardOrders: {},
      couponOrderDetail: { orderNo: '2026112510000001' },
      cancelCouponOrder: { orderNo: '2026112510000001' },
    };
    const memberOnly = Object.entries(couponEndpoints).filter(([, e]) => e.access === 'member');
    expect(memberOnly.map(([key]) => key).sort()).toEqual(Object.keys(bodies).sort());
    for (const [key, e] of memberOnly) {
      const res = await couponCall(s, e.path, bodies[key]);
      expect([e.path, res.status, res.body.Code]).toEqual([e.path, 401, 'NOT_LOGGED_IN']);
    }
    expect((await couponCall(s, 'Coupon/LoadCenter', {})).status).toBe(200);
    expect((await couponCall(s, 'Coupon/TransferPreview', { token })).body.Code).toBe(
      'COUPON_TRANSFER_LINK_INVALID',
    );
  });
});
