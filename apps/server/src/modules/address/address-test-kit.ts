import type { AddAddressRequest, AddressOut } from '@shop/contracts';
import type { CallResult, TestApp } from '../../test/harness.ts';

/** An address near the Jing'an Temple shop, complete and valid. */
export const yuyuanRoad: AddAddressRequest = {
  receiver: '王小明',
  phone: '13912345678',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310106',
  detail: '愚园路 168 号',
  houseNumber: '3 楼 301',
};

export function addAddress(
  t: TestApp,
  session: string,
  body: Record<string, unknown> = yuyuanRoad,
): Promise<CallResult<AddressOut>> {
  return t.call<AddressOut>('CustomerAddress/AddAddress', body, { session });
}

export async function myAddresses(t: TestApp, session: string): Promise<AddressOut[]> {
  const res = await t.call<{ addresses: AddressOut[] }>('CustomerAddress/myAddresses', {}, { session });
  return res.body.Result.addresses;
}
