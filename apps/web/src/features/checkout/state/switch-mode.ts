import type { OrderMode } from '@shop/domain';
import { translate } from '../../../lib/i18n/messages.ts';
import { confirm, toastError } from '../../../ui/feedback/feedback.ts';
import { cartStore, removeProducts, unsupportedInMode } from '../../cart/index.ts';
import { currentOrderMode, setOrderMode, storeSnapshot } from '../../store/index.ts';

/** The names of the cart's lines of these products, each once, for the confirm. */
function namesOf(productIds: readonly number[]): string {
  const ids = new Set(productIds);
  const names = new Set(
    cartStore
      .view()
      .items.filter((i) => ids.has(i.ProductId))
      .map((i) => i.ProductName),
  );
  return [...names].join('、');
}

/**
 * Switches the app's order mode (SPEC §4): in a store that hides products by mode, the cart is checked first
 * (CheckShopCartByMode); items the new mode does not sell are listed in a confirm, and OK syncs them at 0 and
 * switches while Cancel keeps the mode. Resolves whether the mode is now `next`.
 */
export async function switchOrderMode(next: OrderMode): Promise<boolean> {
  if (next === currentOrderMode()) return true;
  if (storeSnapshot().info?.IsHideProductByMode) {
    let unsupported: number[];
    try {
      unsupported = await unsupportedInMode(next);
    } catch (error) {
      toastError(error);
      return false;
    }
    if (unsupported.length > 0) {
      const message = translate('checkout.modeSwitchRemove', { names: namesOf(unsupported) });
      if (!(await confirm({ message }))) return false;
      if (!(await removeProducts(unsupported))) return false;
    }
  }
  setOrderMode(next);
  return true;
}
