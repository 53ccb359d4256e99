import { type couponEndpoints, couponPaths } from '@shop/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { couponKeys, couponPageSize, nextPage } from './coupon-keys.ts';

export const transferRecordsRef = endpointRef<typeof couponEndpoints.transferRecords>(
  couponPaths.transferRecords,
);

/** Coupon/TransferRecords: the member's gifts on one side (given or received), newest first, page after page. */
export function useTransferRecords(direction: 'given' | 'received') {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useInfiniteQuery({
    queryKey: couponKeys.records(direction, locale),
    queryFn: ({ pageParam }) =>
      call(transferRecordsRef, { direction, pageIndex: pageParam, pageSize: couponPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      nextPage(
        last.total,
        pages.map((p) => p.records),
      ),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}
