import { distanceInMeters, type LatLon } from '@shop/domain';
import { districtCentres } from './district-centres.ts';
import type { GeocodeQuery, Geocoder, GeoPosition, PlaceAt } from './geocoder.ts';
import { type KnownPlace, knownPlaces } from './known-places.ts';
import { regionOfDistrict } from './regions.ts';

/** How far from a known place a point still counts as that place (LngLatToAddress). */
const PLACE_RADIUS_M = 600;
/** How far from a district's centre a point is still taken to be in that district. */
const DISTRICT_RADIUS_M = 15_000;

/** Text as places are matched: lower case, without spaces and the marks people type or leave out. */
function matchable(text: string): string {
  return text.toLowerCase().replace(/[\s'’.\-·,，]/g, '');
}

/** How specific a match is: a building over a street, then the longer name. */
function specificity(place: KnownPlace, name: string): number {
  return (place.building ? 1000 : 0) + name.length;
}

/** The known place of the district named in the text, the most specific one when several are (嘉里中心, 南京西路). */
export function placeNamedIn(
  text: string,
  districtCode: string,
  places: readonly KnownPlace[],
): KnownPlace | null {
  const haystack = matchable(text);
  let best: { place: KnownPlace; score: number } | null = null;
  for (const place of places) {
    if (place.districtCode !== districtCode) continue;
    for (const name of place.names) {
      const needle = matchable(name);
      const score = specificity(place, needle);
      if (haystack.includes(needle) && score > (best?.score ?? 0)) best = { place, score };
    }
  }
  return best?.place ?? null;
}

function nearest<T>(
  point: LatLon,
  items: readonly T[],
  at: (item: T) => LatLon,
): { item: T; metres: number } | null {
  let best: { item: T; metres: number } | null = null;
  for (const item of items) {
    const metres = distanceInMeters(point, at(item));
    if (!best || metres < best.metres) best = { item, metres };
  }
  return best;
}

const latLon = (p: { lat: number; lng: number }): LatLon => ({ latitude: p.lat, longitude: p.lng });

/**
 * The geocoder this machine has without a map service: an address lies at a known place its detail names
 * (known-places.ts), else at its district's centre (district-centres.ts); a point is at the nearest known place
 * close by, else in the district whose centre is nearest.
 */
export function localGeocoder(places: readonly KnownPlace[] = knownPlaces): Geocoder {
  return {
    async toPosition(query: GeocodeQuery): Promise<GeoPosition | null> {
      const districtCode = query.region.district.code;
      const place = placeNamedIn(`${query.detail} ${query.houseNumber}`, districtCode, places);
      if (place) return { lat: place.lat, lng: place.lng, precision: 'place' };
      const centre = districtCentres[districtCode];
      return centre ? { ...centre, precision: 'district' } : null;
    },

    async toAddress(point: LatLon): Promise<PlaceAt | null> {
      const place = nearest(point, places, (p) => latLon(p));
      if (place && place.metres <= PLACE_RADIUS_M) {
        const region = regionOfDistrict(place.item.districtCode);
        if (region) return { region, detail: place.item.names[0]! };
      }
      const centres = Object.entries(districtCentres);
      const district = nearest(point, centres, ([, c]) => latLon(c));
      if (!district || district.metres > DISTRICT_RADIUS_M) return null;
      const region = regionOfDistrict(district.item[0]);
      return region ? { region, detail: '' } : null;
    },
  };
}
