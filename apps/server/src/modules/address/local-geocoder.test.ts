import { describe, expect, it } from 'vitest';
import { knownPlaces } from './known-places.ts';
import { localGeocoder, placeNamedIn } from './local-geocoder.ts';
import { regionPath } from './regions.ts';

const jingan = regionPath('310000', '310100', '310106')!;

describe('local geocoder', () => {
  it('finds a known place by its Chinese or English name, in the address’s district only', () => {
    expect(placeNamedIn('上海市愚园路168号', '310106', knownPlaces)?.names[0]).toBe('愚园路');
    expect(placeNamedIn("168 yuyuan road, jing'an", '310106', knownPlaces)?.names[0]).toBe('愚园路');
    expect(placeNamedIn('YuYuan  Rd 168', '310106', knownPlaces)).toBeNull();
    expect(placeNamedIn('愚园路168号', '310101', knownPlaces)).toBeNull();
  });

  it('prefers a building to the street it stands on', () => {
    expect(placeNamedIn('南京西路1515号嘉里中心', '310106', knownPlaces)?.names[0]).toBe('嘉里中心');
  });

  it('positions at a known place, else at the district centre, else nowhere', async () => {
    const geo = localGeocoder();
    expect(await geo.toPosition({ region: jingan, detail: '常德路 1 号', houseNumber: '' })).toEqual({
      lat: 31.2305,
      lng: 121.447,
      precision: 'place',
    });
    expect(await geo.toPosition({ region: jingan, detail: '某小区', houseNumber: '' })).toMatchObject({
      precision: 'district',
    });
    const shenzhen = regionPath('440000', '440300', '440305')!;
    expect(await geo.toPosition({ region: shenzhen, detail: '科技园', houseNumber: '' })).toBeNull();
  });

  it('names the place at a point, else its district, else nothing', async () => {
    const geo = localGeocoder();
    expect(await geo.toAddress({ latitude: 31.2237, longitude: 121.4456 })).toEqual({
      region: jingan,
      detail: '静安寺',
    });
    expect((await geo.toAddress({ latitude: 31.03, longitude: 121.23 }))?.region.district.name).toBe(
      '松江区',
    );
    expect(await geo.toAddress({ latitude: 39.9, longitude: 116.4 })).toBeNull();
  });
});
