// The public face of the address module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerAddress } from './routes.ts';

// An address in one line in the reader's script: whatever shows an address or its region writes it through this.
export { type AddressParts, addressLines } from './address-present.ts';
// The map service behind positions, for areas that place a point themselves.
export type { GeocodeQuery, Geocoder, GeoPosition, PlaceAt } from './geocoder.ts';
export { geocoderFor } from './geocoders.ts';
// An address placed by the geocoder, as the columns it is saved with (demo data builds addresses with it).
export { type LocatedAddress, locateAddress } from './located-address.ts';
// A member's address for the checkout's delivery mode and the delivery area's zone checks.
export {
  type AddressSnapshot,
  addressFromJson,
  addressSnapshot,
  findDefaultAddress,
  findMemberAddress,
  type MemberAddress,
  memberAddressJsonSql,
} from './member-address.ts';
// The region data's lookup of three division codes (GB/T 2260), for areas and demo data that build addresses.
export { type RegionPath, regionPath } from './regions.ts';

/** How the app mounts delivery addresses: the member's addresses, the region picker and the geocoder's calls. */
export const addressModule: ShopModule = {
  name: 'address',
  routes: registerAddress,
};
