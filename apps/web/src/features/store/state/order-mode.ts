import { effectiveMode, type OrderMode, offeredModes } from '@shop/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { clientKeys, launchStoreModes } from '../../../lib/client-state.ts';
import { storage, storageKey } from '../../../lib/storage.ts';
import { storeSnapshot, subscribeStore } from './store-state.ts';

/**
 * The shopper's order mode (SPEC §4), one for the whole app: the menu lists by it, settlement places in it. It
 * lives with the store because it is a choice among the current store's modes: kept under `store.` so a store
 * change drops it and the new store's own default applies, like the x-store-mode header beside it. Switching
 * with the cart check is checkout's (it changes the cart); this file only keeps the value.
 */
const chosenKey = storageKey<string>('store.orderMode');
const listeners = new Set<() => void>();

/** The modes the current store offers, in index order (delivery, dine-in queue, self-pickup). */
export function currentOfferedModes(): OrderMode[] {
  const settings = storeSnapshot().info?.settings;
  return offeredModes(settings?.orderModes, settings?.storeModeValue ?? '');
}

/**
 * The mode now: the shopper's choice while the store offers it; else the dine-in queue after a launch by the
 * counter's QR code (AddressQRCode); else the store's mode value (takeout by default).
 */
export function currentOrderMode(): OrderMode {
  const offered = currentOfferedModes();
  const launched = storage.get(clientKeys.storeMode) === launchStoreModes.addressQr ? 'queue' : null;
  const storeValue = storeSnapshot().info?.settings.storeModeValue ?? '';
  return effectiveMode(storage.get(chosenKey) ?? launched, offered, storeValue);
}

/** Makes `mode` the app's order mode (the caller has checked the cart, see checkout's switchOrderMode). */
export function setOrderMode(mode: OrderMode): void {
  storage.set(chosenKey, mode);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribeStore = subscribeStore(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeStore();
  };
}

/** The current order mode and the modes the store offers; re-renders on a switch or a store change. */
export function useOrderMode(): { mode: OrderMode; offered: OrderMode[] } {
  const mode = useSyncExternalStore(subscribe, currentOrderMode, currentOrderMode);
  const offeredKey = useSyncExternalStore(
    subscribe,
    () => currentOfferedModes().join(','),
    () => currentOfferedModes().join(','),
  );
  const offered = useMemo(() => offeredKey.split(',') as OrderMode[], [offeredKey]);
  return { mode, offered };
}
