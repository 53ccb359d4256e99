import { type PointsEntryKind, type pointsLedgerEndpoints, pointsLedgerPaths } from '@shop/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pointsKeys, pointsPageSize } from './points-keys.ts';

export const recordsRef = endpointRef<typeof pointsLedgerEndpoints.records>(pointsLedgerPaths.records);

/** Integrals/Records: the member's points ledger of one kind, page after page, newest first. */
export function usePointsRecords(kind: PointsEntryKind) {
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({
    queryKey: pointsKeys.records(kind),
    queryFn: ({ pageParam }) => call(recordsRef, { kind, pageIndex: pageParam, pageSize: pointsPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((n, p) => n + p.entries.length, 0);
      return seen < last.total ? pages.length + 1 : undefined;
    },
    enabled: isLoggedIn,
    staleTime: 0,
  });
}
