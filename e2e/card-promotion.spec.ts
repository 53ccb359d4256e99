import type { Page } from '@playwright/test';
import { cardJourney, settleCart } from './support/cards.ts';
import { addToCart, type CartLabels, englishCart, logInBySms } from './support/member.ts';
import { expect } from './support/test.ts';

// Promotion cards (issue 29, decision 064): the demo chain's free Spring tea club card, opened by its code as a
// notification links to it. A guest is asked to log in; a member gets it in one tap, sees it held with its code,
// and a milk tea's settlement (beside a loaf) then shows the tea club's 25% off — which it did not before. In English and
// Traditional Chinese, at 375 px.
const words = {
  en: {
    card: 'Spring tea club card',
    promotion: 'Spring tea club: 25% off tea drinks',
    free: 'Free',
    notFound: 'This promotion card does not exist',
    cart: englishCart,
    milkTea: 'Milk Tea',
    tea: 'Classic Pearl Milk Tea',
    bread: 'Bread',
    loaf: 'Sourdough Loaf',
    line: 'Discounts · Spring tea club: 25% off tea drinks',
  },
  'zh-Hant': {
    card: '春季茶友卡',
    promotion: '春季茶友會：茶飲7.5折',
    free: '免費',
    notFound: '此優惠卡不存在',
    cart: { categories: '分類導覽', add: '加入購物車', added: '已加入購物車' } satisfies CartLabels,
    milkTea: '奶茶',
    tea: '經典珍珠奶茶',
    bread: '麵包',
    loaf: '酸種麵包',
    line: '春季茶友會：茶飲7.5折',
  },
} as const;
type Lang = keyof typeof words;

const cardAt = '/#/subpackages/coupons/couponPromotionCardDetails?code=';

/** A milk tea in the cart: its page from the category, the first choice of each required group (size, sugar, ice). */
async function addTea(page: Page, w: (typeof words)[Lang]): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: w.cart.categories })
    .getByRole('link', { name: w.milkTea })
    .click();
  await page
    .getByRole('link', { name: new RegExp(w.tea) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: w.tea })).toBeVisible();
  for (let group = 0; group < 3; group += 1)
    await page.locator('fieldset.attr-group').nth(group).locator('.option-chips button').first().click();
  const synced = page.waitForResponse((r) => r.url().includes('/wxapi/shopcart/syncshopcartv2'));
  await page.getByRole('button', { name: w.cart.add }).click();
  await expect(page.getByText(w.cart.added)).toBeVisible();
  await synced;
}

function journey(lang: Lang, tag: string, phone: string) {
  cardJourney(
    'promotion',
    lang,
    tag,
    'opens SPRING26, gets the free card, and the settlement shows its promotion once held',
    async ({ page, shot, member: tried, request }) => {
      const w = words[lang];

      // An unknown code says so; the card's page to a guest: free, what it unlocks, and a way to log in.
      await page.goto(`${cardAt}NOPE42`);
      await expect(page.getByText(w.notFound)).toBeVisible();
      await page.goto(`${cardAt}SPRING26`);
      await expect(page.getByTestId('card-product')).toContainText(w.card);
      await expect(page.getByTestId('promotion-card-free')).toHaveText(w.free);
      await expect(page.getByTestId('promotion-card-promotion')).toHaveText(w.promotion);
      await expect(page.getByTestId('promotion-card-login')).toBeVisible();
      await shot('guest');

      await logInBySms(page, request, tried(phone));
      // A milk tea (and a loaf, for the ¥20 minimum order) before the card: no tea club line.
      await addTea(page, w);
      await addToCart(page, w.bread, w.loaf, w.cart);
      await settleCart(page);
      await expect(page.getByTestId('settlement-totals')).toBeVisible();
      await expect(page.getByText(w.line)).toHaveCount(0);

      // The card: one tap (free, no keypad), then held with its code for the counter and the way to the menu.
      await page.goto(`${cardAt}SPRING26`);
      await page.getByTestId('card-buy').click();
      await expect(page.getByTestId('promotion-card-summary')).toContainText(w.card);
      await expect(page.getByTestId('card-code')).toBeVisible();
      await expect(page.getByTestId('promotion-card-shop')).toBeVisible();
      await expect(page.getByTestId('card-buy')).toHaveCount(0);
      await shot('held');

      // The same tea's settlement now: the tea club's 25% off, ¥3.75 of ¥15.00.
      await settleCart(page);
      await expect(page.getByTestId('settlement-totals')).toBeVisible();
      // 25% off beats the demo's weekday-afternoon 20% off drinks, whenever the journey runs.
      await expect(page.getByText(w.line)).toBeVisible();
      await expect(page.getByTestId('total-promotion')).toHaveText('-¥3.75');
      await shot('settle');
    },
  );
}

journey('en', 'en-US', '1376640001');
journey('zh-Hant', 'zh-TW', '1376640002');
