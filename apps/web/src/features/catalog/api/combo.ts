import { type catalogEndpoints, catalogPaths } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useStore } from '../../store/index.ts';
import { catalogKeys } from './keys.ts';

export const comboEndpoint = endpointRef<typeof catalogEndpoints.combo>(catalogPaths.combo);

/** product/combo: a combo's detail with its groups of choices; `comboId` null (a malformed id) fetches nothing. */
export function useCombo(comboId: number | null) {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: catalogKeys.combo(storeId ?? 0, comboId ?? 0, locale),
    queryFn: () => call(comboEndpoint, { storeId: storeId!, comboId: comboId! }),
    enabled: storeId !== null && comboId !== null,
    staleTime: 15_000,
  });
}
