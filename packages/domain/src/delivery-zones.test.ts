import { describe, expect, it } from 'vitest';
import {
  bestFitStore,
  coveringZone,
  type DeliveryZone,
  deliveryShortfall,
  type PolygonZone,
  pointInPolygon,
  type RadiusZone,
  zoneCovers,
} from './delivery-zones.ts';
import { distanceInMeters, type LatLon } from './geo.ts';

const at = (latitude: number, longitude: number): LatLon => ({ latitude, longitude });
const terms = { fee: 500, minDeliveryPrice: 2000, deliveryMinutes: 30, sort: 0 };
const square = [at(0, 0), at(0, 10), at(10, 10), at(10, 0)];
// A "U" open to the north: the notch between longitudes 4 and 6 above latitude 4 is outside.
const u = [at(0, 0), at(0, 10), at(10, 10), at(10, 6), at(4, 6), at(4, 4), at(10, 4), at(10, 0)];

describe('pointInPolygon', () => {
  it('tells inside from outside in a convex polygon', () => {
    expect(pointInPolygon(at(5, 5), square)).toBe(true);
    expect(pointInPolygon(at(11, 5), square)).toBe(false);
    expect(pointInPolygon(at(5, -0.001), square)).toBe(false);
  });
  it('counts points on an edge or a vertex as inside', () => {
    expect(pointInPolygon(at(0, 5), square)).toBe(true);
    expect(pointInPolygon(at(5, 10), square)).toBe(true);
    expect(pointInPolygon(at(10, 10), square)).toBe(true);
    expect(pointInPolygon(at(0, 0), square)).toBe(true);
    // A slanted edge, where the point's float coordinates are not exactly on the line.
    const triangle = [at(0, 0), at(0.3, 0.1), at(0, 0.2)];
    expect(pointInPolygon(at(0.15, 0.05), triangle)).toBe(true);
    // Points whose coordinates land a rounding error off the edge line (cross product ~1e-18, not 0).
    expect(pointInPolygon(at(0.1, 0.1 / 3), triangle)).toBe(true);
    const street = [at(31.23, 121.47), at(31.2307, 121.4707), at(31.23, 121.4714)];
    expect(pointInPolygon(at(31.2301, 121.4701), street)).toBe(true);
    const slanted = [at(0.1, 0.3), at(1.3, -0.1), at(1.3, 0.3)];
    expect(pointInPolygon(at(0.7, 0.1), slanted)).toBe(true);
  });
  it('handles a concave polygon, including its notch and the notch edges', () => {
    expect(pointInPolygon(at(8, 2), u)).toBe(true);
    expect(pointInPolygon(at(8, 8), u)).toBe(true);
    expect(pointInPolygon(at(8, 5), u)).toBe(false);
    expect(pointInPolygon(at(2, 5), u)).toBe(true);
    expect(pointInPolygon(at(4, 5), u)).toBe(true);
    expect(pointInPolygon(at(7, 4), u)).toBe(true);
  });
  it('counts a ray passing exactly through vertices once', () => {
    // Latitude 4 passes through two vertices of the notch bottom; latitude 10 through the arms' tops.
    expect(pointInPolygon(at(4, -1), u)).toBe(false);
    expect(pointInPolygon(at(4, 2), u)).toBe(true);
    expect(pointInPolygon(at(10, 5), u)).toBe(false);
    const diamond = [at(0, 5), at(5, 10), at(10, 5), at(5, 0)];
    expect(pointInPolygon(at(5, 2), diamond)).toBe(true);
    expect(pointInPolygon(at(5, -1), diamond)).toBe(false);
    expect(pointInPolygon(at(5, 11), diamond)).toBe(false);
  });
  it('does not depend on the winding direction', () => {
    const reversed = [...u].reverse();
    expect(pointInPolygon(at(8, 2), reversed)).toBe(true);
    expect(pointInPolygon(at(8, 5), reversed)).toBe(false);
  });
  it('covers nothing with fewer than three vertices', () => {
    expect(pointInPolygon(at(0, 0), [])).toBe(false);
    expect(pointInPolygon(at(0, 0), [at(0, 0), at(1, 1)])).toBe(false);
  });
});

const store = at(31.23, 121.47);
// About 1112 m and 2224 m due north of the store.
const near = at(31.24, 121.47);
const far = at(31.25, 121.47);
const nearM = distanceInMeters(store, near);

