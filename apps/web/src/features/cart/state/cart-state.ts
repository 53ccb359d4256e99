import { isApiError, isConnectionLost } from '../../../lib/api/api-error.ts';
import { translate } from '../../../lib/i18n/messages.ts';
import { session } from '../../../lib/session/session.ts';
import { toast } from '../../../ui/feedback/feedback.ts';
import { setTabBadge } from '../../../ui/tab-badges.ts';
import { currentStoreId, lineLimitNow, storeSnapshot, subscribeStore } from '../../store/index.ts';
import { syncShopCart } from '../api/sync-shop-cart.ts';
import { guestCartKey } from './cart-key.ts';
import { createCartStore } from './cart-store.ts';

/**
 * The app's one cart: the store of cart-store.ts wired to the call wrapper, the session, the current store, the
 * toasts and the tab badge. A guest's syncs carry the cart key; a member's carry the session header (added by
 * the call wrapper) and no key. Login, logout (or a 401) and a store change load the new owner's cart.
 */
export const cartStore = createCartStore({
  sync: syncShopCart,
  owner: () => {
    if (currentStoreId() === null) return null;
    return session.token() ? {} : { cartKey: guestCartKey() };
  },
  allowStockBelowZero: () => storeSnapshot().info?.AllowStockBelowZero === true,
  insufficientStockText: (stock) => translate('errors.CART_INSUFFICIENT_STOCK', { Stock: stock }),
  lineLimit: lineLimitNow,
  lineLimitText: (max) => translate('errors.CART_QUANTITY_LIMIT', { Max: max }),
  // A refusal the server explained is shown in its words; a lost connection in the app's offline words (SPEC §8),
  // and the cart tries again by itself when the connection is back (below); anything else gets the retry text.
  syncFailedText: (error) => {
    if (isApiError(error) && error.serverMessage) return error.message;
    return translate(isConnectionLost(error) ? 'errors.OFFLINE' : 'errors.CART_SYNC_FAILED');
  },
  notify: (text, kind) => void toast(text, { kind }),
  onUnits: (units) => setTabBadge('cart', units),
});

let loadedStore: number | null = null;

// A change still waiting for its debounce would be lost when the shopper leaves or closes the page: send it now.
// The call wrapper marks requests sent from a hidden page keepalive, so the browser finishes them after unload.
if (typeof document !== 'undefined') {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void cartStore.flush();
  });
}

// Back online after a failed sync: the cart reads itself again rather than waiting for the shopper's Retry.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (cartStore.view().status === 'error') void cartStore.actions.syncNow();
  });
}

/** Loads the cart once at start-up (the loadCart step of SPEC §4 app initialisation). */
export async function loadCart(): Promise<void> {
  loadedStore = currentStoreId();
  await cartStore.load();
}

// The session's owner changed (login, logout, 401): nothing of the previous owner's cart may show.
session.subscribe(() => {
  if (loadedStore !== null) void cartStore.reset();
});

// Carts are per store: after a store change the new store's cart is loaded (not before start-up's own load).
subscribeStore(() => {
  const storeId = currentStoreId();
  if (loadedStore === null || storeId === loadedStore) return;
  loadedStore = storeId;
  void cartStore.reset();
});

/**
 * The cart key to send with signin, after the guest's waiting changes have reached the server, so the merge
 * takes them along; undefined for a member.
 */
export async function cartKeyForSignIn(): Promise<string | undefined> {
  if (session.token()) return undefined;
  await cartStore.flush();
  return guestCartKey();
}
