import { type GiftPackageOut, type giftEndpoints, giftPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { giftKeys } from './gift-keys.ts';

export const packagesRef = endpointRef<typeof giftEndpoints.packages>(giftPaths.packages);
export const detailRef = endpointRef<typeof giftEndpoints.detail>(giftPaths.detail);

/** GiftPackage/List: the packages on sale (the first 50, more than a store offers), with the caller's state. */
export function useGiftPackages() {
  const { locale } = useLocale();
  return useQuery({
    queryKey: giftKeys.packages(locale),
    queryFn: () => call(packagesRef, { pageSize: 50 }),
    staleTime: 0,
  });
}

/** GiftPackage/Detail: one package (buyGiftDetails); null id: nothing asked. */
export function useGiftPackage(id: number | null) {
  const { locale } = useLocale();
  return useQuery<GiftPackageOut>({
    queryKey: giftKeys.detail(id ?? 0, locale),
    queryFn: () => call(detailRef, { id: id ?? 0 }),
    enabled: id !== null,
    staleTime: 0,
  });
}
