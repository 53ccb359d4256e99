import { localTime, type OpeningHours, type StoreState } from './store-hours.ts';

/**
 * How the app presents a store: its state badge, today's hours, and whether the shopper may switch away from
 * it. Shared by the home page's store header and the store picker.
 */

/** The badge of a store: the four states of SPEC §4, plus "outside business hours" for an open store. */
export type StoreBadge = 'open' | 'outsideHours' | 'tempClosed' | 'closed' | 'reservationOnly';

/** The badge a store shows for its state. */
export function storeBadge(state: Pick<StoreState, 'storeStatus' | 'isOutBizTime'>): StoreBadge {
  switch (state.storeStatus) {
    case 'temp_closed':
      return 'tempClosed';
    case 'closed':
      return 'closed';
    case 'reservation_only':
      return 'reservationOnly';
    default:
      return state.isOutBizTime ? 'outsideHours' : 'open';
  }
}

/** Today's opening hours in the store's time zone, e.g. "07:00–22:00"; '' when it has none today. */
export function todaysHours(hours: readonly OpeningHours[], timeZone: string, now: Date): string {
  const { weekday } = localTime(now, timeZone);
  return hours
    .filter((h) => h.weekday === weekday)
    .map((h) => `${h.open}–${h.close}`)
    .join(', ');
}

/** The store info fields the switching rule reads (SPEC §3 names). */
export interface SwitchableStore {
  isChainStore: boolean;
  isOpenMulMiniAppStore: boolean;
  PlatformMode: number;
}

/** SPEC §4: the shopper may switch store only in a chain open to several stores, outside platform mode 2. */
export function canSwitchStore(store: SwitchableStore): boolean {
  return store.isChainStore && store.isOpenMulMiniAppStore && store.PlatformMode !== 2;
}
