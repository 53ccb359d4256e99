import type { CouponTemplateOut, MemberCouponOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { createTestApp, suiteWorld } from '../../test/harness.ts';
import { couponTemplates } from '../schema/coupon.ts';
import { DEMO_EXCHANGE_CODE } from './coupons.ts';
import { loadDemoData } from './load-demo-data.ts';

describe('demo coupons', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('pglite');
    const { storeIds } = await loadDemoData(t.db);
    return { t, store: storeIds[0]! };
  });
  const call = <R>(path: string, body: unknown, session?: string) =>
    w.t.call<R>(path, body, { headers: { 'x-store-id': String(w.store) }, ...(session ? { session } : {}) });

  it('offers the plan’s coupons in four languages, once however often the demo loads', async () => {
    await loadDemoData(w.t.db);
    const rows = await w.t.db.select().from(couponTemplates);
    // The plan's eight and the two only the points mall gives (pointsmall.ts).
    expect(rows).toHaveLength(10);
    expect(rows.every((r) => /[\u4e00-\u9fff]/.test(r.translations['zh-CN']?.name ?? ''))).toBe(true);
    const centre = await w.t.call<{ coupons: CouponTemplateOut[] }>(
      'Coupon/LoadCenter',
      {},
      { headers: { 'x-store-id': String(w.store), 'x-locale': 'zh-CN' } },
    );
    expect(centre.body.Result.coupons.map((c) => c.name)).toEqual([
      '新会员礼：满20减5',
      '工作日下午85折',
      '满30免配送费',
      '珍珠奶茶买一送一',
      '满50减15优惠券',
    ]);
  });

  it('exchanges the README’s code once and lets a new member claim the gift', async () => {
    const m = await memberSession(w.t);
    const got = await call<{ coupon: MemberCouponOut }>(
      'Coupon/Exchange',
      { code: 'ambertea2026' },
      m.session,
    );
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.Result.coupon.name).toBe('Code gift: ¥10 off ¥30');
    expect((await call('Coupon/Exchange', { code: DEMO_EXCHANGE_CODE }, m.session)).body.Code).toBe(
      'COUPON_CODE_USED',
    );
    const centre = await call<{ coupons: CouponTemplateOut[] }>('Coupon/LoadCenter', {}, m.session);
    const gift = centre.body.Result.coupons.find((c) => c.newMembersOnly)!;
    expect(gift.canTake).toBe(true);
    expect((await call('Coupon/Claim', { templateId: gift.id }, m.session)).status).toBe(200);
  });
});
