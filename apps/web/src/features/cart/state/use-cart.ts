import { useSyncExternalStore } from 'react';
import { cartStore } from './cart-state.ts';
import type { CartActions, CartView } from './cart-types.ts';

/**
 * The cart for components:
 *
 *     const { items, summary, countByProduct, countByCategory, status, message } = useCart();
 *     const { add, setQuantity, remove, setSelected, syncNow, clearInvalid } = useCartActions();
 *     const result = add(productCard, chosenAttributes, 1); // { ok: false, message } beyond stock (also toasted)
 *
 * Line keys are the domain's `lineKey(productId, optionIds)`.
 */
export function useCart(): CartView {
  return useSyncExternalStore(cartStore.subscribe, cartStore.view, cartStore.view);
}

/** The cart's actions; a stable object, safe in effect dependencies. */
export function useCartActions(): CartActions {
  return cartStore.actions;
}
