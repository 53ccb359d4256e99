import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Browser, devices, type Page } from '@playwright/test';
import {
  type PrivateCluster,
  postgresBinDir,
  startPrivateCluster,
} from '../apps/server/src/test/private-cluster.ts';
import { type ShopProcess, startShopProcess } from '../apps/server/src/test/shop-process.ts';
import { staffToken } from './playwright.config.ts';
import { expectNoSeriousA11yViolations } from './support/a11y.ts';
import { addToCart, type CartLabels, englishCart, logInBySms, spanishCart } from './support/member.ts';
import { expect, test } from './support/test.ts';

// The database restarts while a shopper is about to order: tapping "place order" then says, in the shopper's
// language, that the service is briefly unavailable, nothing is ordered, and once the database is back the same
// tap places the order exactly once. This journey runs the real server on a PostgreSQL cluster of its own (the
// other journeys' server uses the embedded database, which cannot be crashed from outside).
const cases: Array<{ locale: string; phone: string; cart: CartLabels; unavailable: RegExp }> = [
  {
    locale: 'en-US',
    phone: '13711100001',
    cart: englishCart,
    unavailable: /service is briefly unavailable/,
  },
  {
    locale: 'es-ES',
    phone: '13711100002',
    cart: spanishCart,
    unavailable: /servicio no está disponible/,
  },
];

const webDist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

test.describe('an order through a database restart', () => {
  test.skip(!postgresBinDir(), 'needs PostgreSQL server programs (initdb) for a cluster of its own');
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  let cluster: PrivateCluster;
  let shop: ShopProcess;
  let staff: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    cluster = await startPrivateCluster();
    shop = await startShopProcess(cluster.url, {
      STAFF_TOKEN: staffToken,
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST: webDist,
    });
    await shop.listening(150_000);
    staff = await playwright.request.newContext({ baseURL: shop.base });
  });

  test.afterAll(async () => {
    await staff?.dispose();
    await shop?.stop();
    await cluster?.destroy();
  });

  async function openPage(browser: Browser, locale: string): Promise<Page> {
    const context = await browser.newContext({ ...devices['iPhone 13'], baseURL: shop.base, locale });
    return context.newPage();
  }

  for (const c of cases) {
    test(`in ${c.locale}: the shopper is told to try again, and the retry orders once`, async ({
      browser,
    }) => {
      const page = await openPage(browser, c.locale);
      await logInBySms(page, staff, c.phone);
      // Two items: the shop's minimum order is ¥20.
      await addToCart(page, 'Bread', 'Butter Croissant', c.cart);
      await addToCart(page, 'Bread', 'Pork Floss Bun', c.cart);
      await page.goto('/#/subpackages/shopping/shoppingCart');
      await page.getByTestId('settle-button').click();
      await expect(page.getByTestId('settlement-total')).toContainText('¥22.00');
      await page.getByTestId('pay-option-1').check();

      await cluster.kill9();
      await page.getByTestId('settle-submit').click();
      const refusal = page.getByTestId('settle-refusal');
      await expect(refusal).toHaveAttribute('data-code', 'SERVICE_UNAVAILABLE');
      await expect(refusal).toContainText(c.unavailable);
      // Once the cart's toast is gone and the notice has scrolled up above the submit bar.
      await expect(page.getByText(c.cart.added)).toBeHidden();
      await page.screenshot({ path: test.info().outputPath(`unavailable-${c.locale}.png`) });
      await expectNoSeriousA11yViolations(page);

      await cluster.start();
      // Tapped again until the server has its database back (it reconnects on its own).
      const receipt = /#\/subpackages\/shopping\/receipt\?orderno=\d+/;
      await expect(async () => {
        if (!receipt.test(page.url())) await page.getByTestId('settle-submit').click({ timeout: 2_000 });
        await expect(page).toHaveURL(receipt, { timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      const orderNo = (await page.getByTestId('receipt-order-no').textContent())?.match(/\d{6,}/)?.[0];
      expect(orderNo).toBeTruthy();

      // One order in the shopper's list: the refused tap and the retry were one request, by its key.
      await page.goto('/#/subpackages/account/account');
      await page.getByTestId('member-orders').click();
      await expect(page).toHaveURL(/#\/subpackages\/orderhistory\/orderhistory/);
      await expect(page.getByTestId('order-card')).toHaveCount(1);
      await expect(page.locator(`[data-testid=order-card][data-order-no="${orderNo}"]`)).toBeVisible();
      await page.context().close();
    });
  }
});
