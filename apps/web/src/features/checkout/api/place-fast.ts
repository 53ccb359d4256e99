import type { checkoutEndpoints, PlacedOrderOut, RequestOf } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const placeFastRef = endpointRef<typeof checkoutEndpoints.placeFast>('order/placefast');
export type PlaceFastRequest = RequestOf<typeof checkoutEndpoints.placeFast>;

/** order/placefast: places the order; a repeat with the same idempotency key answers the first order. */
export function placeFast(request: PlaceFastRequest): Promise<PlacedOrderOut> {
  return call(placeFastRef, request);
}

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A fresh idempotency key: 32 random characters of the contract's alphabet. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (b) => keyAlphabet[b & 63]).join('');
}
