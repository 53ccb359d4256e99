import { describe, expect, it } from 'vitest';
import { addressLine, checkAddress } from './address-rules.ts';

const good = {
  receiver: ' 王小明 ',
  phone: '138 0013 8000',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310106',
  detail: ' 愚园路 168 号 ',
  houseNumber: ' 3 楼 ',
};

describe('checkAddress', () => {
  it('accepts a complete address and gives it trimmed, the phone canonical', () => {
    expect(checkAddress(good)).toEqual({
      ok: true,
      address: {
        ...good,
        receiver: '王小明',
        phone: '13800138000',
        detail: '愚园路 168 号',
        houseNumber: '3 楼',
      },
    });
  });

  it('takes the house number as optional', () => {
    const check = checkAddress({ ...good, houseNumber: undefined });
    expect(check.ok && check.address.houseNumber).toBe('');
  });

  it('names every missing field at once, in the form order', () => {
    const check = checkAddress({
      receiver: '  ',
      phone: '',
      provinceCode: '310000',
      cityCode: '',
      districtCode: '',
      detail: '',
    });
    expect(check).toEqual({
      ok: false,
      problems: [
        { field: 'receiver', code: 'ADDRESS_RECEIVER_REQUIRED' },
        { field: 'phone', code: 'PHONE_EMPTY' },
        { field: 'region', code: 'ADDRESS_REGION_REQUIRED' },
        { field: 'detail', code: 'ADDRESS_DETAIL_REQUIRED' },
      ],
    });
  });

  it('refuses a malformed phone and a region code that is not six digits', () => {
    const check = checkAddress({ ...good, phone: '12345', districtCode: '3101' });
    expect(check.ok ? [] : check.problems.map((p) => p.code)).toEqual([
      'PHONE_INVALID',
      'ADDRESS_REGION_REQUIRED',
    ]);
  });

  it('counts characters, not UTF-16 units, against the limits', () => {
    expect(checkAddress({ ...good, receiver: '𠀀'.repeat(20) }).ok).toBe(true);
    const long = checkAddress({ ...good, receiver: 'a'.repeat(21), houseNumber: 'b'.repeat(31) });
    expect(long.ok ? [] : long.problems).toEqual([
      { field: 'receiver', code: 'ADDRESS_TEXT_TOO_LONG' },
      { field: 'houseNumber', code: 'ADDRESS_TEXT_TOO_LONG' },
    ]);
  });
});

describe('addressLine', () => {
  it('joins the parts that are there', () => {
    expect(addressLine({ region: '上海市静安区', detail: '愚园路168号', houseNumber: '' })).toBe(
      '上海市静安区 愚园路168号',
    );
    expect(addressLine({ region: '上海市静安区', detail: '愚园路168号', houseNumber: '3楼' })).toBe(
      '上海市静安区 愚园路168号 3楼',
    );
  });
});
