import { cartStore } from '../features/cart/index.ts';
import { reloadStoreText } from '../features/store/index.ts';
import { currentLocale, subscribe } from '../lib/i18n/messages.ts';

/**
 * Store text follows a language switch without a reload (decision 020). Queries of store text do by their keys
 * (lib/api/query-client.ts textKey); the two pieces of store text kept outside the query cache are refreshed here:
 * the current store's info, and the cart, whose lines carry product and option names as the server gave them.
 */
export function followLocaleForStoreText(): void {
  let shown = currentLocale();
  subscribe(() => {
    const locale = currentLocale();
    if (locale === shown) return;
    shown = locale;
    void reloadStoreText().catch((err: unknown) => console.warn('store text', err));
    // Only a cart already loaded: start-up loads it in its own step, in the locale chosen by then.
    if (cartStore.loaded()) void cartStore.load().catch((err: unknown) => console.warn('cart text', err));
  });
}
