// The public face of the checkout module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { releaseBookedJob } from './booked-release.ts';
import { registerCheckout } from './routes.ts';

// Waking the reservations whose day has come (the job, and tests that run it directly).
export { RELEASE_BOOKED_JOB, releaseBookedJob, releaseBookedOrders } from './booked-release.ts';
// placefast's answer for an order as it stands (the table answers a cart another phone sent with it).
export { placedOut } from './idempotency.ts';
// Placing an order (placefast's one write path; the table module places table orders through it).
export { type PlaceFastInput, placeOrder } from './place-order.ts';
// Pricing lines as the settlement preview does (domain's priceOrder), with what would refuse them.
export { settlementPreview } from './preview.ts';

/** How the app mounts checkout: the settlement preview, placing an order, and the job that wakes reservations. */
export const checkoutModule: ShopModule = {
  name: 'checkout',
  routes: registerCheckout,
  jobs: (deps, settings) =>
    settings.reservationReleaseSeconds ? [releaseBookedJob(deps, settings.reservationReleaseSeconds)] : [],
};
