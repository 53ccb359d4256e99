// The marketing area's public face: what other features use of it. Its pages are reached through the route table.
// The promotion badges of a product (cards and the detail page), matched against the store's promotions list.
export { prefetchPromotions, usePromotionsSettled } from './api/promotions-api.ts';
export { PromotionBadges } from './components/promotion-badges.tsx';
// The store's redemption offers at settlement, each opted in to by the shopper (checkout sends their ids).
export { RedemptionOffers } from './components/redemption-offers.tsx';
