import { type couponEndpoints, couponPaths, type ResultOf } from '@shop/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { couponKeys } from './coupon-keys.ts';

export const claimRef = endpointRef<typeof couponEndpoints.claim>(couponPaths.claim);

/**
 * Coupon/Claim: takes one coupon of a free template. Whatever the answer the centre and the member's lists are
 * asked again: the remaining count and the member's own count may have moved (a refusal says why they did).
 */
export async function claimCoupon(
  client: QueryClient,
  templateId: number,
): Promise<ResultOf<typeof couponEndpoints.claim>> {
  try {
    return await call(claimRef, { templateId });
  } finally {
    void client.invalidateQueries({ queryKey: couponKeys.all });
  }
}

/** claimCoupon with the page's query client. */
export function useClaimCoupon() {
  const client = useQueryClient();
  return (templateId: number) => claimCoupon(client, templateId);
}
