import { type balanceLedgerEndpoints, balanceLedgerPaths, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { balanceKeys } from './balance-keys.ts';

export const payDetailRef = endpointRef<typeof balanceLedgerEndpoints.payDetail>(
  balanceLedgerPaths.payDetail,
);
export type PayDetail = ResultOf<typeof balanceLedgerEndpoints.payDetail>;

/** Balance/PayDetail: one ledger entry with its order and, for a top-up, its gifts. */
export function usePayDetail(id: number) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: balanceKeys.detail(id, locale),
    queryFn: () => call(payDetailRef, { id }),
    enabled: id > 0,
    staleTime: 0,
  });
}
