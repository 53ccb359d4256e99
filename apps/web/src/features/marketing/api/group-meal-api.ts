import {
  type GroupMealBookingOut,
  type marketingEndpoints,
  marketingPaths,
  type RequestOf,
} from '@shop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { queryClient, textKey } from '../../../lib/api/query-client.ts';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useStore } from '../../store/index.ts';

export const loadSetMenusRef = endpointRef<typeof marketingEndpoints.loadSetMenus>(
  marketingPaths.loadSetMenus,
);
export const bookRef = endpointRef<typeof marketingEndpoints.book>(marketingPaths.book);
export const myBookingsRef = endpointRef<typeof marketingEndpoints.myBookings>(marketingPaths.myBookings);
export const cancelBookingRef = endpointRef<typeof marketingEndpoints.cancel>(marketingPaths.cancel);
export type BookRequest = RequestOf<typeof marketingEndpoints.book>;

/**
 * Query keys of the marketing area. Menus and bookings carry store text (menu and store names), so their keys end
 * with the locale (decision 020); bookings are member data, reset with every session change.
 */
export const marketingKeys = {
  all: ['marketing'] as const,
  menus: (storeId: number | null, locale: Locale) => textKey(['marketing', 'menus', storeId], locale),
  bookings: ['marketing', 'bookings'] as const,
  myBookings: (locale: Locale) => textKey(['marketing', 'bookings'], locale),
};

/** GroupMeal/LoadSetMenus: the current store's set menus for groups. */
export function useSetMenus() {
  const { storeId } = useStore();
  const { locale } = useLocale();
  return useQuery({
    queryKey: marketingKeys.menus(storeId, locale),
    queryFn: async () => (await call(loadSetMenusRef, {})).menus,
    enabled: storeId !== null,
  });
}

/** GroupMeal/MyBookings: the member's bookings, the latest meal first. */
export function useMyBookings() {
  const { isLoggedIn } = useSession();
  const { locale } = useLocale();
  return useQuery({
    queryKey: marketingKeys.myBookings(locale),
    queryFn: () => call(myBookingsRef, {}),
    enabled: isLoggedIn,
    staleTime: 0,
  });
}

/** After a booking or a cancel the member's balance, orders and bookings may have moved. */
function refreshAfterMoney() {
  for (const root of [marketingKeys.bookings, ['account'], ['orders']])
    void queryClient.invalidateQueries({ queryKey: root });
}

/** GroupMeal/Book: the idempotency key is the caller's, kept for the visit, so a retry answers the first booking. */
export async function bookGroupMeal(request: BookRequest): Promise<GroupMealBookingOut> {
  try {
    return await call(bookRef, request);
  } finally {
    refreshAfterMoney();
  }
}

/** GroupMeal/Cancel: cancels before the cut-off, the deposit going back where it came from. */
export async function cancelBooking(orderNo: string): Promise<GroupMealBookingOut> {
  try {
    return await call(cancelBookingRef, { orderNo });
  } finally {
    refreshAfterMoney();
  }
}
