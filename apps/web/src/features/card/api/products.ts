import { type CardKind, type CardProductOut, type cardEndpoints, cardPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { cardKeys } from './card-keys.ts';

export const productsRef = endpointRef<typeof cardEndpoints.loadCardProducts>(cardPaths.loadCardProducts);
export const productRef = endpointRef<typeof cardEndpoints.cardProductDetail>(cardPaths.cardProductDetail);

/** Card/LoadCardProducts: the cards of one kind this store sells (the first page is all a tab shows). */
export function useCardProducts(kind: CardKind) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    // Each product carries the caller's refusal and count bought: a login changes them.
    queryKey: [...cardKeys.products(kind, locale), isLoggedIn],
    queryFn: () => call(productsRef, { kind }),
  });
}

/** Card/CardProductDetail: a card the store sells, with whether the caller may buy it (asked afresh: stock moves). */
export function useCardProduct(id: number | null) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<CardProductOut>({
    queryKey: [...cardKeys.product(id ?? 0, locale), isLoggedIn],
    queryFn: () => call(productRef, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
  });
}
