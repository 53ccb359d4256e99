import { type posterEndpoints, posterPaths, type ShareTarget } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';

export const sharePosterRef = endpointRef<typeof posterEndpoints.sharePoster>(posterPaths.sharePoster);

/**
 * The poster's query key: under the 'account' root, so a session change drops it with the member's other data (a
 * poster carries the member's uid and name); by store and locale, as its words and prices are theirs.
 */
export function posterKey(target: ShareTarget, storeId: number | null, locale: Locale) {
  const id = target.kind === 'product' ? target.productId : 0;
  return textKey(['account', 'activity', 'poster', target.kind, id, storeId], locale);
}

/** CustomerReferral/GetSharePoster: the member's share poster, drawn by the server (issue 31, decision 080). */
export function useSharePoster(target: ShareTarget) {
  const { isLoggedIn } = useSession();
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: posterKey(target, storeId, locale),
    queryFn: () => call(sharePosterRef, target),
    enabled: isLoggedIn && storeId !== null,
    // The server keeps a drawn poster 5 minutes too; a failed drawing is not tried again by itself.
    staleTime: 5 * 60_000,
    retry: false,
  });
}
