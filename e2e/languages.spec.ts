import { expect, test } from './support/test.ts';

const cases = [
  {
    locale: 'es-ES',
    home: 'Más vendidos',
    tab: 'Carrito',
    cartTitle: 'Carrito',
    emptyCart: 'Tu carrito está vacío',
    goShopping: 'Ir a comprar',
    store: 'Amberleaf Té y Panadería (Templo de Jing’an)',
    product: 'Té con leche y perlas clásico',
  },
  {
    locale: 'zh-TW',
    home: '熱銷推薦',
    tab: '購物車',
    cartTitle: '購物車',
    emptyCart: '購物車還是空的',
    goShopping: '去逛逛',
    store: '琥珀葉茶飲烘焙（靜安寺店）',
    product: '經典珍珠奶茶',
  },
];

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('the home and cart pages speak the shopper’s language', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: c.home })).toBeVisible();
      // The store's own text too (decision 020): its name and its products.
      await expect(page.getByText(c.store).first()).toBeVisible();
      await expect(page.getByText(c.product).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', c.locale === 'zh-TW' ? 'zh-Hant' : 'es');

      // The browser tab: the store's name on the home page, the page's title in the shopper's language elsewhere.
      await expect(page).toHaveTitle(c.store);
      await page.getByRole('link', { name: c.tab }).click();
      await expect(page.getByText(c.emptyCart)).toBeVisible();
      await expect(page).toHaveTitle(`${c.cartTitle} · ${c.store}`);
      await page.getByRole('button', { name: c.goShopping }).click();
      await expect(page.getByRole('heading', { name: c.home })).toBeVisible();
    });
  });
}

test('switching language in the settings shows the menu in it without a reload, and back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('Classic Pearl Milk Tea').first()).toBeVisible();
  await page.goto('/#/subpackages/account/setting');
  await page.locator('label', { hasText: '简体中文' }).click();
  await page.goto('/#/pages/index/index');
  await expect(page.getByText('经典珍珠奶茶').first()).toBeVisible();
  await expect(page.getByText('琥珀叶茶饮烘焙（静安寺店）')).toBeVisible();
  await page.goto('/#/subpackages/category/pages/home/index');
  await expect(page.getByRole('button', { name: '水果茶' })).toBeVisible();
  await page.goto('/#/subpackages/account/setting');
  await page.locator('label', { hasText: 'English' }).click();
  await page.goto('/#/pages/index/index');
  await expect(page.getByText('Classic Pearl Milk Tea').first()).toBeVisible();
});
