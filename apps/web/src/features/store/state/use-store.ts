import { useSyncExternalStore } from 'react';
import { changeStore, type StoreSnapshot, storeSnapshot, subscribeStore } from './store-state.ts';

export interface StoreView extends StoreSnapshot {
  changeStore: (storeId: number) => Promise<void>;
}

/** The current store: `{ storeId, info, homePage, currency, themeColor, changeStore }`. */
export function useStore(): StoreView {
  const snap = useSyncExternalStore(subscribeStore, storeSnapshot, storeSnapshot);
  return { ...snap, changeStore };
}
