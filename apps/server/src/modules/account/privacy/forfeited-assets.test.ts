import { fromMinor, openCouponConditions } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberCoupons } from '../../../db/schema/coupon.ts';
import { giftEntitlements } from '../../../db/schema/gift.ts';
import { createTestApp, dbTargets, type TestApp } from '../../../test/harness.ts';
import { couponsOf, insertTemplate } from '../../coupon/coupon-test-kit.ts';
import { deliverGifts } from '../../gift/index.ts';
import { privacyCall as call, richMember } from './privacy-test-kit.ts';

type Figures = { isLogin: true; userInfo: { money: number; point: number } };

describe.each(dbTargets())('what deregistration forfeits and the member centre counts, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  /**
   * The rich member (¥120.00, 80 points) given one gift: four ¥5 cash coupons (one used since, one expired), an ¥8
   * one, a 10 %-off one, and three cups of tea to collect (one collected since).
   */
  async function memberWithEverything() {
    const m = await richMember(t);
    const five = await insertTemplate(t, null);
    const eight = await insertTemplate(t, null, {
      rule: { ...openCouponConditions(), kind: 'cash', requireAmount: 0, backAmount: 800 },
    });
    const tenOff = await insertTemplate(t, null, {
      rule: {
        ...openCouponConditions(),
        kind: 'discount',
        requireAmount: 0,
        rate: 90,
        maxDiscountableQuantity: null,
        maxDiscount: null,
      },
    });
    await t.db.transaction((tx) =>
      deliverGifts(tx, {
        memberId: m.memberId,
        storeId: null,
        source: { kind: 'staff', ref: `forfeit-${m.memberId}` },
        at: t.clock.now(),
        items: [
          { giftType: 2, quantity: 4, giftInfo: { templateId: five.id } },
          { giftType: 2, quantity: 1, giftInfo: { templateId: eight.id } },
          { giftType: 2, quantity: 1, giftInfo: { templateId: tenOff.id } },
          { giftType: 4, quantity: 3, giftInfo: { name: 'Cup of tea' } },
        ],
      }),
    );
    const fives = (await couponsOf(t.db, m.memberId)).filter((c) => c.templateId === five.id);
    await t.db
      .update(memberCoupons)
      .set({ status: 'used', usedAt: t.clock.now() })
      .where(eq(memberCoupons.id, fives[0]!.id));
    const day = 24 * 60 * 60 * 1000;
    const now = t.clock.now().getTime();
    await t.db
      .update(memberCoupons)
      .set({ validFrom: new Date(now - 2 * day), validUntil: new Date(now - day) })
      .where(eq(memberCoupons.id, fives[1]!.id));
    await t.db.update(giftEntitlements).set({ honoured: 1 }).where(eq(giftEntitlements.memberId, m.memberId));
    return m;
  }

  it('lists the balance, points, coupons held with their cash face value and gift items still to collect', async () => {
    const m = await memberWithEverything();
    const res = await call.assets(t, m.session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result.assets).toEqual([
      { kind: 'balance', unit: 'money', amount: 120, name: '余额' },
      { kind: 'points', unit: 'count', amount: 80, name: '积分' },
      { kind: 'coupons', unit: 'count', amount: 4, name: '优惠券', value: fromMinor(500 + 500 + 800) },
      { kind: 'giftItems', unit: 'count', amount: 2, name: '赠品' },
      { kind: 'cards', unit: 'count', amount: 0, name: '卡' },
      { kind: 'prepaidCards', unit: 'money', amount: 0, name: '储值卡余额' },
      { kind: 'shoppingCards', unit: 'money', amount: 0, name: '购物卡余额' },
      { kind: 'partnerPending', unit: 'money', amount: 0, name: '待结算收益' },
      { kind: 'partnerWithdrawable', unit: 'money', amount: 0, name: '可提现收益' },
    ]);
  });

  it('shows the member centre the same balance and points as the forfeited list', async () => {
    const m = await memberWithEverything();
    const [centre, forfeited] = await Promise.all([
      t.call<Figures>(
        'customeraccount/FindLoginInfo',
        { storeId: 1, showCardAge: true, isMemCenter: true },
        { session: m.session },
      ),
      call.assets(t, m.session),
    ]);
    const amountOf = (kind: string) => forfeited.body.Result.assets.find((a) => a.kind === kind)?.amount;
    expect(centre.body.Result.userInfo).toMatchObject({ money: 120, point: 80 });
    expect(centre.body.Result.userInfo.money).toBe(amountOf('balance'));
    expect(centre.body.Result.userInfo.point).toBe(amountOf('points'));
  });
});
