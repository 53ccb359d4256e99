import { type checkoutEndpoints, checkoutPaths, type PlacedOrderOut, type RequestOf } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const placeFastRef = endpointRef<typeof checkoutEndpoints.placeFast>(checkoutPaths.placeFast);
export type PlaceFastRequest = RequestOf<typeof checkoutEndpoints.placeFast>;

/** order/placefast: places the order; a repeat with the same idempotency key answers the first order. */
export function placeFast(request: PlaceFastRequest): Promise<PlacedOrderOut> {
  return call(placeFastRef, request);
}
