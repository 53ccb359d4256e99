import {
  type PointsOrderOut,
  type pointsmallEndpoints,
  pointsmallPaths,
  type RequestOf,
} from '@shop/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { accountKeys } from '../../account/index.ts';
import { pointsmallKeys } from './pointsmall-keys.ts';

export const exchangeRef = endpointRef<typeof pointsmallEndpoints.exchange>(pointsmallPaths.exchange);
export type ExchangeRequest = RequestOf<typeof pointsmallEndpoints.exchange>;

/**
 * PointsMall/Exchange: the exchange, done at once (points, or points + balance) or left unpaid for the gateway. The
 * idempotency key is the caller's, kept for the visit, so a retry or a double tap answers the first order. Whatever
 * the answer the mall, the member's points and balance are asked again.
 */
export async function exchangePoints(client: QueryClient, request: ExchangeRequest): Promise<PointsOrderOut> {
  try {
    return await call(exchangeRef, request);
  } finally {
    void client.invalidateQueries({ queryKey: pointsmallKeys.all });
    void client.invalidateQueries({ queryKey: accountKeys.all });
  }
}
