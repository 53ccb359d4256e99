const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * A fresh idempotency key: 32 random characters of the contract's alphabet. A call that must not take effect
 * twice (placing an order, buying an upgrade) carries one, kept for the visit, so a retry answers the first.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => keyAlphabet[b & 63]).join('');
}
