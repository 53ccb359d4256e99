import type { MemberCouponOut, PointsOrderOut, PointsProductOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../platform/auth/sessions.ts';
import { createTestApp, suiteWorld } from '../../test/harness.ts';
import { members } from '../schema/account/member.ts';
import { pointsmallProducts } from '../schema/pointsmall.ts';
import { demoMember } from './chain.ts';
import { loadDemoData } from './load-demo-data.ts';

type Mall = { products: PointsProductOut[]; categories: Array<{ name: string }>; points: number | null };

describe('demo points mall', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('pglite');
    const { storeIds } = await loadDemoData(t.db);
    return { t, store: storeIds[0]! };
  });
  const call = <R>(path: string, body: unknown, opts: { session?: string; locale?: string } = {}) =>
    w.t.call<R>(path, body, {
      headers: { 'x-store-id': String(w.store), ...(opts.locale ? { 'x-locale': opts.locale } : {}) },
      ...(opts.session ? { session: opts.session } : {}),
    });

  it('offers its shelves and products in four languages, once however often the demo loads', async () => {
    await loadDemoData(w.t.db);
    expect(await w.t.db.select().from(pointsmallProducts)).toHaveLength(6);
    const mall = await call<Mall>('PointsMall/LoadProducts', {}, { locale: 'zh-Hant' });
    expect(mall.body.Result.categories.map((c) => c.name)).toEqual(['飲品', '點心', '優惠券', '禮包']);
    expect(mall.body.Result.products.map((p) => p.name)).toEqual([
      '經典珍珠奶茶',
      '葡式蛋塔',
      '鳳梨酥禮盒',
      '滿20折5優惠券',
      '滿30折10優惠券',
      '茶友禮盒',
    ]);
    const box = mall.body.Result.products[2]!;
    expect(box.levelNames).toEqual(['黃金會員', '黑金會員']);
    const coupons = await call<Mall>('PointsMall/LoadProducts', { view: 'couponsPrice' }, { locale: 'es' });
    expect(coupons.body.Result.products.map((p) => p.name)).toEqual(['Cupón de 10 ¥ menos en 30 ¥']);
  });

  it('lets the demo member swap points for the ¥5 coupon, which shows in My coupons', async () => {
    const [member] = await w.t.db.select().from(members).where(eq(members.phone, demoMember.phone));
    const session = await createSession(w.t.db, w.t.clock, member!.id);
    const mall = await call<Mall>('PointsMall/LoadProducts', { view: 'coupons' }, { session });
    expect(mall.body.Result.points).toBe(demoMember.points);
    const five = mall.body.Result.products[0]!;
    const made = await call<PointsOrderOut>(
      'PointsMall/Exchange',
      { productId: five.id, ruleIndex: 0, payMethod: -1, idempotencyKey: 'demo-points-exchange-0001' },
      { session },
    );
    expect(made.body.Result).toMatchObject({ status: 'completed', points: 100 });
    const inChinese = await call<PointsOrderOut>(
      'PointsMall/OrderDetails',
      { orderNo: made.body.Result.orderNo },
      { session, locale: 'zh-CN' },
    );
    expect(inChinese.body.Result.name).toBe('满20减5优惠券');
    const mine = await call<{ coupons: MemberCouponOut[] }>(
      'Coupon/MyCoupons',
      { singletype: 0 },
      { session },
    );
    expect(mine.body.Result.coupons.filter((c) => c.source === 'points').map((c) => c.name)).toEqual([
      'Points mall: ¥5 off ¥20',
    ]);
  });

  it('delivers the gift area’s tea lover box for points, its points back included', async () => {
    const [member] = await w.t.db.select().from(members).where(eq(members.phone, demoMember.phone));
    const session = await createSession(w.t.db, w.t.clock, member!.id);
    const mall = await call<Mall>('PointsMall/LoadProducts', {}, { session });
    const box = mall.body.Result.products.find((p) => p.kind === 'package')!;
    const before = mall.body.Result.points!;
    const made = await call<PointsOrderOut>(
      'PointsMall/Exchange',
      { productId: box.id, ruleIndex: 0, payMethod: -1, idempotencyKey: 'demo-points-exchange-0002' },
      { session },
    );
    expect(made.body.Result).toMatchObject({ status: 'completed', kind: 'package', points: 900 });
    const after = await call<Mall>('PointsMall/LoadProducts', {}, { session });
    expect(after.body.Result.points).toBe(before - 900 + 50);
  });
});
