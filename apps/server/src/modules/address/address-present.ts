import type { AddressOut, RegionOut } from '@shop/contracts';
import { addressLine, type Locale } from '@shop/domain';
import type { MemberAddressRow } from '../../db/schema/address.ts';
import { regionScript } from './region-script.ts';
import { type RegionPath, regionText } from './regions.ts';

/** A region for the wire, its names in the reader's script. */
export function regionOut(region: RegionPath, convert: (name: string) => string): RegionOut {
  return {
    provinceCode: region.province.code,
    province: convert(region.province.name),
    cityCode: region.city.code,
    city: convert(region.city.name),
    districtCode: region.district.code,
    district: convert(region.district.name),
  };
}

/** What an address line is made of: the region's names as the data writes them, and what the member typed. */
export type AddressParts = Pick<
  MemberAddressRow,
  'province' | 'city' | 'district' | 'detail' | 'houseNumber'
>;

/** An address in one line (SPEC §3 addr): the region in the reader's script, the rest as the member typed it. */
function lineOf(parts: AddressParts, convert: (name: string) => string): string {
  const region = regionText([parts.province, parts.city, parts.district].map(convert));
  return addressLine({ region, detail: parts.detail, houseNumber: parts.houseNumber });
}

/**
 * How addresses read in one line for a reader of `locale`. Every place that shows an address or its region — the
 * address list, the settlement, a delivery's progress, a points-mall delivery — writes it through this, so a
 * zh-Hant reader meets 靜安區 everywhere and never the data's 静安区 (issue 28).
 */
export async function addressLines(locale: Locale): Promise<(parts: AddressParts) => string> {
  const convert = await regionScript(locale);
  return (parts) => lineOf(parts, convert);
}

function presentRow(row: MemberAddressRow, convert: (name: string) => string): AddressOut {
  const region = regionOut(
    {
      province: { code: row.provinceCode, name: row.province },
      city: { code: row.cityCode, name: row.city },
      district: { code: row.districtCode, name: row.district },
    },
    convert,
  );
  const regionLine = regionText([region.province, region.city, region.district]);
  return {
    id: row.id,
    receiver: row.receiver,
    phone: row.phone,
    ...region,
    detail: row.detail,
    houseNumber: row.houseNumber,
    isDefault: row.isDefault,
    region: regionLine,
    addr: lineOf(row, convert),
    position:
      row.lat === null || row.lng === null || row.precision === null
        ? null
        : { lat: row.lat, lng: row.lng, precision: row.precision },
  };
}

/** Addresses as the member reads them: region names in their script, what they typed as they typed it. */
export async function presentAddresses(rows: MemberAddressRow[], locale: Locale): Promise<AddressOut[]> {
  const convert = await regionScript(locale);
  return rows.map((row) => presentRow(row, convert));
}
