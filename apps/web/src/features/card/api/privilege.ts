import { cardPaths, type PrivilegeCardOut, type privilegeCardEndpoints } from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { useSession } from '../../../lib/session/session.ts';

export const privilegeProductsRef = endpointRef<typeof privilegeCardEndpoints.privilegeCardProducts>(
  cardPaths.privilegeCardProducts,
);
export const privilegeCardRef = endpointRef<typeof privilegeCardEndpoints.privilegeCardDetails>(
  cardPaths.privilegeCardDetails,
);

// Under the card area's root, so a purchase (which asks every card key again) and a session change reach them.
const privilegeKeys = {
  products: (locale: Locale) => textKey(['card', 'privilege', 'products'], locale),
  card: (id: number, locale: Locale) => textKey(['card', 'privilege', 'card', id], locale),
};

/** Card/PrivilegeCardProducts: the periods on sale with their terms (each carries the caller's refusal). */
export function usePrivilegeProducts() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: [...privilegeKeys.products(locale), isLoggedIn],
    queryFn: () => call(privilegeProductsRef, {}),
    staleTime: 0,
  });
}

/** Card/PrivilegeCardDetails: one of the member's privilege cards; asked afresh each visit (a month or renewal moves it). */
export function usePrivilegeCard(id: number | null) {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery<PrivilegeCardOut>({
    queryKey: privilegeKeys.card(id ?? 0, locale),
    queryFn: () => call(privilegeCardRef, { id: id ?? 0 }),
    enabled: isLoggedIn && id !== null,
    staleTime: 0,
  });
}
