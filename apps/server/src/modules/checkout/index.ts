// The public face of the checkout module: what other modules use of it (DESIGN §2). Its inner files stay private.
import type { ShopModule } from '../../platform/shop-module.ts';
import { releaseBookedJob } from './booked-release.ts';
import { registerCheckout } from './routes.ts';

// Waking the reservations whose day has come (the job, and tests that run it directly).
export { RELEASE_BOOKED_JOB, releaseBookedJob, releaseBookedOrders } from './booked-release.ts';
// placefast's answer for an order as it stands (the table answers a cart another phone sent with it).
export { placedOut } from './idempotency.ts';
// The order offers registry (decision 060): what a member holds that an order may use (coupons, pass cards) enters
// the order read, the pricing, the placing statement and the settlement through it.
export {
  type OfferAsk,
  type OfferContext,
  type OfferReadPart,
  type OrderOfferSource,
  registerOrderOffer,
} from './offer-registry.ts';
// Placing an order (placefast's one write path; the table module places table orders through it).
export { type PlaceFastInput, placeOrder } from './place-order.ts';
// Pricing lines as the settlement preview does (domain's priceOrder), with what would refuse them.
export { settlementPreview } from './preview.ts';
// What an area records about an order from the call placing it (decision 081: the guider partner).
export { type RequestFactSource, registerRequestFact } from './request-facts.ts';
// Order tenders (decision 061): what the member holds that pays part of an order (a prepaid card), by registry.
export {
  type OrderTenderSource,
  registerOrderTender,
  type TenderAsk,
  type TenderDeps,
  type TenderLine,
  type TenderTake,
} from './tender-registry.ts';

/** How the app mounts checkout: the settlement preview, placing an order, and the job that wakes reservations. */
export const checkoutModule: ShopModule = {
  name: 'checkout',
  routes: registerCheckout,
  jobs: (deps, settings) =>
    settings.reservationReleaseSeconds ? [releaseBookedJob(deps, settings.reservationReleaseSeconds)] : [],
};
