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
    addr: addressLine({ region: regionLine, detail: row.detail, houseNumber: row.houseNumber }),
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
