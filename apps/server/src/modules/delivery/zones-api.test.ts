import { headerNames } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberAddresses } from '../../db/schema/address.ts';
import { dbTargets } from '../../test/harness.ts';
import { addAddress } from '../address/address-test-kit.ts';
import {
  deliverySuite,
  FAR_POINT,
  INNER_POINT,
  JINGAN,
  jinganSquare,
  jinganZones,
  newMember,
  type Out,
  RING_POINT,
  setZones,
  staffCall,
} from './delivery-test-kit.ts';
import { zoneFor } from './index.ts';

describe.each(dbTargets())('delivery zones and coverage on %s', (target) => {
  const w = deliverySuite(target);

  it('GetStoreTakeawayZones answers the zones in sort order with the store position', async () => {
    const res = await w.t.call<Out<'getStoreTakeawayZones'>>('Store/GetStoreTakeawayZones', {
      storeId: w.jingan,
    });
    expect(res.status).toBe(200);
    const { store, zones } = res.body.Result;
    expect(store).toEqual(JINGAN);
    expect(zones.map((z) => [z.kind, z.fee, z.minDeliveryPrice, z.deliveryMinutes])).toEqual([
      ['polygon', 3, 20, 30],
      ['radius', 8, 40, 50],
    ]);
    expect(zones[0]?.polygon).toEqual(jinganSquare);
    expect(zones[1]).toMatchObject({ centre: JINGAN, maxMeters: 5000, minMeters: 0 });
  });

  it('GetStoreTakeawayZones refuses bad input and unknown stores', async () => {
    expect((await w.t.call('Store/GetStoreTakeawayZones', {})).status).toBe(400);
    expect((await w.t.call('Store/GetStoreTakeawayZones', { storeId: 'x' })).status).toBe(400);
    const unknown = await w.t.call('Store/GetStoreTakeawayZones', { storeId: 999_999 });
    expect([unknown.status, unknown.body.Code]).toEqual([404, 'STORE_NOT_FOUND']);
  });

  it('CheckAddressReliability finds the inner zone first, the ring further out, and refuses outside', async () => {
    const inner = await w.t.call<Out<'checkAddressReliability'>>('Store/CheckAddressReliability', {
      storeId: w.jingan,
      ...INNER_POINT,
    });
    expect(inner.body.Result.zone).toMatchObject({ kind: 'polygon', fee: 3 });
    const ring = await w.t.call<Out<'checkAddressReliability'>>('Store/CheckAddressReliability', {
      storeId: w.jingan,
      ...RING_POINT,
    });
    expect(ring.body.Result.zone).toMatchObject({ kind: 'radius', fee: 8, minDeliveryPrice: 40 });
    expect(ring.body.Result.distanceInMeter).toBeGreaterThan(4000);
    const far = await w.t.call('Store/CheckAddressReliability', { storeId: w.jingan, ...FAR_POINT });
    expect([far.status, far.body.Code, far.body.Message]).toEqual([
      422,
      'DELIVERY_OUT_OF_RANGE',
      '超出配送范围',
    ]);
  });

  it('CheckAddressReliability refuses bad input; an address id needs a member and their own address', async () => {
    const bad = [
      { storeId: w.jingan, latitude: 91, longitude: 121 },
      { storeId: w.jingan, latitude: 31 },
      { storeId: w.jingan, latitude: 31, longitude: 121, addressId: 1 },
      { latitude: 31, longitude: 121 },
    ];
    for (const body of bad) expect((await w.t.call('Store/CheckAddressReliability', body)).status).toBe(400);
    const guest = await w.t.call('Store/CheckAddressReliability', { storeId: w.jingan, addressId: 1 });
    expect(guest.status).toBe(401);
    const owner = await newMember(w);
    const { session } = await newMember(w);
    const added = await addAddress(w.t, owner.session);
    const addressId = added.body.Result.id;
    const other = await w.t.call(
      'Store/CheckAddressReliability',
      { storeId: w.jingan, addressId },
      { session },
    );
    expect(other.status).toBe(404);
    const unknown = await w.t.call(
      'Store/CheckAddressReliability',
      { storeId: w.jingan, addressId: 424242 },
      { session },
    );
    expect(unknown.status).toBe(404);
    // The owner's address, placed in the inner square, then somewhere no zone reaches, then nowhere at all.
    const check = () =>
      w.t.call<Out<'checkAddressReliability'>>(
        'Store/CheckAddressReliability',
        { storeId: w.jingan, addressId },
        { session: owner.session },
      );
    const place = (lat: number | null, lng: number | null) =>
      w.t.db
        .update(memberAddresses)
        .set({ lat, lng, precision: lat === null ? null : 'place' })
        .where(eq(memberAddresses.id, addressId));
    await place(INNER_POINT.latitude, INNER_POINT.longitude);
    expect((await check()).body.Result.zone).toMatchObject({ kind: 'polygon', fee: 3 });
    await place(FAR_POINT.latitude, FAR_POINT.longitude);
    expect((await check()).body.Code).toBe('DELIVERY_OUT_OF_RANGE');
    await place(null, null);
    expect((await check()).body.Code).toBe('DELIVERY_OUT_OF_RANGE');
  });

  it('GetBestFitStore picks the nearest open store whose zone covers the point', async () => {
    const near = await w.t.call<Out<'getBestFitStore'>>('Store/GetBestFitStore', INNER_POINT);
    expect(near.body.Result).toMatchObject({ storeId: w.nearby, zone: { fee: 2 } });
    // Pudong is nearer to the ring point but temporarily closed.
    const ring = await w.t.call<Out<'getBestFitStore'>>('Store/GetBestFitStore', RING_POINT);
    expect(ring.body.Result).toMatchObject({ storeId: w.jingan, zone: { fee: 8 } });
    const far = await w.t.call('Store/GetBestFitStore', FAR_POINT);
    expect([far.status, far.body.Code]).toEqual([422, 'DELIVERY_OUT_OF_RANGE']);
    expect((await w.t.call('Store/GetBestFitStore', { latitude: 'a', longitude: 1 })).status).toBe(400);
  });

  it('GetDispatchOrderStores lists every covering store nearest first, closed ones included', async () => {
    const res = await w.t.call<Out<'getDispatchOrderStores'>>('order/GetDispatchOrderStores', RING_POINT, {
      headers: { [headerNames.storeId]: String(w.jingan) },
    });
    const stores = res.body.Result.stores;
    expect(stores.map((s) => s.storeId)).toEqual([w.pudong, w.jingan]);
    expect(stores[0]).toMatchObject({ isBizClosed: true, zone: { fee: 5 } });
    expect(stores[0]!.distanceInMeter).toBeLessThan(stores[1]!.distanceInMeter);
    const none = await w.t.call<Out<'getDispatchOrderStores'>>('order/GetDispatchOrderStores', FAR_POINT);
    expect(none.body.Result.stores).toEqual([]);
    expect((await w.t.call('order/GetDispatchOrderStores', { latitude: 1 })).status).toBe(400);
  });

  it('zoneFor (the public face) answers the covering zone in minor units, or null', async () => {
    const deps = { db: w.t.db, clock: w.t.clock };
    const inner = await zoneFor(deps, w.jingan, { lat: INNER_POINT.latitude, lng: INNER_POINT.longitude });
    expect(inner).toMatchObject({ kind: 'polygon', fee: 300, minDeliveryPrice: 2000, deliveryMinutes: 30 });
    expect(await zoneFor(deps, w.jingan, { lat: FAR_POINT.latitude, lng: FAR_POINT.longitude })).toBeNull();
    expect(await zoneFor(deps, 999_999, { lat: 31, lng: 121 })).toBeNull();
  });

  it('staff replace zones: validated, and the cached copy is forgotten at once', async () => {
    const bad = [
      [
        {
          kind: 'polygon',
          polygon: [
            [121, 31],
            [121.1, 31],
          ],
          fee: 1,
          deliveryMinutes: 10,
        },
      ],
      [
        {
          kind: 'polygon',
          polygon: [
            [121, 31],
            [121.1, 31],
            [121, 91],
          ],
          fee: 1,
          deliveryMinutes: 10,
        },
      ],
      [{ kind: 'radius', maxMeters: 1000, fee: -1, deliveryMinutes: 10 }],
      [{ kind: 'radius', maxMeters: 1000, fee: 1.234, deliveryMinutes: 10 }],
      [{ kind: 'radius', maxMeters: 1000, minMeters: 2000, fee: 1, deliveryMinutes: 10 }],
      [{ kind: 'radius', maxMeters: 1000, fee: 1, deliveryMinutes: 0 }],
      [{ kind: 'circle', maxMeters: 1000, fee: 1, deliveryMinutes: 10 }],
      'nope',
    ];
    for (const zones of bad) expect((await setZones(w.t, w.nearby, zones)).status).toBe(400);
    expect((await setZones(w.t, 999_999, [])).status).toBe(404);
    // Read once (cached), then widen the ring: the next read sees it.
    const before = await w.t.call<Out<'checkAddressReliability'>>('Store/CheckAddressReliability', {
      storeId: w.nearby,
      ...RING_POINT,
    });
    expect(before.status).toBe(422);
    const saved = await setZones(w.t, w.nearby, [
      { kind: 'radius', maxMeters: 10_000, fee: 9.5, deliveryMinutes: 60 },
    ]);
    expect(saved.body.Result.zones[0]).toMatchObject({ fee: 9.5, maxMeters: 10_000 });
    const after = await w.t.call<Out<'checkAddressReliability'>>('Store/CheckAddressReliability', {
      storeId: w.nearby,
      ...RING_POINT,
    });
    expect(after.body.Result.zone.fee).toBe(9.5);
    const listed = await staffCall(w.t, 'GET', `stores/${w.nearby}/zones`);
    expect(listed.body.Result.zones).toHaveLength(1);
    await setZones(w.t, w.nearby, [{ kind: 'radius', maxMeters: 1000, fee: 2, deliveryMinutes: 20 }]);
    await setZones(w.t, w.jingan, jinganZones);
  });
});
