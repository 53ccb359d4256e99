import type { DeliverySnapshot } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import { type MemberAddressRow, memberAddresses } from '../../db/schema/address.ts';
import { defaultAddressRow, findAddressRow } from './address-store.ts';
import type { GeoPosition } from './geocoder.ts';

/** A member's delivery address as other areas read it: region names as the data writes them, its position. */
export interface MemberAddress {
  id: number;
  memberId: number;
  receiver: string;
  phone: string;
  provinceCode: string;
  province: string;
  cityCode: string;
  city: string;
  districtCode: string;
  district: string;
  detail: string;
  houseNumber: string;
  isDefault: boolean;
  /** Where the geocoder placed it when saved; null when it could not (no zone can cover it). */
  position: GeoPosition | null;
}

/** The part of an order's DeliverySnapshot that comes from the address; the zone's part is the delivery area's. */
export type AddressSnapshot = Omit<DeliverySnapshot, 'zoneId' | 'fee' | 'deliveryMinutes'>;

/** The columns an address is read from: all but when it was written. */
type AddressColumns = Omit<MemberAddressRow, 'createdAt' | 'updatedAt'>;

function toMemberAddress(row: AddressColumns & Partial<MemberAddressRow>): MemberAddress {
  const { lat, lng, precision, createdAt: _c, updatedAt: _u, ...rest } = row;
  return {
    ...rest,
    position: lat === null || lng === null || precision === null ? null : { lat, lng, precision },
  };
}

/** One of the member's addresses with its position; null when the id is unknown or another member's. */
export async function findMemberAddress(
  db: DbOrTx,
  memberId: number,
  addressId: number,
): Promise<MemberAddress | null> {
  const row = await findAddressRow(db, memberId, addressId);
  return row ? toMemberAddress(row) : null;
}

/** The member's default address, null when they have none. */
export async function findDefaultAddress(db: DbOrTx, memberId: number): Promise<MemberAddress | null> {
  const row = await defaultAddressRow(db, memberId);
  return row ? toMemberAddress(row) : null;
}

/** What an order keeps of the address (delivery_orders); null when the address has no position to deliver to. */
export function addressSnapshot(address: MemberAddress): AddressSnapshot | null {
  if (!address.position) return null;
  return {
    addressId: address.id,
    receiver: address.receiver,
    phone: address.phone,
    province: address.province,
    city: address.city,
    district: address.district,
    detail: address.detail,
    houseNumber: address.houseNumber,
    lat: address.position.lat,
    lng: address.position.lng,
  };
}

/** What memberAddressJsonSql reads, in its order: every column but the timestamps. */
const jsonColumns = [
  'id',
  'memberId',
  'receiver',
  'phone',
  'provinceCode',
  'province',
  'cityCode',
  'city',
  'districtCode',
  'district',
  'detail',
  'houseNumber',
  'isDefault',
  'lat',
  'lng',
  'precision',
] as const satisfies readonly (keyof AddressColumns)[];
// A column added to the table without being added here fails to compile.
const everyColumn: Exclude<keyof AddressColumns, (typeof jsonColumns)[number]> extends never ? true : never =
  true;
void everyColumn;

/**
 * One of the member's addresses as a JSON array, as SQL for another area's one-statement read (checkout reads the
 * delivery address in the same round trip as the order's products): `$id` and `$member` are its parameters.
 * Read the value back with addressFromJson.
 */
export function memberAddressJsonSql(id: string, member: string): string {
  const values = jsonColumns.map((key) => `a.${memberAddresses[key].name}`).join(', ');
  return `(SELECT json_build_array(${values})
    FROM member_addresses a WHERE a.id = ${id} AND a.member_id = ${member})`;
}

/** The address memberAddressJsonSql read; null when there was none (unknown, or another member's). */
export function addressFromJson(json: unknown): MemberAddress | null {
  if (!Array.isArray(json)) return null;
  const row = Object.fromEntries(jsonColumns.map((key, i) => [key, json[i]]));
  return toMemberAddress(row as AddressColumns);
}
