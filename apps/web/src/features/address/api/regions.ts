import { type addressEndpoints, addressPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { addressKeys } from './address-keys.ts';

const regionListRef = endpointRef<typeof addressEndpoints.regionList>(addressPaths.regionList);

/**
 * One level of the region picker: the provinces for '', else the divisions under the code. The data stays on
 * the server and comes a level at a time, so no page carries the whole country; it does not change while the
 * app runs, so a level once read is kept.
 */
export function useRegions(parentCode: string | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: addressKeys.regions(parentCode ?? '', locale),
    queryFn: async () => (await call(regionListRef, parentCode ? { parentCode } : {})).regions,
    enabled: parentCode !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
