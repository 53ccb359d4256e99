import type { QueryKey } from '@tanstack/react-query';
import { queryClient, textKey } from '../../../lib/api/query-client.ts';
import { syncServerTime } from '../../../lib/countdown/server-clock.ts';
import type { Locale } from '../../../lib/i18n/locale.ts';

/**
 * Query keys of one activity's calls, under ['marketing', area]: its list in a store, one activity (as a guest or
 * a member), an order, and the member's own list. They carry store text, so each ends with the locale (decision
 * 020). `list` and `mine` name those two keys' own segment ('sessions', 'records', …).
 */
export function activityKeys(area: string, names: { list: string; mine: string }) {
  return {
    all: ['marketing', area] as const,
    list: (storeId: number | null, locale: Locale) =>
      textKey(['marketing', area, names.list, storeId], locale),
    /** `shared`: the group or bargain a share link names (null: none), for the activities shared that way. */
    detail: (id: number, member: boolean, locale: Locale, shared?: number | null) =>
      textKey(['marketing', area, 'detail', id, ...(shared === undefined ? [] : [shared]), member], locale),
    order: (orderNo: string, locale: Locale) => textKey(['marketing', area, 'order', orderNo], locale),
    mine: (locale: Locale) => textKey(['marketing', area, names.mine], locale),
  };
}

/** An answer carrying the server's time, once the countdowns' clock has been set from it (lib/countdown). */
export function synced<R extends { serverTime: string }>(result: R): R {
  syncServerTime(result.serverTime);
  return result;
}

/** Runs a change (a purchase, a payment, a cancel) and, whatever its answer, asks the given queries again. */
export async function refreshingAfter<T>(change: () => Promise<T>, roots: readonly QueryKey[]): Promise<T> {
  try {
    return await change();
  } finally {
    for (const root of roots) void queryClient.invalidateQueries({ queryKey: root });
  }
}
