import type { AddressOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld } from '../../test/harness.ts';
import { addAddress, myAddresses, yuyuanRoad } from './address-test-kit.ts';
import { findMemberAddress } from './index.ts';

/** A point a member pinned on /choose-location, a little off the known place 愚园路 168 号. */
const pin = { lat: 31.22231, lng: 121.43877 };

describe.each(dbTargets())('addresses pinned on the map on %s', (target) => {
  const w = suiteWorld(async () => ({ t: await createTestApp(target) }));

  it('stores the pinned point exactly, says it was pinned and gives it to other areas', async () => {
    const { session, memberId } = await memberSession(w.t);
    const res = await addAddress(w.t, session, { ...yuyuanRoad, position: pin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result.position).toEqual({ ...pin, precision: 'pinned' });
    expect((await myAddresses(w.t, session))[0]?.position).toEqual({ ...pin, precision: 'pinned' });
    const read = await findMemberAddress(w.t.db, memberId, res.body.Result.id);
    expect(read?.position).toEqual({ ...pin, precision: 'pinned' });
  });

  it('pins an existing address, and a later change without a pin places it by the geocoder again', async () => {
    const { session } = await memberSession(w.t);
    const a = (await addAddress(w.t, session)).body.Result;
    const pinned = await w.t.call<AddressOut>(
      'CustomerAddress/UpdateAddress',
      { id: a.id, position: pin },
      { session },
    );
    expect(pinned.status, JSON.stringify(pinned.body)).toBe(200);
    expect(pinned.body.Result.position).toEqual({ ...pin, precision: 'pinned' });
    const typed = await w.t.call<AddressOut>(
      'CustomerAddress/UpdateAddress',
      { id: a.id, detail: '某某小区 5 号楼' },
      { session },
    );
    expect(typed.body.Result.position).toMatchObject({ precision: 'district' });
  });

  it('still applies the region rules to a pinned address', async () => {
    const { session } = await memberSession(w.t);
    const res = await addAddress(w.t, session, { ...yuyuanRoad, districtCode: '', position: pin });
    expect([res.status, res.body.Code, res.body.Field]).toEqual([400, 'ADDRESS_REGION_REQUIRED', 'region']);
  });

  it('refuses a position out of range or not a number with 400 and the field, writing nothing', async () => {
    const { session } = await memberSession(w.t);
    const bad = [
      { lat: 91, lng: 121 },
      { lat: -90.5, lng: 121 },
      { lat: 31, lng: 180.1 },
      { lat: 31, lng: -181 },
      { lat: null, lng: 121 },
      { lat: '31', lng: 121 },
      { lat: 31 },
      { lat: 31, lng: 121, precision: 'place' },
    ];
    for (const position of bad) {
      const res = await addAddress(w.t, session, { ...yuyuanRoad, position });
      expect([res.status, res.body.Code], JSON.stringify(position)).toEqual([400, 'BAD_REQUEST']);
      expect(String(res.body.Field), JSON.stringify(position)).toMatch(/^position/);
    }
    expect(await myAddresses(w.t, session)).toEqual([]);
    const a = (await addAddress(w.t, session)).body.Result;
    const res = await w.t.call(
      'CustomerAddress/UpdateAddress',
      { id: a.id, position: { lat: 99, lng: 0 } },
      { session },
    );
    expect([res.status, res.body.Code]).toEqual([400, 'BAD_REQUEST']);
    expect(await myAddresses(w.t, session)).toEqual([a]);
  });

  it('answers 404 when pinning another member’s address, and changes nothing of it', async () => {
    const owner = await memberSession(w.t);
    const other = await memberSession(w.t);
    const a = (await addAddress(w.t, owner.session)).body.Result;
    const res = await w.t.call(
      'CustomerAddress/UpdateAddress',
      { id: a.id, position: pin },
      { session: other.session },
    );
    expect([res.status, res.body.Code]).toEqual([404, 'ADDRESS_NOT_FOUND']);
    expect(await myAddresses(w.t, owner.session)).toEqual([a]);
  });
});
