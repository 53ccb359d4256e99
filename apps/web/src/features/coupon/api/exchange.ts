import { type couponEndpoints, couponPaths, type ResultOf } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { couponKeys } from './coupon-keys.ts';

export const exchangeRef = endpointRef<typeof couponEndpoints.exchange>(couponPaths.exchange);

/** Coupon/Exchange: a typed code for the coupon it stands for; the member's lists are asked again once it is theirs. */
export function useExchangeCode() {
  const client = useQueryClient();
  return async (code: string): Promise<ResultOf<typeof couponEndpoints.exchange>> => {
    const result = await call(exchangeRef, { code });
    void client.invalidateQueries({ queryKey: couponKeys.mineRoot });
    return result;
  };
}
