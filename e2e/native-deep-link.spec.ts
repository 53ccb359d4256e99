import { devices, type Page } from '@playwright/test';
import {
  addBalance,
  addToCart,
  englishCart,
  englishMenu,
  logInBySms,
  spanishCart,
  spanishMenu,
} from './support/member.ts';
import { expect, test } from './support/test.ts';

/**
 * Decision 042: the app in the native wrapper. The page carries the wrapper's user-agent marker and an init script
 * plays the wrapper's side of the bridge (window.AmberShopNative): it answers the push token, the notification the
 * app was launched from (kept in localStorage by the test, taken once) and the position. A tapped notification is
 * the wrapper's notificationTap event; its payload opens its page by customType.
 */

function playWrapper() {
  const w = window as unknown as {
    AmberShopNative: { postMessage(json: string): void };
    __amberShopBridgeReply?: (id: number, ok: boolean, payload: unknown) => void;
    __wrapperCalls: string[];
  };
  w.__wrapperCalls = [];
  w.AmberShopNative = {
    postMessage(json) {
      const { id, method } = JSON.parse(json) as { id: number; method: string };
      w.__wrapperCalls.push(method);
      let answer: unknown;
      if (method === 'getDeviceToken') answer = 'e2e-apns-token-0123456789abcdef';
      else if (method === 'getCurrentPosition')
        answer = { latitude: 31.2397, longitude: 121.4998 }; // by Lujiazui
      else if (method === 'getLaunchNotification') {
        answer = JSON.parse(localStorage.getItem('e2e.launchNotification') ?? 'null');
        localStorage.removeItem('e2e.launchNotification');
      } else {
        setTimeout(() => w.__amberShopBridgeReply?.(id, false, `unsupported: ${method}`));
        return;
      }
      setTimeout(() => w.__amberShopBridgeReply?.(id, true, answer));
    },
  };
}

const cases = [
  {
    locale: 'en-GB',
    language: 'en',
    phone: '13700042001',
    cart: englishCart,
    menu: englishMenu,
    pending: 'Waiting for merchant acceptance',
    myCoupons: 'My coupons',
    tabBar: 'Main navigation',
    exit: 'Exit and reopen',
    exitHint: 'Close the app completely, then open it again.',
  },
  {
    locale: 'es-ES',
    language: 'es',
    phone: '13700042002',
    cart: spanishCart,
    menu: spanishMenu,
    pending: 'Esperando confirmación del comercio',
    myCoupons: 'Mis cupones',
    tabBar: 'Navegación principal',
    exit: 'Salir y volver a abrir',
    exitHint: 'Cierra la app por completo y vuelve a abrirla.',
  },
];

const iPhone = devices['iPhone 13'];

