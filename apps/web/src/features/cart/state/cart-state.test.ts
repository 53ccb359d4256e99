// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { bootStore, fakeApi } from '../../../test/shop-harness.tsx';
import { cartStore, loadCart } from './cart-state.ts';

let online = true;

/** The device's connection as the browser reports it, with the event it fires. */
function goOnline(next: boolean) {
  online = next;
  Object.defineProperty(navigator, 'onLine', { value: next, configurable: true });
  window.dispatchEvent(new Event(next ? 'online' : 'offline'));
}

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  await bootStore(1001);
  fakeApi({
    'shopcart/syncshopcartv2': () => {
      if (!online) throw new TypeError('Failed to fetch');
      return '[]';
    },
  });
});
afterEach(() => goOnline(true));

describe('the cart with the connection gone', () => {
  it('says the network is having a hiccup, and reads itself again once it is back', async () => {
    await loadCart();
    expect(cartStore.view().status).toBe('ready');

    goOnline(false);
    await cartStore.actions.syncNow();
    // The app's offline words (SPEC §8), not 'Sync shopping cart failed'.
    expect(cartStore.view()).toMatchObject({ status: 'error', message: 'The network is having a hiccup' });

    goOnline(true);
    await expect.poll(() => cartStore.view().status).toBe('ready');
  });
});
