import { type pointsmallEndpoints, pointsmallPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { pointsmallKeys } from './pointsmall-keys.ts';

export const detailsRef = endpointRef<typeof pointsmallEndpoints.details>(pointsmallPaths.details);

/** PointsMall/Details: one product with whether the caller can exchange it, and the caller's points. */
export function usePointsProduct(id: number | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: pointsmallKeys.product(id ?? 0, locale),
    queryFn: () => call(detailsRef, { id: id! }),
    enabled: id !== null,
    staleTime: 0,
  });
}
