import type { StoreSummary } from '@shop/contracts';
import { distanceInMeters } from '@shop/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { stores } from '../../db/schema/store.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { defaultStoreId } from './chain-service.ts';
import { invalidateStore } from './store-records.ts';

type Page = { items: StoreSummary[]; total: number; pageIndex: number; hasMore: boolean };

// Points in Shanghai: beside the (temporarily closed) Xintiandi shop, and across the river in Lujiazui.
const XINTIANDI = { latitude: 31.2197, longitude: 121.4749 };
const LUJIAZUI = { latitude: 31.2385, longitude: 121.5005 };

describe.each(dbTargets())('nearby stores on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
  });
  afterAll(() => t.close());

  it('finds the nearest store that takes orders, skipping a temporarily closed one', async () => {
    const res = await t.call<StoreSummary>('Store/NearestStore', XINTIANDI);
    expect(res.status).toBe(200);
    const [open] = await t.db.select().from(stores).where(eq(stores.id, ids.open));
    const [resv] = await t.db.select().from(stores).where(eq(stores.id, ids.reservationOnly));
    const toOpen = distanceInMeters(XINTIANDI, { latitude: open!.latitude!, longitude: open!.longitude! });
    const toResv = distanceInMeters(XINTIANDI, { latitude: resv!.latitude!, longitude: resv!.longitude! });
    expect(res.body.Result.storeId).toBe(toOpen < toResv ? ids.open : ids.reservationOnly);
    expect(res.body.Result.distanceInMeter).toBe(Math.min(toOpen, toResv));
    const near = await t.call<StoreSummary>('Store/NearestStore', LUJIAZUI);
    expect(near.body.Result).toMatchObject({ storeId: ids.reservationOnly, storeStatus: 'reservation_only' });
    expect(near.body.Result.distanceInMeter).toBeLessThan(200);
  });

  it('answers STORE_NOT_FOUND when every store is closed', async () => {
    const shops = [ids.open, ids.reservationOnly];
    await t.db.update(stores).set({ status: 'closed' }).where(inArray(stores.id, shops));
    for (const id of shops) invalidateStore(t.db, id);
    const res = await t.call('Store/NearestStore', XINTIANDI, {
      headers: { 'x-store-id': String(ids.open) },
    });
    expect(res.status).toBe(404);
    expect(res.body.Code).toBe('STORE_NOT_FOUND');
    expect(await defaultStoreId(t.db, t.clock)).toBe(ids.hq);
    await t.db.update(stores).set({ status: 'open' }).where(eq(stores.id, ids.open));
    await t.db.update(stores).set({ status: 'reservation_only' }).where(eq(stores.id, ids.reservationOnly));
    for (const id of shops) invalidateStore(t.db, id);
  });

  it('lists the chain nearest first with distances, closed stores included', async () => {
    const res = await t.call<Page>('Store/NearbyStoreList', { ...LUJIAZUI, pageIndex: 1, pageSize: 20 });
    expect(res.status).toBe(200);
    const { items, total, hasMore } = res.body.Result;
    expect(total).toBe(3);
    expect(hasMore).toBe(false);
    expect(items[0]!.storeId).toBe(ids.reservationOnly);
    const distances = items.map((s) => s.distanceInMeter!);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(items.find((s) => s.storeId === ids.tempClosed)).toMatchObject({ isBizClosed: true });
    expect(items.some((s) => s.storeId === ids.hq)).toBe(false);
  });

  it('lists by id without a position, pages, filters and ignores stores', async () => {
    const all = (await t.call<Page>('Store/NearbyStoreList', { pageIndex: 1, pageSize: 20 })).body.Result;
    expect(all.items.map((s) => s.storeId)).toEqual([ids.open, ids.tempClosed, ids.reservationOnly]);
    expect(all.items.every((s) => s.distanceInMeter === null)).toBe(true);
    const p2 = (await t.call<Page>('Store/NearbyStoreList', { pageIndex: 2, pageSize: 1 })).body.Result;
    expect(p2).toMatchObject({ total: 3, pageIndex: 2, hasMore: true });
    expect(p2.items.map((s) => s.storeId)).toEqual([ids.tempClosed]);
    const pudong = await t.call<Page>('Store/NearbyStoreList', {
      pageIndex: 1,
      pageSize: 20,
      filter: '  PUDONG ',
    });
    expect(pudong.body.Result.items.map((s) => s.storeId)).toEqual([ids.reservationOnly]);
    const ignored = await t.call<Page>('Store/NearbyStoreList', {
      pageIndex: 1,
      pageSize: 20,
      ignoreStoreIds: [ids.open, ids.tempClosed],
      forMiniAppOnly: true,
    });
    expect(ignored.body.Result.items.map((s) => s.storeId)).toEqual([ids.reservationOnly]);
  });

  it('opens the app with the first open store of the chain', async () => {
    expect(await defaultStoreId(t.db, t.clock)).toBe(ids.open);
  });

  it('rejects bad input with 400', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['Store/NearestStore', { latitude: 91, longitude: 121 }, 'latitude'],
      ['Store/NearestStore', { latitude: 31 }, 'longitude'],
      ['Store/NearestStore', { latitude: '31', longitude: 121 }, 'latitude'],
      ['Store/NearestStore', { latitude: 31, longitude: 121, x: 1 }, 'body'],
      ['Store/NearbyStoreList', { pageIndex: 1, pageSize: 21 }, 'pageSize'],
      ['Store/NearbyStoreList', { pageIndex: 0, pageSize: 20 }, 'pageIndex'],
      ['Store/NearbyStoreList', { pageIndex: 1.5, pageSize: 20 }, 'pageIndex'],
      ['Store/NearbyStoreList', { pageIndex: 1, pageSize: 20, latitude: 31 }, 'longitude'],
      ['Store/NearbyStoreList', { pageIndex: 1, pageSize: 20, filter: 'x'.repeat(51) }, 'filter'],
      ['Store/NearbyStoreList', { pageIndex: 1, pageSize: 20, ignoreStoreIds: [-3] }, 'ignoreStoreIds.0'],
    ];
    for (const [path, body, field] of cases) {
      const res = await t.call(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body).toMatchObject({ Code: 'BAD_REQUEST', Field: field });
    }
  });
});
