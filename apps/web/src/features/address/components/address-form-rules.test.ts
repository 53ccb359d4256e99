import { describe, expect, it } from 'vitest';
import { addressResolver, emptyAddress } from './address-form-rules.ts';

const resolve = (values: typeof emptyAddress) =>
  addressResolver((code) => `t:${code}`)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('address form rules', () => {
  it('names every missing field, the region under the first level still to choose', async () => {
    const result = await resolve({ ...emptyAddress, provinceCode: '310000' });
    expect(Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, v?.message]))).toEqual({
      receiver: 't:ADDRESS_RECEIVER_REQUIRED',
      phone: 't:PHONE_EMPTY',
      cityCode: 't:ADDRESS_REGION_REQUIRED',
      detail: 't:ADDRESS_DETAIL_REQUIRED',
    });
  });

  it('passes a complete address', async () => {
    const values = {
      ...emptyAddress,
      receiver: 'Li',
      phone: '13912345678',
      provinceCode: '310000',
      cityCode: '310100',
      districtCode: '310106',
      detail: '1 Changde Road',
    };
    expect((await resolve(values)).errors).toEqual({});
  });
});
