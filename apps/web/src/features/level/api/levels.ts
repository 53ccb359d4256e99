import { type levelEndpoints, levelPaths, type ResultOf } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';
import { levelKeys } from './level-keys.ts';

export const loadCategorysRef = endpointRef<typeof levelEndpoints.loadCategorys>(levelPaths.loadCategorys);
export const upgradeInfoRef = endpointRef<typeof levelEndpoints.upgradeInfo>(levelPaths.upgradeInfo);
export const activatInfoRef = endpointRef<typeof levelEndpoints.activatInfo>(levelPaths.activatInfo);
export const upgradeRewardRuleRef = endpointRef<typeof levelEndpoints.upgradeRewardRule>(
  levelPaths.upgradeRewardRule,
);

export type UpgradeInfo = ResultOf<typeof levelEndpoints.upgradeInfo>;
export type MemberCard = ResultOf<typeof levelEndpoints.activatInfo>;

/** CustomerCategory/LoadCategorys: the levels by rank, with their growth thresholds when asked. */
export function useLevels(withRules = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: levelKeys.levels(withRules, locale),
    queryFn: async () => (await call(loadCategorysRef, { includeAutoUpgradeRule: withRules })).categorys,
    staleTime: 60_000,
  });
}

/** The member's level, growth value and the next level growth reaches (fetched on each visit). */
export function useUpgradeInfo() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: levelKeys.upgradeInfo(locale),
    queryFn: () => call(upgradeInfoRef, {}),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** customeraccount/GetCustomerActivatInfo: the member card (number, level, opened, level expiry). */
export function useMemberCard() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: levelKeys.card(locale),
    queryFn: () => call(activatInfoRef, {}),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** The calling store's reward for an inviter whose link leads to a paid upgrade. */
export function useUpgradeRewardRule() {
  const { isLoggedIn } = useSession();
  const { storeId } = useStore();
  return useQuery({
    queryKey: levelKeys.rewardRule(storeId),
    queryFn: () => call(upgradeRewardRuleRef, {}),
    enabled: isLoggedIn && storeId !== null,
    staleTime: 60_000,
  });
}
