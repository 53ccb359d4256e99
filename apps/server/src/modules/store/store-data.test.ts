import type { StoreInfo } from '@shop/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { stores } from '../../db/schema/store.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { invalidateStore } from './store-records.ts';

// The harness clock starts at 2026-11-21T10:00:00Z: Saturday 18:00 in Shanghai.
const SHANGHAI_2330 = new Date('2026-11-21T15:30:00Z');
// Monday 10:00 in Shanghai: within the headquarters' weekday hours (09:00–18:00).
const SHANGHAI_MONDAY_1000 = new Date('2026-11-23T02:00:00Z');

describe.each(dbTargets())('store data on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
  });
  afterAll(() => t.close());

  const fast = (body: Record<string, unknown>, session?: string) =>
    t.call<StoreInfo>('store/GetStoreDataFast', body, { session });

  it('returns the store info, settings and banners of an open store', async () => {
    const res = await fast({ storeId: ids.open });
    expect(res.status).toBe(200);
    const s = res.body.Result;
    expect(s).toMatchObject({
      storeId: ids.open,
      storeUserId: ids.open,
      parentStoreUserId: ids.hq,
      storeStatus: 'open',
      isBizClosed: false,
      isOutBizTime: false,
      isChainStore: true,
      currency: '¥',
      AllowStockBelowZero: false,
      isCustomer: false,
      latitude: null,
      longitude: null,
      timezone: 'Asia/Shanghai',
    });
    expect(s.storeName).toContain("Jing'an");
    expect(s.settings).toMatchObject({
      storeId: ids.open,
      themeColor: '#FE9A69',
      storeMode: 'RegularOrder',
      storeModeValue: 'takeout',
      loginOptions: ['sms', 'password', 'email', 'guest'],
      minStartPrice: 2000,
      isHeadquarters: false,
    });
    expect(s.banners).toHaveLength(3);
    expect(s.banners[0]!.imageUrl).toMatch(/^\/media\/banners\/.+\.svg$/);
    expect(s.banners[0]!.link).toMatchObject({ type: 'category' });
    expect(s.openingHours).toHaveLength(7);
    expect('pointRule' in s).toBe(false);
  });

  it('adds the position and point rule only when asked', async () => {
    const s = (await fast({ storeId: ids.open, includeLatLon: true, includePointRule: true })).body.Result;
    expect(s.latitude).toBeCloseTo(31.2243, 4);
    expect(s.longitude).toBeCloseTo(121.446, 3);
    expect(s.pointRule).toEqual({ pointsPerYuan: 1, pointsPerYuanOff: 100 });
  });

  it('reports an open store outside its hours as isOutBizTime, by the store time zone', async () => {
    t.clock.set(SHANGHAI_2330);
    const late = (await fast({ storeId: ids.hq })).body.Result;
    expect(late).toMatchObject({ storeStatus: 'open', isBizClosed: false, isOutBizTime: true });
    // The default shop is open around the clock.
    expect((await fast({ storeId: ids.open })).body.Result.isOutBizTime).toBe(false);
    t.clock.set(SHANGHAI_MONDAY_1000);
    expect((await fast({ storeId: ids.hq })).body.Result.isOutBizTime).toBe(false);
    t.clock.set(new Date('2026-11-21T10:00:00Z'));
  });

  it('reports temporarily closed and reservation-only stores', async () => {
    expect((await fast({ storeId: ids.tempClosed })).body.Result).toMatchObject({
      storeStatus: 'temp_closed',
      isBizClosed: true,
      isOutBizTime: false,
    });
    expect((await fast({ storeId: ids.reservationOnly })).body.Result).toMatchObject({
      storeStatus: 'reservation_only',
      isBizClosed: false,
    });
  });

  it('marks the headquarters and knows a logged-in member unless igornVipCheck', async () => {
    const hq = (await fast({ storeId: ids.hq })).body.Result;
    expect(hq.settings.isHeadquarters).toBe(true);
    expect(hq.parentStoreUserId).toBeNull();
    const token = await createSession(t.db, t.clock, ids.memberId);
    expect((await fast({ storeId: ids.open }, token)).body.Result.isCustomer).toBe(true);
    expect((await fast({ storeId: ids.open, igornVipCheck: true }, token)).body.Result.isCustomer).toBe(
      false,
    );
  });

  it('answers GetStoreDataById with the same store', async () => {
    const res = await t.call<StoreInfo>('store/GetStoreDataById', { userId: ids.reservationOnly });
    expect(res.status).toBe(200);
    expect(res.body.Result).toMatchObject({ storeId: ids.reservationOnly, storeStatus: 'reservation_only' });
    expect(res.body.Result.latitude).not.toBeNull();
  });

  it('refuses an unknown store with STORE_NOT_FOUND', async () => {
    for (const [path, body] of [
      ['store/GetStoreDataFast', { storeId: 999_999 }],
      ['store/GetStoreDataById', { userId: 999_999 }],
    ] as const) {
      const res = await t.call(path, body);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ Success: false, Code: 'STORE_NOT_FOUND', Result: null });
      expect(res.body.Message).toBe('门店不存在');
    }
  });

  it('sees a changed store after invalidation or once the short cache expires', async () => {
    expect((await fast({ storeId: ids.open })).body.Result.storeStatus).toBe('open');
    await t.db.update(stores).set({ status: 'closed' }).where(eq(stores.id, ids.open));
    // Still cached: a change shows within the cache's life, not necessarily at once.
    expect((await fast({ storeId: ids.open })).body.Result.storeStatus).toBe('open');
    t.clock.advance(11_000);
    expect((await fast({ storeId: ids.open })).body.Result).toMatchObject({
      storeStatus: 'closed',
      isBizClosed: true,
    });
    await t.db.update(stores).set({ status: 'open' }).where(eq(stores.id, ids.open));
    invalidateStore(t.db, ids.open);
    expect((await fast({ storeId: ids.open })).body.Result.storeStatus).toBe('open');
  });

  it('rejects bad input with 400 naming the field, and writes nothing', async () => {
    const before = await t.db.select({ n: count() }).from(stores);
    const cases: Array<[string, unknown, string]> = [
      ['store/GetStoreDataFast', { storeId: '1000' }, 'storeId'],
      ['store/GetStoreDataFast', { storeId: -1 }, 'storeId'],
      ['store/GetStoreDataFast', { storeId: 1.5 }, 'storeId'],
      ['store/GetStoreDataFast', { storeId: 2 ** 31 }, 'storeId'],
      ['store/GetStoreDataFast', {}, 'storeId'],
      ['store/GetStoreDataFast', { storeId: ids.open, includeLatLon: 'yes' }, 'includeLatLon'],
      ['store/GetStoreDataFast', { storeId: ids.open, extra: 1 }, 'body'],
      ['store/GetStoreDataById', { userId: 0 }, 'userId'],
      ['store/GetStoreDataById', { userId: ids.open, storeId: ids.open }, 'body'],
    ];
    for (const [path, body, field] of cases) {
      const res = await t.call(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ Success: false, Code: 'BAD_REQUEST', Field: field });
    }
    expect(await t.db.select({ n: count() }).from(stores)).toEqual(before);
  });
});
