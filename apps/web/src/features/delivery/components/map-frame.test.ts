import type { DeliveryZoneOut } from '@shop/contracts';
import { distanceInMeters } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { circleRing, frameFor, ringsPath, toLatLon, toPx, zoneRings } from './map-frame.ts';

const store = { latitude: 31.2243, longitude: 121.446 };
const east = { latitude: 31.2243, longitude: 121.49 };
const box = { width: 360, height: 280 };

describe('the zone map frame', () => {
  it('fits every point inside the box, margin kept, north up', () => {
    const north = { latitude: 31.25, longitude: 121.446 };
    const frame = frameFor([store, east, north], box, { margin: 20 })!;
    for (const p of [store, east, north].map((q) => toPx(frame, q))) {
      expect(p.x).toBeGreaterThanOrEqual(20 - 1e-6);
      expect(p.x).toBeLessThanOrEqual(340 + 1e-6);
      expect(p.y).toBeGreaterThanOrEqual(20 - 1e-6);
      expect(p.y).toBeLessThanOrEqual(260 + 1e-6);
    }
    expect(toPx(frame, north).y).toBeLessThan(toPx(frame, store).y);
    expect(toPx(frame, east).x).toBeGreaterThan(toPx(frame, store).x);
  });

  it('keeps one scale on both axes (a circle stays round)', () => {
    const ring = circleRing(store, 1000, 4);
    const frame = frameFor(ring, box)!;
    const [e, n, w, s] = ring.map((p) => toPx(frame, p));
    expect(e!.x - w!.x).toBeCloseTo(s!.y - n!.y, 5);
  });

  it('turns a pixel back into the position under it', () => {
    const frame = frameFor([store, east], box)!;
    const back = toLatLon(frame, toPx(frame, east));
    expect(back.latitude).toBeCloseTo(east.latitude, 9);
    expect(back.longitude).toBeCloseTo(east.longitude, 9);
  });

  it('shows a lone point in the middle at the minimum span', () => {
    const frame = frameFor([store], box, { margin: 10, minSpan: 1000 })!;
    expect(toPx(frame, store)).toEqual({ x: 180, y: 140 });
    expect(frame.scale).toBeCloseTo(260 / 1000, 9);
    expect(frameFor([], box)).toBeNull();
  });

  it('draws a radius ring as circles of its distances, a polygon as its vertices', () => {
    const radius: DeliveryZoneOut = {
      zoneId: 1,
      kind: 'radius',
      polygon: [],
      centre: store,
      maxMeters: 3000,
      minMeters: 1000,
      fee: 8,
      minDeliveryPrice: 40,
      deliveryMinutes: 50,
      sort: 1,
    };
    const [outer, inner] = zoneRings(radius);
    expect(distanceInMeters(store, outer![0]!)).toBeCloseTo(3000, -1);
    expect(distanceInMeters(store, inner![12]!)).toBeCloseTo(1000, -1);
    const square: DeliveryZoneOut = {
      ...radius,
      kind: 'polygon',
      centre: null,
      polygon: [
        [121.43, 31.21],
        [121.46, 31.21],
        [121.46, 31.24],
      ],
    };
    expect(zoneRings(square)).toEqual([
      [
        { latitude: 31.21, longitude: 121.43 },
        { latitude: 31.21, longitude: 121.46 },
        { latitude: 31.24, longitude: 121.46 },
      ],
    ]);
    const frame = frameFor(zoneRings(square)[0]!, box)!;
    expect(ringsPath(frame, zoneRings(square))).toMatch(/^M[\d.]+ [\d.]+ L[\d.]+ [\d.]+ L[\d.]+ [\d.]+ Z$/);
  });
});
