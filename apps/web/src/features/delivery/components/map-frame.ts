import type { DeliveryZoneOut } from '@shop/contracts';
import type { LatLon } from '@shop/domain';

/**
 * The geometry of the zone map (no tiles): positions become metres east and north of an origin on a local flat
 * projection (well under 1 % off over the few kilometres a delivery zone spans), then pixels at one scale that
 * fits every point in the box with a margin, north up. The inverse turns a tap back into a position.
 */

const METRES_PER_DEGREE_LAT = 111_132;
const METRES_PER_DEGREE_LON_AT_EQUATOR = 111_320;

export interface MapFrame {
  width: number;
  height: number;
  origin: LatLon;
  /** Pixels per metre. */
  scale: number;
  /** Where the origin lands, in pixels. */
  cx: number;
  cy: number;
}

export interface Px {
  x: number;
  y: number;
}

const lonMetres = (origin: LatLon) =>
  METRES_PER_DEGREE_LON_AT_EQUATOR * Math.cos((origin.latitude * Math.PI) / 180);

function metresFrom(origin: LatLon, p: LatLon) {
  return {
    east: (p.longitude - origin.longitude) * lonMetres(origin),
    north: (p.latitude - origin.latitude) * METRES_PER_DEGREE_LAT,
  };
}

/**
 * The frame that fits `points` into `size` pixels with `margin` pixels to spare, showing at least `minSpan` metres
 * across (so a lone point shows its surroundings). Null without a point.
 */
export function frameFor(
  points: readonly LatLon[],
  size: { width: number; height: number },
  opts: { margin?: number; minSpan?: number } = {},
): MapFrame | null {
  const first = points[0];
  if (!first) return null;
  const margin = opts.margin ?? 16;
  const minSpan = opts.minSpan ?? 500;
  const local = points.map((p) => metresFrom(first, p));
  const easts = local.map((m) => m.east);
  const norths = local.map((m) => m.north);
  const [minE, maxE, minN, maxN] = [
    Math.min(...easts),
    Math.max(...easts),
    Math.min(...norths),
    Math.max(...norths),
  ];
  const spanE = Math.max(maxE - minE, minSpan);
  const spanN = Math.max(maxN - minN, minSpan);
  const scale = Math.min((size.width - 2 * margin) / spanE, (size.height - 2 * margin) / spanN);
  const midE = (minE + maxE) / 2;
  const midN = (minN + maxN) / 2;
  return {
    width: size.width,
    height: size.height,
    origin: first,
    scale,
    cx: size.width / 2 - midE * scale,
    cy: size.height / 2 + midN * scale,
  };
}

/** A position's pixel in the frame (y grows downwards: north is up). */
export function toPx(frame: MapFrame, p: LatLon): Px {
  const m = metresFrom(frame.origin, p);
  return { x: frame.cx + m.east * frame.scale, y: frame.cy - m.north * frame.scale };
}

/** The position under a pixel of the frame. */
export function toLatLon(frame: MapFrame, px: Px): LatLon {
  const east = (px.x - frame.cx) / frame.scale;
  const north = (frame.cy - px.y) / frame.scale;
  return {
    latitude: frame.origin.latitude + north / METRES_PER_DEGREE_LAT,
    longitude: frame.origin.longitude + east / lonMetres(frame.origin),
  };
}

/** A circle of `metres` around `centre` as a ring of `steps` positions. */
export function circleRing(centre: LatLon, metres: number, steps = 48): LatLon[] {
  return Array.from({ length: steps }, (_, i) => {
    const a = (2 * Math.PI * i) / steps;
    return {
      latitude: centre.latitude + (metres * Math.sin(a)) / METRES_PER_DEGREE_LAT,
      longitude: centre.longitude + (metres * Math.cos(a)) / lonMetres(centre),
    };
  });
}

/** The rings a zone draws: a polygon's own; a radius zone's outer circle (and its inner one when it is a ring). */
export function zoneRings(zone: DeliveryZoneOut): LatLon[][] {
  if (zone.kind === 'polygon')
    return [zone.polygon.map(([longitude, latitude]) => ({ latitude, longitude }))];
  if (!zone.centre || !zone.maxMeters) return [];
  const outer = circleRing(zone.centre, zone.maxMeters);
  return zone.minMeters ? [outer, circleRing(zone.centre, zone.minMeters)] : [outer];
}

/** An SVG path of rings in the frame; an inner ring cuts a hole (even-odd fill). */
export function ringsPath(frame: MapFrame, rings: readonly LatLon[][]): string {
  return rings
    .map((ring) => {
      const pts = ring.map((p) => toPx(frame, p));
      return `${pts.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' ')} Z`;
    })
    .join(' ');
}
