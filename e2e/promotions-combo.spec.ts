import type { Page } from '@playwright/test';
import { logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// The shopper's path through issue 14's promotions and combos, in Spanish and Traditional Chinese: the promotions
// page of one type (SPEC §2 named link, t), a product's badge, the promotion's discount at settlement, and a combo
// with its choices. "Spend ¥50, save ¥8" is bought with bread, which no time-bound drinks promotion touches, so the
// settlement figure holds whatever the hour of the run.
const cases = [
  {
    locale: 'es-ES',
    phone: '1372440001',
    shortcuts: 'Comprar por categoría',
    typeTitle: 'Gasta y ahorra',
    promotion: 'Gasta ¥50 y ahorra ¥8',
    shopNow: 'Comprar',
    badge: '-¥8.00 desde ¥50.00',
    redemption: /por ¥3\.00/,
    bread: 'Pan',
    loaf: 'Hogaza de masa madre',
    increase: /^Aumentar/,
    add: 'Añadir al carrito',
    added: 'Añadido al carrito',
    sets: 'Desayunos',
    combo: 'Merienda para dos',
    comboTitle: 'Pack',
    teas: /^Tés de frutas/,
    choose2: 'Elige 2 · 0 elegidos',
    mango: 'Mango, pomelo y sagú',
    strawberry: 'Té de jazmín con fresa',
    sweets: /^Dulces/,
    cake: 'Porción de tarta de fresas y nata',
  },
  {
    locale: 'zh-TW',
    phone: '1372440003',
    shortcuts: '分類導覽',
    typeTitle: '滿額折抵',
    promotion: '滿50減8',
    shopNow: '去逛逛',
    badge: '滿¥50.00折¥8.00',
    redemption: /加¥3\.00換購/,
    bread: '麵包',
    loaf: '酸種麵包',
    increase: /^增加/,
    add: '加入購物車',
    added: '已加入購物車',
    sets: '早餐套餐',
    combo: '雙人下午茶',
    comboTitle: '套餐',
    teas: /^水果茶/,
    choose2: '選2項 · 已選0',
    mango: '楊枝甘露',
    strawberry: '草莓茉莉綠茶',
    sweets: /^甜點/,
    cake: '草莓鮮奶油蛋糕（切片）',
  },
];

type Case = (typeof cases)[number];

async function openCategoryProduct(page: Page, c: Case, category: string, product: string): Promise<void> {
  await page.goto('/');
  await page.getByRole('navigation', { name: c.shortcuts }).getByRole('link', { name: category }).click();
  await page
    .getByRole('link', { name: new RegExp(product) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: product })).toBeVisible();
}

for (const c of cases) {
  test.describe(`promotions and combos in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('a promotion from its page to the settlement discount, and a combo chosen group by group', async ({
      page,
      request,
    }, testInfo) => {
      await logInBySms(page, request, `${c.phone}${testInfo.retry}`);

      // The promotions page of one type: its card says what it gives; "shop now" leads to the goods.
      await page.goto('/#/subpackages/marketing/promotions?t=PromotionCashBack');
      await expect(page.getByRole('heading', { level: 1, name: c.typeTitle })).toBeVisible();
      const card = page.getByRole('article', { name: c.promotion });
      await expect(card).toContainText(c.badge);
      await card.getByRole('link', { name: c.shopNow }).click();
      await expect(page).toHaveURL(/#\/subpackages\/category\/pages\/home\/index/);

      // The product's page carries the badge; two loaves reach ¥50.
      await openCategoryProduct(page, c, c.bread, c.loaf);
      await expect(page.getByRole('link', { name: new RegExp(c.promotion) })).toContainText(c.badge);
      await page.getByRole('button', { name: c.increase }).click();
      const synced = page.waitForResponse((r) => r.url().includes('/wxapi/shopcart/syncshopcartv2'));
      await page.getByRole('button', { name: c.add }).click();
      await expect(page.getByText(c.added)).toBeVisible();
      await synced;

      // Settlement: the promotion's line takes ¥8 off the ¥56 of goods.
      await page.goto('/#/subpackages/shopping/shoppingCart');
      await page.getByTestId('settle-button').click();
      await expect(page).toHaveURL(/#\/subpackages\/shopping\/placeorder\/payment/);
      const totals = page.getByTestId('settlement-totals');
      await expect(totals.getByTestId('total-promotion')).toHaveText('-¥8.00');
      await expect(totals).toContainText(c.typeTitle);
      await expect(page.getByTestId('settlement-total')).toContainText('¥48.00');
      // Over ¥30 the shopper may add a cookie for ¥3 (a redemption, opted in): the order now comes to ¥51.
      await page.getByRole('checkbox', { name: c.redemption }).check();
      await expect(page.getByTestId('settlement-total')).toContainText('¥51.00');

      // A combo: its card opens the combo page; each group asks for its count before the set goes in the cart.
      await page.goto('/#/subpackages/category/pages/home/index');
      await page.getByRole('button', { name: c.sets }).click();
      await page
        .getByRole('link', { name: new RegExp(c.combo) })
        .first()
        .click();
      await expect(page).toHaveURL(/#\/subpackages\/shopping\/combo\?comboid=\d+/);
      await expect(page.getByRole('heading', { level: 1, name: c.comboTitle })).toBeVisible();
      const teas = page.getByRole('group', { name: c.teas });
      await expect(teas).toContainText(c.choose2);
      await teas.getByRole('button', { name: new RegExp(`^${c.mango}`) }).click();
      await teas.getByRole('button', { name: new RegExp(`^${c.strawberry}`) }).click();
      await page
        .getByRole('group', { name: c.sweets })
        .getByRole('button', { name: new RegExp(`^${c.cake}`) })
        .click();
      const comboSynced = page.waitForResponse((r) => r.url().includes('/wxapi/shopcart/syncshopcartv2'));
      await page.getByRole('button', { name: c.add }).click();
      await expect(page.getByText(c.added)).toBeVisible();
      await comboSynced;
      await page.goto('/#/subpackages/shopping/shoppingCart');
      await expect(page.getByText(c.combo)).toBeVisible();
      await expect(page.getByText(c.mango)).toBeVisible();
    });
  });
}