async function placeOrder(page: Page, c: (typeof cases)[number]): Promise<string> {
  // Two products: the shop's minimum order is ¥20.
  await addToCart(page, c.menu.bread, c.menu.croissant, c.cart);
  await addToCart(page, c.menu.bread, c.menu.flossBun, c.cart);
  await page.goto('/#/subpackages/shopping/shoppingCart');
  await page.getByTestId('settle-button').click();
  await page.getByTestId('settle-submit').click();
  await expect(page).toHaveURL(/#\/subpackages\/shopping\/receipt\?orderno=\d+/);
  return (await page.getByTestId('receipt-order-no').textContent())?.match(/\d{6,}/)?.[0] ?? '';
}

const tap = (page: Page, extra: Record<string, unknown>) =>
  page.evaluate((payload) => {
    const w = window as unknown as { __amberShopBridgeEvent?: (name: string, p: unknown) => void };
    w.__amberShopBridgeEvent?.('notificationTap', { extra: { domain: location.host, ...payload } });
  }, extra);

for (const c of cases) {
  test.describe(`in the native wrapper, ${c.locale}`, () => {
    test.use({ locale: c.locale, userAgent: `${iPhone.userAgent} AmberShopApp/iOS/3.0.0` });

    test('a notification tap opens the order detail, warm and from a cold start', async ({
      page,
      request,
    }) => {
      await page.addInitScript(playWrapper);
      // At start the app reports the wrapper's push token as an iOS device in the shopper's language.
      const reported = page.waitForRequest((r) => r.url().includes('UpdateEshopAppDeviceInfo'));
      await logInBySms(page, request, c.phone);
      expect((await reported).postDataJSON()).toEqual({
        deviceToken: 'e2e-apns-token-0123456789abcdef',
        deviceType: 1,
        language: c.language,
      });
      await addBalance(request, c.phone, 50);
      const orderNo = await placeOrder(page, c);
      expect(orderNo).not.toBe('');

      // Warm: the app is on its home page when the shopper taps "your order was accepted".
      await page.goto('/#/pages/index/index');
      await expect(page.getByRole('navigation', { name: c.tabBar })).toBeVisible();
      await tap(page, { customType: 1, customExt: orderNo });
      await expect(page).toHaveURL(new RegExp(`orderDetail\\?orderno=${orderNo}&hideTab=true`));
      await expect(page.getByTestId('order-no')).toContainText(orderNo);
      await expect(page.getByTestId('order-status')).toContainText(c.pending);
      await page.screenshot({ path: `../test-results/native-deep-link-warm-${c.language}.png` });

      // Another type (2: my coupons), and payloads that open nothing: another shop's, a type out of range.
      await tap(page, { customType: 2 });
      await expect(page).toHaveURL(/myCoupon\?singletype=0/);
      await expect(page.getByRole('heading', { name: c.myCoupons })).toBeVisible();
      await tap(page, { customType: 1, customExt: orderNo, domain: 'other-shop.example.com' });
      await tap(page, { customType: 12, customExt: orderNo });
      await expect(page).toHaveURL(/myCoupon\?singletype=0/);

      // Cold: the app was closed; the wrapper launches it with the tapped notification, the app asks for it.
      await page.evaluate(
        (payload) => localStorage.setItem('e2e.launchNotification', JSON.stringify(payload)),
        { extra: { customType: '1', customExt: orderNo } },
      );
      await page.goto('/#/pages/index/index');
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`orderDetail\\?orderno=${orderNo}`));
      await expect(page.getByTestId('order-status')).toContainText(c.pending);
      expect(
        await page.evaluate(() => (window as unknown as { __wrapperCalls: string[] }).__wrapperCalls),
      ).toEqual(expect.arrayContaining(['getDeviceToken', 'getLaunchNotification']));
      await page.screenshot({ path: `../test-results/native-deep-link-cold-${c.language}.png` });

      // The error page's exit-and-reopen asks the wrapper to close the app.
      await page.goto('/#/subpackages/no/such/page');
      await page.getByTestId('error-page').getByRole('button', { name: c.exit }).click();
      await expect(page.getByText(c.exitHint)).toBeVisible();
      const calls = () =>
        page.evaluate(() => (window as unknown as { __wrapperCalls: string[] }).__wrapperCalls);
      await expect.poll(calls).toContain('exitApp');
    });

    test('the store picker sorts by the wrapper’s position, the browser’s not being granted', async ({
      page,
    }) => {
      await page.addInitScript(playWrapper);
      await page.goto('/#/subpackages/chainStores/nearstore');
      const cards = page.getByTestId('store-card');
      await expect(cards).toHaveCount(3);
      await expect(cards.nth(0)).toContainText('Lujiazui');
      await expect(cards.nth(0).locator('.store-card__distance')).toHaveText(/^\d+ m/);
      await expect(page.getByTestId('no-location')).toHaveCount(0);
      const calls = await page.evaluate(
        () => (window as unknown as { __wrapperCalls: string[] }).__wrapperCalls,
      );
      expect(calls).toContain('getCurrentPosition');
      await page.screenshot({ path: `../test-results/native-deep-link-stores-${c.language}.png` });
    });
  });
}
