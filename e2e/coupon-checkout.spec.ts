import { type Browser, devices, type Page } from '@playwright/test';
import { couponCard, fromMemberCentre } from './support/coupons.ts';
import { addToCart, type CartLabels, englishCart, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// Coupons at checkout (decision 031): a new member claims the demo's new-member gift (¥5 off ¥20) in the coupon
// centre, the settlement preselects it on a ¥28 sourdough loaf, the order detail shows its line, and cancelling the
// unpaid order gives it back to My coupons. The loaf meets none of the demo promotions (drinks, milk tea, ¥30 and
// more), so the coupon is the only discount.
const words = {
  en: {
    cart: englishCart,
    bread: 'Bread',
    loaf: 'Sourdough Loaf',
    gift: 'New member gift: ¥5 off ¥20',
    claimed: 'Claimed',
    held: 'Held by an order',
    cancelled: 'Cancelled',
    confirm: /confirm|cancel order|yes/i,
  },
  'zh-CN': {
    cart: { categories: '分类导航', add: '加入购物车', added: '已加入购物车' } satisfies CartLabels,
    bread: '面包',
    loaf: '酸种面包',
    gift: '新会员礼：满20减5',
    claimed: '已领取',
    held: '已被订单占用',
    cancelled: '已取消',
    confirm: /确认|确定|取消订单/,
  },
} as const;
type Lang = keyof typeof words;

async function phoneOf(browser: Browser, baseURL: string | undefined, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale });
  return context.newPage();
}

function journey(lang: Lang, tag: string, phone: string) {
  test.describe(lang, () => {
    test.use({ locale: tag });

    test('a claimed coupon is used at settlement, shown in the order, and back after the cancel', async ({
      browser,
      baseURL,
      request,
    }, info) => {
      const w = words[lang];
      const page = await phoneOf(browser, baseURL, tag);
      await logInBySms(page, request, `${phone}${info.retry}`);

      // The coupon centre: the new-member gift is claimed.
      await fromMemberCentre(page, 'couponCentre');
      const offer = couponCard(page, 'coupon-template', w.gift);
      await offer.locator('[data-testid^="coupon-take-"]').click();
      await expect(offer.locator('[data-testid^="coupon-claimed-"]')).toHaveText(w.claimed);

      // Settlement: the gift is preselected, ¥28.00 less ¥5.00.
      await addToCart(page, w.bread, w.loaf, w.cart);
      await page.goto('/#/subpackages/shopping/shoppingCart');
      await page.getByTestId('settle-button').click();
      await expect(page).toHaveURL(/#\/subpackages\/shopping\/placeorder\/payment/);
      await expect(page.getByTestId('coupon-value')).toHaveText('-¥5.00');
      await expect(page.getByTestId('total-coupon')).toHaveText('-¥5.00');
      await expect(page.getByTestId('settlement-total')).toContainText('¥23.00');
      // The picker lists it ticked; closing it keeps the choice.
      await page.getByTestId('coupon-open').click();
      const sheet = page.getByTestId('coupon-sheet');
      await expect(sheet.getByRole('checkbox', { name: new RegExp(w.gift.slice(0, 8)) })).toBeChecked();
      await page.screenshot({ path: info.outputPath(`coupon-picker-${lang}.png`) });
      await page.keyboard.press('Escape');
      await expect(sheet).toHaveCount(0);

      // Online payment, left unpaid on the gateway: the order waits with the coupon held.
      await page.getByTestId('pay-option-4').check();
      await page.getByTestId('settle-submit').click();
      await expect(page).toHaveURL(/#\/pages\/web\/webpay\?/);
      await expect(page.getByTestId('sandbox-amount')).toContainText('23.00');
      await page.getByTestId('sandbox-cancel').click();
      await expect(page).toHaveURL(/orderDetail\?orderno=\d+/);
      await expect(page.getByTestId('order-coupon')).toContainText('-¥5.00');
      await expect(page.getByTestId('order-coupon')).toContainText(w.gift);
      await expect(page.getByTestId('order-amount')).toContainText('¥23.00');
      await page.screenshot({ path: info.outputPath(`coupon-order-${lang}.png`) });
      const orderUrl = page.url();

      await fromMemberCentre(page, 'coupons');
      await expect(couponCard(page, 'my-coupon', w.gift).getByTestId('coupon-mark')).toHaveText(w.held);

      // Cancelled before payment: the coupon is back, valid, in My coupons.
      await page.goto(orderUrl);
      await page.getByTestId('order-cancel').click();
      await page.getByRole('alertdialog').getByRole('button', { name: w.confirm }).click();
      await expect(page.getByTestId('order-status')).toContainText(w.cancelled);
      await fromMemberCentre(page, 'coupons');
      const back = couponCard(page, 'my-coupon', w.gift);
      await expect(back).toBeVisible();
      await expect(back.getByTestId('coupon-mark')).toHaveCount(0);
      await page.context().close();
    });
  });
}

// Phones of this journey: 1372330 then 3 digits, then the retry number.
journey('en', 'en-US', '1372330001');
journey('zh-CN', 'zh-CN', '1372330011');
