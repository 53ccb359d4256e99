import { type addressEndpoints, addressPaths } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';

const lngLatToAddressRef = endpointRef<typeof addressEndpoints.lngLatToAddress>(addressPaths.lngLatToAddress);

/** The region (and a known place's name as detail) at a point (SPEC §7 order/LngLatToAddress); null when unknown. */
export async function regionAt(lat: number, lng: number) {
  return (await call(lngLatToAddressRef, { lat, lng })).region;
}
