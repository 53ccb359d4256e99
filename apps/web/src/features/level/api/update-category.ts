import {
  type levelEndpoints,
  levelPaths,
  type RequestOf,
  type UpgradeOrderDetailOut,
  type UpgradeOrderOut,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { levelKeys } from './level-keys.ts';

export const updateCategoryRef = endpointRef<typeof levelEndpoints.updateCategory>(levelPaths.updateCategory);
export const upgradeOrderDetailRef = endpointRef<typeof levelEndpoints.upgradeOrderDetail>(
  levelPaths.upgradeOrderDetail,
);
export type UpdateCategoryRequest = RequestOf<typeof levelEndpoints.updateCategory>;

/**
 * CustomerCategory/UpdateCategory: starts the paid upgrade. The idempotency key is the caller's, kept for the
 * visit, so a retry or a double tap answers the first order. Whatever the answer, the member's figures are
 * refetched: the balance and the level may have moved.
 */
export async function updateCategory(request: UpdateCategoryRequest): Promise<UpgradeOrderOut> {
  try {
    return await call(updateCategoryRef, request);
  } finally {
    void queryClient.invalidateQueries({ queryKey: ['account'] });
  }
}

/** Order/CustomerCategoryDetail: one of the member's upgrade orders, for the result view. */
export function useUpgradeOrder(orderNo: string, enabled: boolean) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<UpgradeOrderDetailOut>({
    queryKey: levelKeys.order(orderNo, locale),
    queryFn: () => call(upgradeOrderDetailRef, { orderNo }),
    enabled: enabled && isLoggedIn && orderNo !== '',
    staleTime: 0,
  });
}
