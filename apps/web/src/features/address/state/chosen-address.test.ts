import type { AddressOut } from '@shop/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { addressForOrder, chooseAddress, forgetChosenAddress, readChosenAddress } from './chosen-address.ts';

const address = (id: number, isDefault = false) => ({ id, isDefault, addr: `addr ${id}` }) as AddressOut;

describe('the address chosen for the order (FASTORDERADDRESS)', () => {
  afterEach(forgetChosenAddress);

  it('is the chosen one while it is still the member’s, in its current form', () => {
    chooseAddress(address(2));
    expect(readChosenAddress()?.id).toBe(2);
    const fresh = { ...address(2), addr: 'edited' };
    expect(addressForOrder([address(1, true), fresh])).toBe(fresh);
  });

  it('falls back to the default, then to none', () => {
    chooseAddress(address(9));
    expect(addressForOrder([address(1), address(3, true)])?.id).toBe(3);
    forgetChosenAddress();
    expect(addressForOrder([address(1)])).toBeNull();
  });
});
