import { distanceInMeters, type LatLon } from '@shop/domain';

/**
 * The geometry of the store map (there are no map tiles): positions become metres east and north of the plan's
 * centre on a local flat projection (good to well under 1 % over the few kilometres a plan shows), then pixels at
 * a scale that fits both points with a margin. Beyond `maxSpanMeters` the shopper is left off the plan.
 */

const METRES_PER_DEGREE_LAT = 111_132;
const METRES_PER_DEGREE_LON_AT_EQUATOR = 111_320;

export interface PlanPoint {
  x: number;
  y: number;
}

export interface PlanLayout {
  width: number;
  height: number;
  store: PlanPoint;
  /** The shopper, when a position is known and near enough to draw. */
  me: PlanPoint | null;
  /** Metres from the shopper to the store; null without a position. */
  distance: number | null;
  /** A scale bar of a round length, and the grid's spacing (the same length). */
  scale: { metres: number; px: number };
}

export interface PlanOptions {
  /** Pixels kept clear around the points. */
  margin?: number;
  /** The plan shows at least this radius around its centre, so a lone store shows its streets. */
  minRadius?: number;
  maxSpanMeters?: number;
}

function metresFrom(origin: LatLon, p: LatLon): { east: number; north: number } {
  const east =
    (p.longitude - origin.longitude) *
    METRES_PER_DEGREE_LON_AT_EQUATOR *
    Math.cos((origin.latitude * Math.PI) / 180);
  return { east, north: (p.latitude - origin.latitude) * METRES_PER_DEGREE_LAT };
}

/** The largest of 1, 2 or 5 times a power of ten not above `value`. */
export function roundLength(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [5, 2, 1].find((s) => s * power <= value) ?? 1;
  return step * power;
}

/** Where the store (and the shopper) sit on a plan of `width` × `height` pixels. */
export function planLayout(
  store: LatLon,
  shopper: LatLon | null,
  size: { width: number; height: number },
  opts: PlanOptions = {},
): PlanLayout {
  const { width, height } = size;
  const margin = opts.margin ?? 40;
  const distance = shopper ? distanceInMeters(shopper, store) : null;
  const near = shopper !== null && distance !== null && distance <= (opts.maxSpanMeters ?? 50_000);
  const centre: LatLon =
    near && shopper
      ? {
          latitude: (store.latitude + shopper.latitude) / 2,
          longitude: (store.longitude + shopper.longitude) / 2,
        }
      : store;
  const points = near && shopper ? [store, shopper] : [store];
  const halfW = width / 2 - margin;
  const halfH = height / 2 - margin;
  let metresPerPx = (opts.minRadius ?? 300) / Math.min(halfW, halfH);
  for (const p of points) {
    const { east, north } = metresFrom(centre, p);
    metresPerPx = Math.max(metresPerPx, Math.abs(east) / halfW, Math.abs(north) / halfH);
  }
  const toPlan = (p: LatLon): PlanPoint => {
    const { east, north } = metresFrom(centre, p);
    return { x: width / 2 + east / metresPerPx, y: height / 2 - north / metresPerPx };
  };
  const metres = roundLength((width / 4) * metresPerPx);
  return {
    width,
    height,
    store: toPlan(store),
    me: near && shopper ? toPlan(shopper) : null,
    distance,
    scale: { metres, px: metres / metresPerPx },
  };
}

/** A distance as the reader's language writes it: metres below 1 km, else kilometres with one decimal. */
export function formatMeters(metres: number, intlLocale: string): string {
  if (metres < 1000) {
    return new Intl.NumberFormat(intlLocale, {
      style: 'unit',
      unit: 'meter',
      maximumFractionDigits: 0,
    }).format(metres);
  }
  return new Intl.NumberFormat(intlLocale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: metres < 10_000 ? 1 : 0,
  }).format(metres / 1000);
}

/** Links that open the store in the phone's map app (geo: URI, RFC 5870) and in a web map. */
export function mapLinks(at: LatLon, label: string): { geo: string; web: string } {
  const lat = at.latitude.toFixed(6);
  const lon = at.longitude.toFixed(6);
  return {
    geo: `geo:${lat},${lon}?q=${lat},${lon}(${encodeURIComponent(label)})`,
    web: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
  };
}
