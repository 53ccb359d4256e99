import type { LatLon } from '@shop/domain';
import type { PositionPrecision } from '../../db/schema/address.ts';
import type { RegionPath } from './regions.ts';

/** Where an address lies, and how closely (a known place named in it, or its district's centre). */
export interface GeoPosition {
  lat: number;
  lng: number;
  precision: PositionPrecision;
}

/** An address as the geocoder reads it: its region (codes and names) and the text typed after it. */
export interface GeocodeQuery {
  region: RegionPath;
  detail: string;
  houseNumber: string;
}

/** What lies at a point: its region and, when the geocoder knows one, the name of the place there. */
export interface PlaceAt {
  region: RegionPath;
  detail: string;
}

/**
 * The map service behind addresses (SPEC §7 AddressToLngLat / LngLatToAddress). The server ships a local one
 * (local-geocoder.ts); a real map service plugs in by implementing this and being named in geocoderFor.
 */
export interface Geocoder {
  /** The position of an address, null when the geocoder cannot place it. */
  toPosition(query: GeocodeQuery): Promise<GeoPosition | null>;
  /** The region (and place) at a point, null when the point is in no region it knows. */
  toAddress(point: LatLon): Promise<PlaceAt | null>;
}
