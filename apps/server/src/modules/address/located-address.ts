import type { AddressValues } from './address-store.ts';
import type { GeocodeQuery, Geocoder, GeoPosition } from './geocoder.ts';

/** What is saved of an address besides who receives it: its region's codes and names, the lines, its position. */
export type LocatedAddress = Omit<AddressValues, 'receiver' | 'phone'>;

/**
 * The address placed by the geocoder, as the columns it is saved with: the region's codes and names as the
 * division data writes them, and the position (null columns when the geocoder could not place it). A point the
 * member pinned on the map is kept as it is: they know their door better than the geocoder does.
 */
export async function locateAddress(
  geocoder: Geocoder,
  query: GeocodeQuery,
  pinned?: { lat: number; lng: number },
): Promise<LocatedAddress> {
  const { region, detail, houseNumber } = query;
  const position: GeoPosition | null = pinned
    ? { lat: pinned.lat, lng: pinned.lng, precision: 'pinned' }
    : await geocoder.toPosition(query);
  return {
    provinceCode: region.province.code,
    province: region.province.name,
    cityCode: region.city.code,
    city: region.city.name,
    districtCode: region.district.code,
    district: region.district.name,
    detail,
    houseNumber,
    lat: position?.lat ?? null,
    lng: position?.lng ?? null,
    precision: position?.precision ?? null,
  };
}
