// The public face of the checkout module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerCheckout } from './routes.ts';

// Refusing a pay method the store does not offer.
export { requirePayMethod } from './pay-options.ts';

/** How the app mounts checkout: the settlement preview and placing an order. */
export const checkoutModule: ShopModule = { name: 'checkout', routes: registerCheckout };
