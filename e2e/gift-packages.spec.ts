import { type Browser, devices, type Page } from '@playwright/test';
import { addBalance, expectBalance, logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

// Gift packages (decision 033): a new member opens the gift packages from the member centre, buys the demo's welcome
// pack (¥19.90: ¥20 balance, 100 points, a ¥15-off-¥50 coupon and a tote bag) — by balance in English, online
// through the sandbox gateway in Chinese — and sees the balance, points and coupon arrive: on the result, in My
// gifts, in the member centre and in My coupons.
const words = {
  en: {
    pack: 'Welcome gift pack',
    coupon: '¥15 off ¥50 coupon pack',
    tote: 'Amber canvas tote bag',
    arrived: 'Your gifts have arrived',
  },
  'zh-CN': { pack: '新人礼包', coupon: '满50减15优惠券', tote: 'Amber帆布袋', arrived: '礼品已到账' },
} as const;
type Lang = keyof typeof words;

async function phoneOf(browser: Browser, baseURL: string | undefined, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale });
  return context.newPage();
}

function journey(lang: Lang, tag: string, phone: string, online: boolean) {
  test.describe(lang, () => {
    test.use({ locale: tag });

    test(`buys the welcome pack ${online ? 'online' : 'by balance'} and sees its balance, points and coupon arrive`, async ({
      browser,
      baseURL,
      request,
    }, info) => {
      const w = words[lang];
      const page = await phoneOf(browser, baseURL, tag);
      const shot = (name: string) => page.screenshot({ path: info.outputPath(`${name}-${lang}.png`) });
      const member = `${phone}${info.retry}`;
      await logInBySms(page, request, member);
      if (!online) await addBalance(request, member, 50);

      // From the member centre's entry to the packages.
      await page.goto('/#/');
      await page.goto('/#/subpackages/account/account');
      await page.locator('a[data-testid="member-giftPackages"]').click();
      await expect(page).toHaveURL(/actions\/giftPackage/);
      const card = page.getByTestId(/^gift-card-\d+$/).filter({ hasText: w.pack });
      await expect(card).toBeVisible();
      await shot('gift-packages');

      // The pack: what it gives, how to pay.
      await card.click();
      await expect(page).toHaveURL(/coupons\/buyGiftDetails\?id=\d+/);
      await expect(page.getByTestId('gift-plan-balance')).toContainText('¥20.00');
      await expect(page.getByTestId('gift-plan-points')).toContainText('100');
      await expect(page.getByTestId('gift-plan-coupon')).toContainText(w.coupon);
      await expect(page.getByTestId('gift-plan-item')).toContainText(w.tote);
      if (online) await page.getByTestId('gift-pay-method-4').click();
      else await expect(page.getByTestId('gift-pay-method-2').locator('input')).toBeChecked();
      await shot('gift-detail');
      await page.getByTestId('gift-buy').click();
      if (online) {
        await expect(page).toHaveURL(/#\/pages\/web\/webpay\?/);
        await expect(page.getByTestId('sandbox-amount')).toContainText('19.90');
        await page.getByTestId('sandbox-pay').click();
        await expect(page).toHaveURL(/buyGiftDetails\?.*orderno=\d+.*localOrderNo=/);
      } else await expect(page).toHaveURL(/buyGiftDetails\?orderno=\d+/);

      // What arrived, then My gifts, the member centre and My coupons.
      await expect(page.getByTestId('gift-done')).toContainText(w.arrived);
      await expect(page.getByTestId('gift-arrived-balance')).toContainText('¥20.00');
      await shot('gift-result');
      await page.getByTestId('gift-to-received').click();
      await expect(page).toHaveURL(/actions\/giftPackage\?tab=received/);
      await expect(page.getByTestId('gift-delivery')).toHaveCount(1);
      await expect(page.getByTestId('gift-delivery')).toContainText(w.pack);
      await shot('gift-received');
      await expectBalance(page, online ? '¥20.00' : '¥50.10');
      await expect(page.locator('span[data-testid="member-figure-points"]')).toHaveText('100');
      await page.goto('/#/subpackages/coupons/myCoupon?singletype=0');
      await expect(page.getByRole('heading', { name: w.coupon, exact: true })).toBeVisible();
      await page.context().close();
    });
  });
}

// Phones of this journey: 1374300 then 3 digits, then the retry number.
journey('en', 'en-US', '1374300001', false);
journey('zh-CN', 'zh-CN', '1374300011', true);
