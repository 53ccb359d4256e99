import { type checkoutEndpoints, checkoutPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useStore } from '../../store/index.ts';
import { checkoutKeys } from './checkout-keys.ts';

const selfTakeRef = endpointRef<typeof checkoutEndpoints.getSelfTakeLocations>(
  checkoutPaths.getSelfTakeLocations,
);

/** checkout/GetSelfTakelocations: the store's counter and other pickup points, for self-pickup. */
export function useSelfTakeLocations(enabled: boolean) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: checkoutKeys.selfTake(storeId, locale),
    queryFn: () => call(selfTakeRef, {}),
    enabled: enabled && storeId !== null,
    // Pickup points change with the store's settings, rarely.
    staleTime: 5 * 60_000,
  });
}
