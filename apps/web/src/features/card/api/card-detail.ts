import { type cardEndpoints, cardPaths, type MemberCardDetailOut } from '@shop/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { nextPage } from '../../coupon/index.ts';
import { cardKeys, cardPageSize } from './card-keys.ts';

export const cardDetailsRef = endpointRef<typeof cardEndpoints.cardDetails>(cardPaths.cardDetails);
export const cardRecordsRef = endpointRef<typeof cardEndpoints.cardRecords>(cardPaths.cardRecords);

/** Card/CardDetails: one of the member's cards with its newest records; asked afresh on each visit (a use moves it). */
export function useCardDetail(id: number | null) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<MemberCardDetailOut>({
    queryKey: cardKeys.detail(id ?? 0, locale),
    queryFn: () => call(cardDetailsRef, { id: id ?? 0 }),
    enabled: isLoggedIn && id !== null,
    staleTime: 0,
  });
}

/** Card/CardRecords: every record of one of the member's cards, newest first, page after page. */
export function useCardRecords(id: number | null) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useInfiniteQuery({
    queryKey: cardKeys.records(id ?? 0, locale),
    queryFn: ({ pageParam }) =>
      call(cardRecordsRef, { id: id ?? 0, pageIndex: pageParam, pageSize: cardPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPage(
        last.total,
        pages.map((p) => p.records),
      ),
    enabled: isLoggedIn && id !== null,
    staleTime: 0,
  });
}
