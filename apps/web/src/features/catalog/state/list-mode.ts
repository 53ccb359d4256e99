import type { OrderModeName } from '@shop/contracts';
import { currentOrderMode, storeSnapshot, useOrderMode, useStore } from '../../store/index.ts';

/**
 * The order mode product lists are filtered by: only in a store that hides products by mode (SPEC §4), and then
 * the shopper's current order mode (the store's mode value until they switch).
 */
export function useListMode(): OrderModeName | undefined {
  const { info } = useStore();
  const { mode } = useOrderMode();
  return info?.IsHideProductByMode ? mode : undefined;
}

/** The list mode now, outside React (the prefetch that runs before the page does). */
export function listModeNow(): OrderModeName | undefined {
  return storeSnapshot().info?.IsHideProductByMode ? currentOrderMode() : undefined;
}
