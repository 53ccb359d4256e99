import { useSyncExternalStore } from 'react';

/**
 * Numbers on the tab bar's icons. The cart area calls `setTabBadge('cart', count)` whenever its item count
 * changes; 0 hides the badge.
 */

export type TabId = 'home' | 'cart' | 'order' | 'me';

let badges: Readonly<Partial<Record<TabId, number>>> = {};
const listeners = new Set<() => void>();

export function setTabBadge(tab: TabId, count: number): void {
  const next = Math.max(0, Math.floor(count));
  if ((badges[tab] ?? 0) === next) return;
  badges = { ...badges, [tab]: next };
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const read = () => badges;

export function useTabBadges(): Readonly<Partial<Record<TabId, number>>> {
  return useSyncExternalStore(subscribe, read, read);
}
