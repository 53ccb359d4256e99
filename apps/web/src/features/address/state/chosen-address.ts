import type { AddressOut } from '@shop/contracts';
import { storage, storageKey } from '../../../lib/storage.ts';

/**
 * The delivery address chosen for the next order, kept under FASTORDERADDRESS with its id (SPEC §3). It is the
 * shopper's choice on this device; the server checks the id is theirs when an order is placed.
 */
const chosenKey = storageKey<AddressOut>('prefs.FASTORDERADDRESS');

export function readChosenAddress(): AddressOut | undefined {
  return storage.get(chosenKey);
}

export function chooseAddress(address: AddressOut): void {
  storage.set(chosenKey, address);
}

/** Forgets the choice (its address was removed). */
export function forgetChosenAddress(): void {
  storage.remove(chosenKey);
}

/**
 * The address an order goes to: the chosen one while it is still among the member's addresses (in its current
 * form), else their default, else none.
 */
export function addressForOrder(addresses: readonly AddressOut[]): AddressOut | null {
  const chosen = readChosenAddress();
  return addresses.find((a) => a.id === chosen?.id) ?? addresses.find((a) => a.isDefault) ?? null;
}
