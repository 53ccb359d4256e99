/** A point on the earth in decimal degrees. */
export interface LatLon {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_008.8;

function radians(deg: number): number {
  return (deg * Math.PI) / 180;
}

/** Great-circle distance between two points in metres (haversine, mean earth radius), rounded to 1 m. */
export function distanceInMeters(a: LatLon, b: LatLon): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}
