import { type ResultOf, type topUpEndpoints, topUpPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { balanceKeys } from './balance-keys.ts';

export const loadChargeRulesRef = endpointRef<typeof topUpEndpoints.loadChargeRules>(
  topUpPaths.loadChargeRules,
);
export type ChargeRules = ResultOf<typeof topUpEndpoints.loadChargeRules>;

/** customeraccount/LoadChargeRules: the store's top-up rules, the least free amount and the member's balance. */
export function useChargeRules() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: balanceKeys.rules(locale),
    queryFn: () => call(loadChargeRulesRef, {}),
    staleTime: 0,
  });
}
