import { storage, storageKey, type TypedStorage } from '../../../lib/storage.ts';

/**
 * The guest's cart key (SPEC §7 cartKey): 32 random letters and digits, made once and kept in storage under
 * `prefs.` so it survives a store change (the server keeps one cart per store under the same key). It goes with
 * every guest sync, and with signin so the server merges the guest cart into the member's.
 */

export const cartKeyStorage = storageKey<string>('prefs.cartKey');
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const keyLength = 32;
const validKey = /^[A-Za-z0-9_-]{16,64}$/;

type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoFill: RandomFill = (bytes) => globalThis.crypto.getRandomValues(bytes);

/** A new key; bytes ≥ 248 are skipped so each of the 62 characters is equally likely. */
export function makeCartKey(fill: RandomFill = cryptoFill): string {
  let out = '';
  while (out.length < keyLength) {
    for (const byte of fill(new Uint8Array(keyLength))) {
      if (byte < 248 && out.length < keyLength) out += alphabet[byte % 62];
    }
  }
  return out;
}

/** The stored key, made and stored on first use (or when the stored value is not a valid key). */
export function guestCartKey(store: TypedStorage = storage, fill?: RandomFill): string {
  const kept = store.get(cartKeyStorage);
  if (typeof kept === 'string' && validKey.test(kept)) return kept;
  const key = makeCartKey(fill);
  store.set(cartKeyStorage, key);
  return key;
}
