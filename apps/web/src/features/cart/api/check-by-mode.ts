import { cartPaths, type checkShopCartByMode } from '@shop/contracts';
import { modeNumber, type OrderMode } from '@shop/domain';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { session } from '../../../lib/session/session.ts';
import { guestCartKey } from '../state/cart-key.ts';
import { cartStore } from '../state/cart-state.ts';

const checkByModeRef = endpointRef<typeof checkShopCartByMode>(cartPaths.checkShopCartByMode);

/**
 * shopcart/CheckShopCartByMode (SPEC §7): the ids of the cart's products not sold in `mode` (empty unless the
 * store hides products by mode). Waiting changes are sent first, so the server checks the cart the shopper sees.
 */
export async function unsupportedInMode(mode: OrderMode): Promise<number[]> {
  await cartStore.flush();
  const owner = session.token() ? {} : { cartKey: guestCartKey() };
  const answer = await call(checkByModeRef, { mode: modeNumber(mode), ...owner });
  return answer.result.onSupportProductIds;
}

/** Sets every line of these products to 0 and syncs at once (SPEC §4: the cart is synced with them at 0). */
export async function removeProducts(productIds: readonly number[]): Promise<boolean> {
  const gone = new Set(productIds);
  for (const item of cartStore.view().items) {
    if (gone.has(item.ProductId)) cartStore.actions.setQuantity(item.key, 0);
  }
  return cartStore.actions.syncNow();
}
