import { distanceInMeters, type LatLon } from './geo.ts';
import type { Minor } from './money.ts';
import { minimumShortfall } from './settlement.ts';

/** What a delivery zone charges and promises, whatever its shape. */
export interface ZoneTerms {
  id: string;
  /** Delivery fee in minor units. */
  fee: Minor;
  /** The goods amount (minor units) an order must reach to be delivered in this zone; 0 for none. */
  minDeliveryPrice: Minor;
  /** Promised delivery time in minutes. */
  deliveryMinutes: number;
  /** Lower first: the first covering zone by this order applies (see coveringZone). */
  sort: number;
}

/** A zone drawn as a polygon on the map (vertices in order, not closed: the last joins the first). */
export interface PolygonZone extends ZoneTerms {
  kind: 'polygon';
  vertices: readonly LatLon[];
}

/** A zone by distance: a disc of maxMeters, or a ring from minMeters, around the centre (the store by default). */
export interface RadiusZone extends ZoneTerms {
  kind: 'radius';
  centre?: LatLon;
  maxMeters: number;
  minMeters?: number;
}

export type DeliveryZone = PolygonZone | RadiusZone;

/** A store that may deliver; `open: false` takes it out of the best-fit choice. */
export interface DeliveryStore {
  id: string;
  location: LatLon;
  zones: readonly DeliveryZone[];
  open?: boolean;
}

export interface BestFit<S extends DeliveryStore> {
  store: S;
  zone: DeliveryZone;
  distanceMeters: number;
}

// About 0.1 mm in degrees: absorbs float noise so a point typed onto an edge stays on it.
const EDGE_EPSILON = 1e-9;

function onSegment(p: LatLon, a: LatLon, b: LatLon): boolean {
  const cross =
    (b.longitude - a.longitude) * (p.latitude - a.latitude) -
    (b.latitude - a.latitude) * (p.longitude - a.longitude);
  const length = Math.hypot(b.longitude - a.longitude, b.latitude - a.latitude);
  if (Math.abs(cross) > EDGE_EPSILON * Math.max(length, 1)) return false;
  const within = (v: number, x: number, y: number) =>
    v >= Math.min(x, y) - EDGE_EPSILON && v <= Math.max(x, y) + EDGE_EPSILON;
  return within(p.longitude, a.longitude, b.longitude) && within(p.latitude, a.latitude, b.latitude);
}

/**
 * Whether a point lies in a polygon (even-odd ray casting on longitude/latitude as plane coordinates, which is
 * exact enough at city scale). A point on an edge or vertex counts as inside, so a shopper on the boundary street
 * is served. Fewer than three vertices cover nothing.
 */
export function pointInPolygon(point: LatLon, vertices: readonly LatLon[]): boolean {
  if (vertices.length < 3) return false;
  let inside = false;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const a = vertices[i] as LatLon;
    const b = vertices[j] as LatLon;
    if (onSegment(point, a, b)) return true;
    // Half-open test (one end above, the other not) counts a vertex the ray passes through exactly once.
    if (a.latitude > point.latitude !== b.latitude > point.latitude) {
      const crossLon =
        a.longitude +
        ((point.latitude - a.latitude) * (b.longitude - a.longitude)) / (b.latitude - a.latitude);
      if (point.longitude < crossLon) inside = !inside;
    }
  }
  return inside;
}

/** Whether a zone of a store at `storeLocation` covers a point; ring bounds are inclusive at both ends. */
export function zoneCovers(zone: DeliveryZone, point: LatLon, storeLocation: LatLon): boolean {
  if (zone.kind === 'polygon') return pointInPolygon(point, zone.vertices);
  const d = distanceInMeters(zone.centre ?? storeLocation, point);
  return d <= zone.maxMeters && d >= (zone.minMeters ?? 0);
}

/**
 * The zone that applies to a point: the first covering one by `sort` (ties keep the list order). Sort order
 * rather than the lowest fee lets a store put a cheaper inner zone first and still charge more further out,
 * or deliberately prefer a dearer express zone.
 */
export function coveringZone(
  zones: readonly DeliveryZone[],
  point: LatLon,
  storeLocation: LatLon,
): DeliveryZone | null {
  const ordered = [...zones].sort((a, b) => a.sort - b.sort);
  return ordered.find((zone) => zoneCovers(zone, point, storeLocation)) ?? null;
}

/** The nearest store not marked closed whose zones cover the point, with the zone that applies; null when none. */
export function bestFitStore<S extends DeliveryStore>(
  stores: readonly S[],
  point: LatLon,
): BestFit<S> | null {
  let best: BestFit<S> | null = null;
  for (const store of stores) {
    if (store.open === false) continue;
    const zone = coveringZone(store.zones, point, store.location);
    if (!zone) continue;
    const distanceMeters = distanceInMeters(store.location, point);
    // Strictly nearer only: on a tie the earlier store in the list keeps it, so the answer is stable.
    if (!best || distanceMeters < best.distanceMeters) best = { store, zone, distanceMeters };
  }
  return best;
}

/** How much more the goods must come to (minor units) to reach the zone's minimum delivery price; 0 when met. */
export function deliveryShortfall(goodsAmount: Minor, zone: Pick<ZoneTerms, 'minDeliveryPrice'>): Minor {
  return minimumShortfall(goodsAmount, zone.minDeliveryPrice);
}
