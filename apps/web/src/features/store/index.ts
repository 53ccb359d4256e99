// The store area's public face: the current store (its state, price visibility, details) that every area reads,
// and the store header the home page shows. Its pages (picker, shop information, map) are reached through the
// route table.
export { useStoreDetails } from './api/store-details.ts';
export { telHref } from './components/shop-hours.ts';
export { StoreHeader } from './components/store-header.tsx';
export { usePricesHidden } from './state/price-visibility.ts';
export {
  currentStoreId,
  reloadStoreText,
  setStoreAtStart,
  storeSnapshot,
  subscribeStore,
} from './state/store-state.ts';
export { useStore } from './state/use-store.ts';
