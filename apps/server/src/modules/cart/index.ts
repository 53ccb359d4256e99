// The public face of the cart module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerCart } from './routes.ts';

// The cart's rules for lines: what can be bought as it stands.
export { type CheckedLine, checkLines } from './cart-rules.ts';
// Folding a guest's cart into the member's when they sign in.
export { mergeGuestCartIntoMember } from './merge.ts';

/** How the app mounts the cart: its sync and mode-check calls. */
export const cartModule: ShopModule = { name: 'cart', routes: registerCart };
