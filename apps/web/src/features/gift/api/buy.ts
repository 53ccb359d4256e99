import { type GiftOrderOut, type giftEndpoints, giftPaths, type RequestOf } from '@shop/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { accountKeys } from '../../account/index.ts';
import { giftKeys } from './gift-keys.ts';

export const buyRef = endpointRef<typeof giftEndpoints.buy>(giftPaths.buy);
export const orderRef = endpointRef<typeof giftEndpoints.order>(giftPaths.order);
export type BuyRequest = RequestOf<typeof giftEndpoints.buy>;

/**
 * GiftPackage/Buy: the package order, paid at once (balance, points) or left unpaid for the gateway. The key is the
 * caller's, kept for the visit, so a retry or a double tap answers the first order. Whatever the answer the
 * member's balance, points and the gift lists are asked again.
 */
export async function buyGiftPackage(client: QueryClient, request: BuyRequest): Promise<GiftOrderOut> {
  try {
    return await call(buyRef, request);
  } finally {
    void client.invalidateQueries({ queryKey: giftKeys.all });
    void client.invalidateQueries({ queryKey: accountKeys.all });
  }
}

/** GiftPackage/OrderDetail: one of the member's package orders, for the result. */
export function useGiftOrder(orderNo: string, enabled: boolean) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<GiftOrderOut>({
    queryKey: giftKeys.order(orderNo, locale),
    queryFn: () => call(orderRef, { orderNo }),
    enabled: enabled && isLoggedIn && orderNo !== '',
    staleTime: 0,
  });
}
