// The public face of the order module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { cancelUnpaidOrdersJob } from './auto-cancel.ts';
import { registerOrder } from './routes.ts';
import { registerStaffOrders } from './staff-routes.ts';

// Closing the open payment attempts of orders a cancel took out of a live state (a late payment is then refunded).
export { closePaymentAttempts } from './close-order.ts';
// One order as GET /staff/orders lists it (the staff CLI's orders command prints it).
export type { StaffOrderOut } from './staff-list.ts';

/**
 * How the app mounts orders: the member's order calls (and the goods payable kind); for staff, the store's order
 * list and steps; the unpaid-order sweep when its interval is set.
 */
export const orderModule: ShopModule = {
  name: 'order',
  routes: registerOrder,
  staffRoutes: registerStaffOrders,
  jobs: (deps, settings) =>
    settings.orderSweepSeconds ? [cancelUnpaidOrdersJob(deps, settings.orderSweepSeconds)] : [],
};
