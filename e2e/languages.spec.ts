import { expect, test } from './support/test.ts';

const cases = [
  {
    locale: 'es-ES',
    home: 'Más vendidos',
    tab: 'Carrito',
    emptyCart: 'Tu carrito está vacío',
    goShopping: 'Ir a comprar',
  },
  { locale: 'zh-TW', home: '熱銷推薦', tab: '購物車', emptyCart: '購物車還是空的', goShopping: '去逛逛' },
];

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('the home and cart pages speak the shopper’s language', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: c.home })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale === 'zh-TW' ? 'zh-Hant' : 'es');

      await page.getByRole('link', { name: c.tab }).click();
      await expect(page.getByText(c.emptyCart)).toBeVisible();
      await page.getByRole('button', { name: c.goShopping }).click();
      await expect(page.getByRole('heading', { name: c.home })).toBeVisible();
    });
  });
}