describe('zoneCovers', () => {
  it('measures a radius zone from the store, inclusive of its edge', () => {
    const disc: RadiusZone = { ...terms, id: 'd', kind: 'radius', maxMeters: nearM };
    expect(zoneCovers(disc, store, store)).toBe(true);
    expect(zoneCovers(disc, near, store)).toBe(true);
    expect(zoneCovers({ ...disc, maxMeters: nearM - 1 }, near, store)).toBe(false);
  });
  it('excludes the hole of a ring, inclusive of the inner edge', () => {
    const ring: RadiusZone = { ...terms, id: 'r', kind: 'radius', minMeters: nearM, maxMeters: 3000 };
    expect(zoneCovers(ring, store, store)).toBe(false);
    expect(zoneCovers(ring, near, store)).toBe(true);
    expect(zoneCovers(ring, far, store)).toBe(true);
    expect(zoneCovers({ ...ring, minMeters: nearM + 1 }, near, store)).toBe(false);
  });
  it('uses its own centre when it has one', () => {
    const disc: RadiusZone = { ...terms, id: 'd', kind: 'radius', centre: far, maxMeters: 100 };
    expect(zoneCovers(disc, far, store)).toBe(true);
    expect(zoneCovers(disc, store, store)).toBe(false);
  });
  it('reads a polygon zone by its vertices', () => {
    const poly: PolygonZone = { ...terms, id: 'p', kind: 'polygon', vertices: square };
    expect(zoneCovers(poly, at(5, 5), store)).toBe(true);
    expect(zoneCovers(poly, store, store)).toBe(false);
  });
});

describe('coveringZone', () => {
  const inner: RadiusZone = { ...terms, id: 'inner', kind: 'radius', maxMeters: nearM, fee: 300, sort: 1 };
  const outer: RadiusZone = {
    ...terms,
    id: 'outer',
    kind: 'radius',
    minMeters: nearM,
    maxMeters: 3000,
    sort: 2,
  };
  it('takes the first covering zone by sort, whatever the list order', () => {
    expect(coveringZone([outer, inner], store, store)?.id).toBe('inner');
    expect(coveringZone([outer, inner], far, store)?.id).toBe('outer');
    // On the line where the rings touch both cover it; sort decides.
    expect(coveringZone([outer, inner], near, store)?.id).toBe('inner');
    expect(coveringZone([{ ...outer, sort: 0 }, inner], near, store)?.id).toBe('outer');
  });
  it('prefers sort over a lower fee, and keeps the list order on a tie', () => {
    const cheapLater: DeliveryZone = { ...inner, id: 'cheap', fee: 0, sort: 5 };
    expect(coveringZone([cheapLater, inner], store, store)?.id).toBe('inner');
    const twin: DeliveryZone = { ...inner, id: 'twin' };
    expect(coveringZone([twin, inner], store, store)?.id).toBe('twin');
  });
  it('is null when nothing covers the point or there are no zones', () => {
    expect(coveringZone([inner, outer], at(31.3, 121.47), store)).toBeNull();
    expect(coveringZone([], store, store)).toBeNull();
  });
});

describe('bestFitStore', () => {
  const disc = (maxMeters: number): DeliveryZone => ({
    ...terms,
    id: `z${maxMeters}`,
    kind: 'radius',
    maxMeters,
  });
  const a = { id: 'a', location: store, zones: [disc(5000)] };
  const b = { id: 'b', location: at(31.26, 121.47), zones: [disc(5000)] };
  it('picks the nearest store whose zone covers the point', () => {
    expect(bestFitStore([a, b], near)?.store.id).toBe('a');
    expect(bestFitStore([a, b], at(31.244, 121.47))?.store.id).toBe('a');
    expect(bestFitStore([a, b], at(31.246, 121.47))?.store.id).toBe('b');
    const fit = bestFitStore([b, a], near);
    expect(fit?.store.id).toBe('a');
    expect(fit?.distanceMeters).toBe(nearM);
    expect(fit?.zone.id).toBe('z5000');
  });
  it('skips a nearer store that does not cover the point or is closed', () => {
    const small = { ...a, zones: [disc(500)] };
    expect(bestFitStore([small, b], near)?.store.id).toBe('b');
    expect(bestFitStore([{ ...a, open: false }, b], near)?.store.id).toBe('b');
    expect(bestFitStore([{ ...a, open: true }, b], near)?.store.id).toBe('a');
  });
  it('keeps the earlier store on equal distance, and is null when none covers', () => {
    const twin = { ...a, id: 'twin' };
    expect(bestFitStore([twin, a], near)?.store.id).toBe('twin');
    expect(bestFitStore([a, b], at(32, 121.47))).toBeNull();
    expect(bestFitStore([], near)).toBeNull();
  });
});

describe('deliveryShortfall', () => {
  it('gives what is missing to reach the minimum, 0 when met or when there is none', () => {
    expect(deliveryShortfall(1500, terms)).toBe(500);
    expect(deliveryShortfall(2000, terms)).toBe(0);
    expect(deliveryShortfall(2500, terms)).toBe(0);
    expect(deliveryShortfall(0, { ...terms, minDeliveryPrice: 0 })).toBe(0);
  });
});
