import { type Browser, devices, type Page } from '@playwright/test';
import { expect } from './test.ts';

// Steps the card journeys (card, card-prepaid, card-privilege specs) take alike: each member on a phone of its own,
// a kind's tab of My coupons, and the cart's settlement where the cards are offered.

/** A fresh phone at 375 px in `locale`, its own context so two members can be logged in side by side. */
export async function cardPhone(
  browser: Browser,
  baseURL: string | undefined,
  locale: string,
): Promise<Page> {
  const context = await browser.newContext({
    ...devices['iPhone 13'],
    viewport: { width: 375, height: 812 },
    baseURL,
    locale,
  });
  return context.newPage();
}

/** My coupons opened on one kind's tab (singletype 1 times, 2 shopping, 3 prepaid, 4 privilege), picked and named. */
export async function openCardTab(page: Page, singletype: 1 | 2 | 3 | 4, kind: string): Promise<void> {
  await page.goto(`/#/subpackages/coupons/myCoupon?singletype=${singletype}`);
  await expect(page.getByTestId(`my-coupon-kind-${singletype}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId(`my-coupon-kind-${singletype}`)).toHaveText(kind);
}

/** From the cart to its settlement page, where the member's cards are offered. */
export async function settleCart(page: Page): Promise<void> {
  await page.goto('/#/subpackages/shopping/shoppingCart');
  await page.getByTestId('settle-button').click();
  await expect(page).toHaveURL(/#\/subpackages\/shopping\/placeorder\/payment/);
}
