// The cart area's public face: the cart state other areas read and change (the catalogue adds, checkout buys,
// an order is bought again, a login or a store change reloads it). Its page is reached through the route table.

// The SPEC §4 mode switch's cart check: what the cart holds that another order mode does not sell, and its removal.
export { removeProducts, unsupportedInMode } from './api/check-by-mode.ts';
export { toRequestLine } from './state/cart-lines.ts';
export { cartKeyForSignIn, cartStore, loadCart } from './state/cart-state.ts';
export type { CartActions, CartItem, CartProduct, ChosenAttribute } from './state/cart-types.ts';
export { useCart, useCartActions } from './state/use-cart.ts';
// The store's minimum order and what the cart still lacks of it, for the bars that lead to checkout.
export { type MinimumOrder, useMinimumOrder } from './state/use-minimum.ts';
