import { cardPaths, type PromotionCardOut, type promotionCardEndpoints } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';

export const promotionCardRef = endpointRef<typeof promotionCardEndpoints.promotionCardDetails>(
  cardPaths.promotionCardDetails,
);

/**
 * Card/PromotionCardDetails: a promotion card by its code, with what it unlocks and the caller's card of it. Under
 * the card area's root, so getting one (which asks every card key again) and a login show the card held.
 */
export function usePromotionCard(code: string) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<PromotionCardOut>({
    queryKey: [...textKey(['card', 'promotion', code.toUpperCase()], locale), isLoggedIn],
    queryFn: () => call(promotionCardRef, { code }),
    enabled: code !== '',
    staleTime: 0,
  });
}
