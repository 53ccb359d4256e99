// The public face of the delivery module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { autoConfirmJob } from './receipt.ts';
import { registerDelivery } from './routes.ts';
import { registerStaffDelivery } from './staff-routes.ts';

// The courier provider interface, and setting the app's provider (the sandbox unless set).
export { type CourierProvider, type CourierStatus, type RiderPosition, useCourier } from './courier.ts';
// The zone of a store covering a point (minor units), or null: what placefast asks for a delivery order.
export { zoneFor } from './coverage.ts';
// Where a delivery order goes, as the order's fact written with it (decision 054), and read beside another query.
export { deliveryAddressOf, deliveryFact } from './delivery-facts.ts';

/**
 * How the app mounts delivery: zones, coverage and store choice, a delivery order's progress and receipt; for
 * staff, zones and the sandbox courier; the auto-confirm job, on the unpaid-order sweep's interval.
 */
export const deliveryModule: ShopModule = {
  name: 'delivery',
  routes: registerDelivery,
  staffRoutes: registerStaffDelivery,
  jobs: (deps, settings) =>
    settings.orderSweepSeconds ? [autoConfirmJob(deps, Math.max(settings.orderSweepSeconds, 60))] : [],
};
