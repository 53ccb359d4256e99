import { expect, test } from '@playwright/test';

const cases = [
  {
    locale: 'es-ES',
    home: 'Más vendidos',
    tab: 'Carrito',
    cartTitle: 'Carrito',
    emptyCart: 'Tu carrito está vacío',
    goShopping: 'Ir a comprar',
  },
  {
    locale: 'zh-TW',
    home: '熱銷推薦',
    tab: '購物車',
    cartTitle: '購物車',
    emptyCart: '購物車還是空的',
    goShopping: '去逛逛',
  },
];

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('the home and cart pages speak the shopper’s language', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: c.home })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale === 'zh-TW' ? 'zh-Hant' : 'es');

      // The browser tab: the store's name on the home page, the page's title in the shopper's language elsewhere.
      await expect(page).toHaveTitle(/^Amberleaf/);
      await page.getByRole('link', { name: c.tab }).click();
      await expect(page.getByText(c.emptyCart)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${c.cartTitle} · Amberleaf`));
      await page.getByRole('button', { name: c.goShopping }).click();
      await expect(page.getByRole('heading', { name: c.home })).toBeVisible();
    });
  });
}
