import { type storeFactEndpoints, storeFactPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';

export const certificatesRef = endpointRef<typeof storeFactEndpoints.getEshopCertificate>(
  storeFactPaths.getEshopCertificate,
);
export const countryCodesRef = endpointRef<typeof storeFactEndpoints.getCountryCodeList>(
  storeFactPaths.getCountryCodeList,
);

/** Store/GetEshopCertificate: the store's business licence and food permit, for its information page. */
export function useCertificates(storeId: number | null) {
  return useQuery({
    queryKey: ['store', 'certificates', storeId],
    queryFn: () => call(certificatesRef, { storeId: storeId! }),
    enabled: storeId !== null,
    staleTime: 5 * 60_000,
  });
}

/** Store/GetCountryCodeList: phone country codes named in the reader's language (kept for the visit). */
export function useCountryCodes(enabled = true) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['store', 'country-codes', locale],
    queryFn: () => call(countryCodesRef, {}),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
