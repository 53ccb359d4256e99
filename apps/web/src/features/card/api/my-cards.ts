import {
  type CardSingletype,
  type cardEndpoints,
  cardPaths,
  type MyCardTab,
  type ResultOf,
} from '@shop/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { nextPage } from '../../coupon/index.ts';
import { cardKeys, cardPageSize } from './card-keys.ts';

export const myCardsRef = endpointRef<typeof cardEndpoints.myCards>(cardPaths.myCards);
export type MyCardsPage = ResultOf<typeof cardEndpoints.myCards>;

/** Card/MyCards: one tab of the member's cards of a kind, page after page, with every tab's count. */
export function useMyCards(singletype: CardSingletype, tab: MyCardTab) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useInfiniteQuery({
    queryKey: cardKeys.mine(singletype, tab, locale),
    queryFn: ({ pageParam }) =>
      call(myCardsRef, { singletype, tab, pageIndex: pageParam, pageSize: cardPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPage(
        last.total,
        pages.map((p) => p.cards),
      ),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}
