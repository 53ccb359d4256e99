import { type CardOrderOut, type cardEndpoints, cardPaths, type RequestOf } from '@shop/contracts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { accountKeys } from '../../account/index.ts';
import { cardKeys } from './card-keys.ts';

export const buyRef = endpointRef<typeof cardEndpoints.buyCard>(cardPaths.buyCard);
export const orderRef = endpointRef<typeof cardEndpoints.cardOrderDetail>(cardPaths.cardOrderDetail);
export type BuyRequest = RequestOf<typeof cardEndpoints.buyCard>;

/**
 * Card/BuyCard: the card order, paid at once (balance) or left unpaid for the gateway. The key is the caller's, kept
 * for the visit, so a retry or a double tap answers the first order. Whatever the answer the member's balance and
 * cards are asked again.
 */
export async function buyCard(client: QueryClient, request: BuyRequest): Promise<CardOrderOut> {
  try {
    return await call(buyRef, request);
  } finally {
    void client.invalidateQueries({ queryKey: cardKeys.all });
    void client.invalidateQueries({ queryKey: accountKeys.all });
  }
}

/** Card/CardOrderDetail: one of the member's card orders, for the result. */
export function useCardOrder(orderNo: string, enabled: boolean) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<CardOrderOut>({
    queryKey: cardKeys.order(orderNo, locale),
    queryFn: () => call(orderRef, { orderNo }),
    enabled: enabled && isLoggedIn && orderNo !== '',
    staleTime: 0,
  });
}
