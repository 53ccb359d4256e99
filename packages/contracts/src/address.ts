import { z } from 'zod';
import { addressPaths } from './paths/index.ts';
import { endpoint, field } from './wire/endpoint.ts';

/**
 * A division code of GB/T 2260 (six digits: province, city, district). The server checks that the three form a
 * path of its region data.
 */
const divisionCode = z.string().regex(/^\d{6}$/, 'division code: 6 digits');

/**
 * The address fields as the form sends them. Emptiness and lengths are checked by the domain's checkAddress (so
 * the shopper reads a code per field); the bounds here only keep absurd bodies out. The region codes may be ''
 * while the shopper has not chosen them (ADDRESS_REGION_REQUIRED).
 */
const addressFields = {
  /** The receiver's name (SPEC §3 name/receiver). */
  receiver: field.text(200),
  phone: field.phone,
  provinceCode: divisionCode.or(z.literal('')),
  cityCode: divisionCode.or(z.literal('')),
  districtCode: divisionCode.or(z.literal('')),
  /** The detailed address: street, number, building. */
  detail: field.text(400),
  /** Optional: floor, flat, room. */
  houseNumber: field.text(200).optional(),
  /** Make this the member's default address (the one other defaults give way to). */
  isDefault: z.boolean().optional(),
};

/**
 * A point the member pinned on the map (/choose-location): saved as the address's position as it is, precision
 * 'pinned', instead of the geocoder's guess. The region codes are still required and checked (SPEC §5).
 */
export const pinnedPosition = z.strictObject({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type PinnedPosition = z.infer<typeof pinnedPosition>;

export const addAddressRequest = z.strictObject({ ...addressFields, position: pinnedPosition.optional() });
export type AddAddressRequest = z.input<typeof addAddressRequest>;

/**
 * UpdateAddress: the address by id and the fields to change; `{ id, isDefault: true }` alone sets the default. A
 * change of the address without `position` places it by the geocoder again (a pin is dropped); `position` pins it.
 */
export const updateAddressRequest = z.strictObject({
  id: field.id,
  ...z.object(addressFields).partial().shape,
  position: pinnedPosition.optional(),
});
export type UpdateAddressRequest = z.input<typeof updateAddressRequest>;

/**
 * How closely a position matches its address: pinned by the member on the map, a known place named in it, or
 * only its district's centre.
 */
export const positionPrecision = z.enum(['pinned', 'place', 'district']);

export const positionOut = z.object({
  lat: z.number(),
  lng: z.number(),
  precision: positionPrecision,
});
export type PositionOut = z.infer<typeof positionOut>;

/** A region with its division codes; names in the reader's script (Traditional for zh-Hant, else as the data). */
export const regionOut = z.object({
  provinceCode: z.string(),
  province: z.string(),
  cityCode: z.string(),
  city: z.string(),
  districtCode: z.string(),
  district: z.string(),
});
export type RegionOut = z.infer<typeof regionOut>;

/** A member's address (SPEC §3): receiver, phone, region, detailed address, house number, default flag. */
export const addressOut = regionOut.extend({
  id: z.number().int(),
  receiver: z.string(),
  phone: z.string(),
  detail: z.string(),
  houseNumber: z.string(),
  isDefault: z.boolean(),
  /** The region's names in one text (SPEC §3 region), e.g. 上海市静安区. */
  region: z.string(),
  /** The whole address in one line (SPEC §3 addr): region, detailed address, house number. */
  addr: z.string(),
  /** Where the geocoder placed it when saved; null when it could not. */
  position: positionOut.nullable(),
});
export type AddressOut = z.infer<typeof addressOut>;

/** One entry of the region picker. */
export const regionEntry = z.object({ code: z.string(), name: z.string() });
export type RegionEntry = z.infer<typeof regionEntry>;

const addressId = z.strictObject({ id: field.id });

/** The member's delivery addresses and the positions behind them (SPEC §7 CustomerAddress/, order/…LngLat). */
export const addressEndpoints = {
  /** The member's addresses, the default first, then the newest. */
  myAddresses: endpoint({
    path: addressPaths.myAddresses,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ addresses: z.array(addressOut) }),
  }),

  /** One of the member's addresses; another member's or an unknown id: ADDRESS_NOT_FOUND. */
  findAddress: endpoint({
    path: addressPaths.findAddress,
    access: 'member',
    request: addressId,
    result: addressOut,
  }),

  /**
   * Saves a new address, placed by the geocoder. Refusals (400, with Field): ADDRESS_RECEIVER_REQUIRED, PHONE_EMPTY,
   * PHONE_INVALID, ADDRESS_REGION_REQUIRED, ADDRESS_REGION_INVALID (codes that are not one path of the region
   * data), ADDRESS_DETAIL_REQUIRED, ADDRESS_TEXT_TOO_LONG; ADDRESS_LIMIT (422) past the most a member keeps.
   */
  addAddress: endpoint({
    path: addressPaths.addAddress,
    access: 'member',
    request: addAddressRequest,
    result: addressOut,
  }),

  /** Changes the given fields of one of the member's addresses (the same refusals as AddAddress). */
  updateAddress: endpoint({
    path: addressPaths.updateAddress,
    access: 'member',
    request: updateAddressRequest,
    result: addressOut,
  }),

  /** Removes one of the member's addresses; orders already placed keep their own copy. */
  removeAddress: endpoint({
    path: addressPaths.removeAddress,
    access: 'member',
    request: addressId,
    result: z.object({ id: z.number().int() }),
  }),

  /**
   * The region picker's list: the provinces without parentCode, else the cities of a province or the districts
   * of a city. An unknown parent: ADDRESS_REGION_INVALID.
   */
  regionList: endpoint({
    path: addressPaths.regionList,
    access: 'public',
    request: z.strictObject({ parentCode: divisionCode.optional() }),
    result: z.object({ regions: z.array(regionEntry) }),
  }),

  /** Where an address lies (the geocoder); position null when it cannot tell. */
  addressToLngLat: endpoint({
    path: addressPaths.addressToLngLat,
    access: 'member',
    request: z.strictObject({
      provinceCode: divisionCode,
      cityCode: divisionCode,
      districtCode: divisionCode,
      detail: field.text(400),
      houseNumber: field.text(200).optional(),
    }),
    result: z.object({ position: positionOut.nullable() }),
  }),

  /** The region (and a known place as detail, '' when none) at a point; region null when it cannot tell. */
  lngLatToAddress: endpoint({
    path: addressPaths.lngLatToAddress,
    access: 'member',
    request: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    result: z.object({ region: regionOut.extend({ detail: z.string() }).nullable() }),
  }),
};
