import { type giftEndpoints, giftPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { giftKeys } from './gift-keys.ts';

export const receivedRef = endpointRef<typeof giftEndpoints.received>(giftPaths.received);

/** GiftPackage/Received: what the member received, newest first (the latest 50). */
export function useReceived(enabled: boolean) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: giftKeys.received(locale),
    queryFn: () => call(receivedRef, { pageSize: 50 }),
    enabled: enabled && isLoggedIn,
    staleTime: 0,
  });
}
