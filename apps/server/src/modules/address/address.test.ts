import type { AddressOut, PositionOut, RegionEntry, RegionOut } from '@shop/contracts';
import { maxAddressesPerMember } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld } from '../../test/harness.ts';
import { addAddress, myAddresses, yuyuanRoad } from './address-test-kit.ts';
import { addressSnapshot, findDefaultAddress, findMemberAddress } from './index.ts';

describe.each(dbTargets())('delivery addresses on %s', (target) => {
  const w = suiteWorld(async () => ({ t: await createTestApp(target) }));

  it('saves an address with its region names and a position from a known place, as the first default', async () => {
    const { session } = await memberSession(w.t);
    const res = await addAddress(w.t, session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result).toMatchObject({
      receiver: '王小明',
      phone: '13912345678',
      province: '上海市',
      city: '上海市',
      district: '静安区',
      region: '上海市静安区',
      addr: '上海市静安区 愚园路 168 号 3 楼 301',
      isDefault: true,
      position: { lat: 31.2218, lng: 121.439, precision: 'place' },
    });
  });

  it('places an address without a known place at its district centre', async () => {
    const { session } = await memberSession(w.t);
    const res = await addAddress(w.t, session, { ...yuyuanRoad, detail: '某某小区 5 号楼' });
    expect(res.body.Result.position).toMatchObject({ precision: 'district' });
  });

  it('lists the default first, then the newest, and finds one by id', async () => {
    const { session } = await memberSession(w.t);
    const first = (await addAddress(w.t, session)).body.Result;
    const second = (await addAddress(w.t, session, { ...yuyuanRoad, detail: '常德路 1 号' })).body.Result;
    expect(second.isDefault).toBe(false);
    expect((await myAddresses(w.t, session)).map((a) => a.id)).toEqual([first.id, second.id]);
    const found = await w.t.call<AddressOut>('CustomerAddress/FindAddress', { id: second.id }, { session });
    expect(found.body.Result.detail).toBe('常德路 1 号');
  });

  it('updates fields, re-places the address and moves the default with isDefault', async () => {
    const { session } = await memberSession(w.t);
    const first = (await addAddress(w.t, session)).body.Result;
    const second = (await addAddress(w.t, session)).body.Result;
    const moved = await w.t.call<AddressOut>(
      'CustomerAddress/UpdateAddress',
      { id: second.id, detail: '嘉里中心 南京西路 1515 号', isDefault: true },
      { session },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.Result).toMatchObject({
      isDefault: true,
      position: { lat: 31.2265, precision: 'place' },
    });
    const list = await myAddresses(w.t, session);
    expect(list.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
  });

  it('removes an address', async () => {
    const { session } = await memberSession(w.t);
    const a = (await addAddress(w.t, session)).body.Result;
    const gone = await w.t.call('CustomerAddress/RemoveAddress', { id: a.id }, { session });
    expect([gone.status, gone.body.Result]).toEqual([200, { id: a.id }]);
    expect(await myAddresses(w.t, session)).toEqual([]);
  });

  it('answers 404 for another member’s address, and changes nothing of it', async () => {
    const owner = await memberSession(w.t);
    const other = await memberSession(w.t);
    const a = (await addAddress(w.t, owner.session)).body.Result;
    const opts = { session: other.session };
    for (const [path, body] of [
      ['CustomerAddress/FindAddress', { id: a.id }],
      ['CustomerAddress/UpdateAddress', { id: a.id, isDefault: true }],
      ['CustomerAddress/UpdateAddress', { id: a.id, detail: '常德路 1 号' }],
      ['CustomerAddress/RemoveAddress', { id: a.id }],
    ] as const) {
      const res = await w.t.call(path, body, opts);
      expect([res.status, res.body.Code], path).toEqual([404, 'ADDRESS_NOT_FOUND']);
    }
    expect(await myAddresses(w.t, owner.session)).toEqual([a]);
    expect(await myAddresses(w.t, other.session)).toEqual([]);
  });

  it('refuses bad input with the field’s code and writes nothing', async () => {
    const { session } = await memberSession(w.t);
    const cases: Array<[Record<string, unknown>, number, string, string?]> = [
      [{ ...yuyuanRoad, receiver: ' ' }, 400, 'ADDRESS_RECEIVER_REQUIRED', 'receiver'],
      [{ ...yuyuanRoad, phone: '' }, 400, 'PHONE_EMPTY', 'phone'],
      [{ ...yuyuanRoad, phone: '1234' }, 400, 'PHONE_INVALID', 'phone'],
      [{ ...yuyuanRoad, districtCode: '' }, 400, 'ADDRESS_REGION_REQUIRED', 'region'],
      [{ ...yuyuanRoad, districtCode: '440305' }, 400, 'ADDRESS_REGION_INVALID', 'region'],
      [{ ...yuyuanRoad, detail: '' }, 400, 'ADDRESS_DETAIL_REQUIRED', 'detail'],
      [{ ...yuyuanRoad, houseNumber: 'x'.repeat(31) }, 400, 'ADDRESS_TEXT_TOO_LONG', 'houseNumber'],
      [{ ...yuyuanRoad, provinceCode: '31' }, 400, 'BAD_REQUEST', 'provinceCode'],
      [{ ...yuyuanRoad, extra: 1 }, 400, 'BAD_REQUEST'],
      [{ ...yuyuanRoad, detail: 5 }, 400, 'BAD_REQUEST', 'detail'],
    ];
    for (const [body, status, code, field] of cases) {
      const res = await addAddress(w.t, session, body);
      expect([res.status, res.body.Code], JSON.stringify(body)).toEqual([status, code]);
      if (field) expect(res.body.Field).toBe(field);
    }
    const a = (await addAddress(w.t, session)).body.Result;
    const bad = await w.t.call('CustomerAddress/UpdateAddress', { id: a.id, phone: 'abc' }, { session });
    expect([bad.status, bad.body.Code]).toEqual([400, 'PHONE_INVALID']);
    expect(await myAddresses(w.t, session)).toEqual([a]);
    for (const body of [{}, { id: 0 }, { id: 'x' }, { id: a.id, nope: true }]) {
      const res = await w.t.call('CustomerAddress/FindAddress', body, { session });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('asks for a login', async () => {
    const res = await w.t.call('CustomerAddress/myAddresses', {});
    expect([res.status, res.body.Code]).toEqual([401, 'NOT_LOGGED_IN']);
  });

  it(`keeps at most ${maxAddressesPerMember} addresses per member`, async () => {
    const { session } = await memberSession(w.t);
    for (let i = 0; i < maxAddressesPerMember; i++) expect((await addAddress(w.t, session)).status).toBe(200);
    const over = await addAddress(w.t, session);
    expect([over.status, over.body.Code]).toEqual([422, 'ADDRESS_LIMIT']);
    expect(over.body.Message).toContain(String(maxAddressesPerMember));
  });

  it('shows region names in Traditional characters to zh-Hant readers, what was typed as typed', async () => {
    const { session } = await memberSession(w.t);
    await addAddress(w.t, session);
    const res = await w.t.call<{ addresses: AddressOut[] }>(
      'CustomerAddress/myAddresses',
      {},
      { session, headers: { 'x-locale': 'zh-Hant' } },
    );
    expect(res.body.Result.addresses[0]).toMatchObject({
      district: '靜安區',
      region: '上海市靜安區',
      detail: '愚园路 168 号',
    });
  });

  it('lists the regions level by level for the picker', async () => {
    const list = async (body: object, locale = 'en') =>
      w.t.call<{ regions: RegionEntry[] }>('CustomerAddress/RegionList', body, {
        headers: { 'x-locale': locale },
      });
    expect((await list({})).body.Result.regions).toContainEqual({ code: '310000', name: '上海市' });
    expect((await list({ parentCode: '310000' })).body.Result.regions).toEqual([
      { code: '310100', name: '上海市' },
    ]);
    expect((await list({ parentCode: '310100' }, 'zh-Hant')).body.Result.regions).toContainEqual({
      code: '310106',
      name: '靜安區',
    });
    const unknown = await list({ parentCode: '999999' });
    expect([unknown.status, unknown.body.Code]).toEqual([400, 'ADDRESS_REGION_INVALID']);
    expect((await list({ parentCode: 'abc' })).status).toBe(400);
  });

  it('places an address and names the region at a point (AddressToLngLat, LngLatToAddress)', async () => {
    const { session } = await memberSession(w.t);
    const { provinceCode, cityCode, districtCode } = yuyuanRoad;
    const toPoint = await w.t.call<{ position: PositionOut | null }>(
      'order/AddressToLngLat',
      { provinceCode, cityCode, districtCode, detail: '1 Yuyuan Road' },
      { session },
    );
    expect(toPoint.body.Result.position).toEqual({ lat: 31.2218, lng: 121.439, precision: 'place' });
    const unplaced = await w.t.call<{ position: PositionOut | null }>(
      'order/AddressToLngLat',
      { provinceCode: '440000', cityCode: '440300', districtCode: '440305', detail: '科技园' },
      { session },
    );
    expect(unplaced.body.Result.position).toBeNull();
    const toRegion = async (lat: number, lng: number) =>
      (
        await w.t.call<{ region: (RegionOut & { detail: string }) | null }>(
          'order/LngLatToAddress',
          { lat, lng },
          { session },
        )
      ).body.Result.region;
    expect(await toRegion(31.2262, 121.4499)).toMatchObject({ districtCode: '310106', detail: '南京西路' });
    expect(await toRegion(31.3, 121.6)).toMatchObject({ detail: '' });
    expect(await toRegion(40, 116)).toBeNull();
    const bad = await w.t.call('order/LngLatToAddress', { lat: 91, lng: 0 }, { session });
    expect(bad.status).toBe(400);
    const wrongRegion = await w.t.call(
      'order/AddressToLngLat',
      { provinceCode: '310000', cityCode: '310100', districtCode: '440305', detail: 'x' },
      { session },
    );
    expect([wrongRegion.status, wrongRegion.body.Code]).toEqual([400, 'ADDRESS_REGION_INVALID']);
  });

  it('gives other areas the member’s address, its default and the order snapshot (public face)', async () => {
    const owner = await memberSession(w.t);
    const other = await memberSession(w.t);
    const a = (await addAddress(w.t, owner.session)).body.Result;
    expect(await findMemberAddress(w.t.db, other.memberId, a.id)).toBeNull();
    const mine = await findMemberAddress(w.t.db, owner.memberId, a.id);
    expect(mine).toMatchObject({ id: a.id, district: '静安区', position: { lat: 31.2218, lng: 121.439 } });
    expect((await findDefaultAddress(w.t.db, owner.memberId))?.id).toBe(a.id);
    expect(await findDefaultAddress(w.t.db, other.memberId)).toBeNull();
    expect(addressSnapshot(mine!)).toEqual({
      addressId: a.id,
      receiver: '王小明',
      phone: '13912345678',
      province: '上海市',
      city: '上海市',
      district: '静安区',
      detail: '愚园路 168 号',
      houseNumber: '3 楼 301',
      lat: 31.2218,
      lng: 121.439,
    });
    expect(addressSnapshot({ ...mine!, position: null })).toBeNull();
  });
});
