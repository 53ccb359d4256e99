// The store area's public face: the current store (its state, price visibility, details) that every area reads,
// and the store header the home page shows. Its pages (picker, shop information, map) are reached through the
// route table.
export { useStoreDetails } from './api/store-details.ts';
// Phone country codes named in the reader's language (GetCountryCodeList).
export { useCountryCodes } from './api/store-facts.ts';
export { telHref } from './components/shop-hours.ts';
export { StoreHeader } from './components/store-header.tsx';
// The store's tab bar, category tree and first products as the page booted with them (decisions 041, 045, 062);
// the app fetches them otherwise.
export { bootCategories, bootProducts, bootTabBar } from './state/boot.ts';
// The store's per-line quantity limit, for the cart and the product pages.
export { lineLimitNow, useLineLimit } from './state/line-limit.ts';
// The shopper's order mode (SPEC §4), one for the app; checkout switches it after checking the cart.
export {
  currentOfferedModes,
  currentOrderMode,
  setOrderMode,
  useOrderMode,
} from './state/order-mode.ts';
// What the store's point rule promises for spending, for the home notice and the member card; null without one.
export { usePointsPromise } from './state/points-promise.ts';
export { usePricesHidden } from './state/price-visibility.ts';
export {
  currentStoreId,
  reloadStoreText,
  setStoreAtStart,
  storeSnapshot,
  subscribeStore,
} from './state/store-state.ts';
// SPEC §5 text checks: the first sensitive word a text holds, by the file of the reader's locale (decision 044).
export { useTextCheck } from './state/text-check.ts';
export { useStore } from './state/use-store.ts';
