// The public face of the order module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { cancelUnpaidOrdersJob } from './auto-cancel.ts';
import { registerOrder } from './routes.ts';
import { registerStaffOrders } from './staff-routes.ts';

// A cancel's new status (refunded when paid), and closing the open payment attempts of orders a cancel took out
// of a live state (a late payment is then refunded).
export { cancelledStatus, closePaymentAttempts } from './close-order.ts';
// Moving an order one staff step (the table module confirms table orders with it).
// An order's step inside the caller's transaction (modules/delivery: ship, arrive, receive — which completes it,
// earning growth and points through the same path as the store's complete).
export {
  advanceOrder,
  type DeliveryOrderStep,
  type StaffActionResult,
  stepOrderByIdIn,
} from './staff-actions.ts';
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
