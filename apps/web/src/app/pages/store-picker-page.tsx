import { cartStore, useCart } from '../../features/cart/index.ts';
import { NearbyStoresPage } from '../../features/store/pages/nearby-stores-page.tsx';

/**
 * The store picker (SPEC §2 chainStores/nearstore, nearstoreapp) with the cart a switch leaves behind: a cart with
 * items is confirmed first and its waiting changes are sent to the old store. The app composes the two areas here
 * because the cart reads the current store: were the store area to read the cart, the two would form a cycle.
 */
export function StorePickerPage() {
  const cart = useCart();
  return <NearbyStoresPage cart={{ hasItems: cart.items.length > 0, flush: () => cartStore.flush() }} />;
}
