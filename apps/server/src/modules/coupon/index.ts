// The public face of the coupon module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { registerCoupon } from './routes.ts';

/**
 * How the app mounts the coupon life: the coupon centre, claiming and buying (coupons' payable kind), my coupons,
 * exchange codes, share links, the member's coupon orders.
 */
export const couponModule: ShopModule = {
  name: 'coupon',
  routes: registerCoupon,
};
