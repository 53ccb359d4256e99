import {
  type BalanceKind,
  type balanceLedgerEndpoints,
  balanceLedgerPaths,
  type ResultOf,
} from '@shop/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { balanceKeys, ledgerPageSize } from './balance-keys.ts';

export const ledgerRef = endpointRef<typeof balanceLedgerEndpoints.ledger>(balanceLedgerPaths.ledger);
export type LedgerPage = ResultOf<typeof balanceLedgerEndpoints.ledger>;

/** Balance/Ledger: the balance and its entries, newest first, in a month ('' all) and of a kind ('' all). */
export function useLedger(month: string, kind: BalanceKind | '') {
  return useInfiniteQuery({
    queryKey: balanceKeys.ledger(month, kind),
    queryFn: ({ pageParam }) =>
      call(ledgerRef, {
        pageIndex: pageParam,
        pageSize: ledgerPageSize,
        ...(month ? { month } : {}),
        ...(kind ? { kind } : {}),
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((sum, p) => sum + p.entries.length, 0);
      return seen < last.total ? pages.length + 1 : undefined;
    },
    staleTime: 0,
  });
}
