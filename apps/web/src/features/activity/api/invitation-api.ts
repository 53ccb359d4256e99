import { activityPaths, type invitationEndpoints } from '@shop/contracts';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';

const infoRef = endpointRef<typeof invitationEndpoints.inviteInfo>(activityPaths.inviteInfo);
const rewardsRef = endpointRef<typeof invitationEndpoints.inviteRewards>(activityPaths.inviteRewards);
const ruleRef = endpointRef<typeof invitationEndpoints.inviteRule>(activityPaths.inviteRule);
const enterShareRef = endpointRef<typeof invitationEndpoints.enterShare>(activityPaths.enterShare);
const bindRef = endpointRef<typeof invitationEndpoints.relationDistribute>(activityPaths.relationDistribute);

/** Query keys of the invitation pages; the rules carry store text, so their keys end with the locale. */
export const invitationKeys = {
  all: ['invitation'] as const,
  info: (locale: string) => ['invitation', 'info', locale] as const,
  rewards: ['invitation', 'rewards'] as const,
  rule: (locale: string) => ['invitation', 'rule', locale] as const,
  enterShare: (uid: number, member: boolean, locale: string) =>
    ['invitation', 'enterShare', uid, member, locale] as const,
};

export const rewardPageSize = 20;

/** CustomerReferral/GetInviteInfo: my uid for the link, the rules, my counts and totals. */
export function useInviteInfo() {
  const { locale } = useLocale();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: invitationKeys.info(locale),
    queryFn: () => call(infoRef, {}),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** CustomerReferral/LoadInviteRewards: the rewards I received, newest first, a page at a time. */
export function useInviteRewards() {
  const { isLoggedIn } = useSession();
  return useInfiniteQuery({
    queryKey: invitationKeys.rewards,
    queryFn: ({ pageParam }) => call(rewardsRef, { page: pageParam, pageSize: rewardPageSize }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const seen = pages.reduce((sum, p) => sum + p.rewards.length, 0);
      return seen < last.total ? pages.length + 1 : undefined;
    },
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** CustomerReferral/GetInviteRule: the store's invite rules, for anyone. */
export function useInviteRule() {
  const { locale } = useLocale();
  return useQuery({ queryKey: invitationKeys.rule(locale), queryFn: () => call(ruleRef, {}) });
}

/** CustomerReferral/GetEnterShareInfo: who invited the reader and what a friend gets. */
export function useEnterShare(inviterUid: number) {
  const { locale } = useLocale();
  const { isLoggedIn } = useSession();
  return useQuery({
    queryKey: invitationKeys.enterShare(inviterUid, isLoggedIn, locale),
    queryFn: () => call(enterShareRef, { inviterUid }),
    enabled: inviterUid > 0,
    staleTime: 0,
  });
}

/** customeraccount/RelationDistribute: binds the logged-in reader to the inviter; the pages read anew after. */
export function useRelationDistribute() {
  return useMutation({
    mutationFn: (superiorCustomerUid: number) => call(bindRef, { superiorCustomerUid }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
