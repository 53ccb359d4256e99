// Paths under /wxapi/ of the cart endpoints (cart.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const syncShopCartV2 = 'shopcart/syncshopcartv2';
export const syncShopCart = 'shopcart/syncshopcart';
export const checkShopCartByMode = 'shopcart/CheckShopCartByMode';
