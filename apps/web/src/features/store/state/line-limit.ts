import { lineQuantityLimit } from '@shop/domain';
import { storeSnapshot } from './store-state.ts';
import { useStore } from './use-store.ts';

/** The most units of one cart line the current store takes (its maxLineQuantity; 9999 when it sets none). */
export function lineLimitNow(): number {
  return lineQuantityLimit(storeSnapshot().info?.settings.maxLineQuantity);
}

/** lineLimitNow for components: re-renders when the store changes. */
export function useLineLimit(): number {
  return lineQuantityLimit(useStore().info?.settings.maxLineQuantity);
}
