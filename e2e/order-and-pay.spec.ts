import { type Browser, devices, type Page } from '@playwright/test';
import { addBalance, addToCart, expectBalance, logInBySms } from './support/member.ts';
import { staffOrderStep } from './support/staff.ts';
import { expect, test } from './support/test.ts';

// A new member (the phone is not in the demo data) who has ¥100 put on their balance by staff. A retry logs in
// with another phone: the first one's SMS resend wait would still be running.
let phone = '';

// The three journeys share one logged-in page, in order: one login, as a shopper would.
test.describe.configure({ mode: 'serial' });

let page: Page;

// A context made by hand does not take the project's options: the same phone and address, given again.
async function openPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL });
  return context.newPage();
}

test.beforeAll(async ({ browser, request, baseURL }, testInfo) => {
  phone = `1370000000${1 + testInfo.retry}`;
  page = await openPage(browser, baseURL);
  await logInBySms(page, request, phone);
  await addBalance(request, phone, 100);
});

test.afterAll(() => page.context().close());

async function settle(): Promise<void> {
  await page.goto('/#/subpackages/shopping/shoppingCart');
  await page.getByTestId('settle-button').click();
  await expect(page).toHaveURL(/#\/subpackages\/shopping\/placeorder\/payment/);
}

test('a member orders two products for self-pickup and pays by balance', async ({ request }) => {
  await expectBalance(page, '¥100.00');
  await addToCart(page, 'Bread', 'Butter Croissant');
  await addToCart(page, 'Bread', 'Pork Floss Bun');
  await settle();

  // Settlement: self-pickup, both lines, the total, and balance chosen by default (logged in, balance above 0).
  await expect(page.getByText('Butter Croissant')).toBeVisible();
  await expect(page.getByText('Pork Floss Bun')).toBeVisible();
  await expect(page.getByTestId('settlement-total')).toContainText('¥22.00');
  await expect(page.getByTestId('pay-option-2')).toBeChecked();
  await expect(page.getByTestId('contact-phone')).toHaveValue(phone);
  await page.getByTestId('settle-submit').click();

  // Receipt: order number, pickup number, amount.
  await expect(page).toHaveURL(/#\/subpackages\/shopping\/receipt\?orderno=\d+/);
  const orderNo = (await page.getByTestId('receipt-order-no').textContent())?.match(/\d{6,}/)?.[0] ?? '';
  expect(orderNo).not.toBe('');
  await expect(page.getByTestId('receipt-pickup-no')).toHaveText(/\d{3}/);
  await expect(page.getByTestId('receipt-amount')).toContainText('¥22.00');

  // The order list has it; its detail shows it paid and waiting for the merchant.
  await page.goto('/#/subpackages/account/account');
  await page.getByTestId('member-orders').click();
  await expect(page).toHaveURL(/#\/subpackages\/orderhistory\/orderhistory/);
  const card = page.locator(`[data-testid=order-card][data-order-no="${orderNo}"]`);
  await expect(card).toContainText('¥22.00');
  // The store's whole name shows beside (or above) the long status, not squeezed to a few letters.
  const storeName = card.locator('.order-card__store');
  await expect(storeName).toContainText('Amberleaf');
  expect(
    await storeName.evaluate((el) => el.scrollHeight <= el.clientHeight && el.scrollWidth <= el.clientWidth),
  ).toBe(true);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`orderDetail\\?orderno=${orderNo}`));
  await expect(page.getByTestId('order-no')).toContainText(orderNo);
  await expect(page.getByTestId('order-amount')).toContainText('¥22.00');
  await expect(page.getByTestId('order-status')).toContainText('Waiting for merchant acceptance');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);

  // The balance dropped by exactly the order total.
  await expectBalance(page, '¥78.00');
  await expect(page.getByTestId('member-figure-points')).toHaveText('0');

  // The store hands the order over: the promised 1 point for every ¥1 arrives, 22 for ¥22.00.
  await staffOrderStep(request, orderNo, 'accept');
  await staffOrderStep(request, orderNo, 'complete');
  await expectBalance(page, '¥78.00');
  await expect(page.getByTestId('member-figure-points')).toHaveText('22');
});

test('the same member pays online on the sandbox gateway page', async () => {
  await addToCart(page, 'Bread', 'Sourdough Loaf');
  await settle();
  await expect(page.getByTestId('settlement-total')).toContainText('¥28.00');
  await page.getByTestId('pay-option-4').check();
  await page.getByTestId('settle-submit').click();

  // The sandbox stands in for the wechat-type gateway: the amount, then pay.
  await expect(page).toHaveURL(/#\/pages\/web\/webpay\?/);
  await expect(page.getByTestId('sandbox-amount')).toContainText('28.00');
  await page.getByTestId('sandbox-pay').click();

  // Back in the shop, the payment is polled and the receipt shows.
  await expect(page).toHaveURL(/#\/subpackages\/shopping\/receipt\?orderno=\d+/);
  await expect(page.getByTestId('receipt-amount')).toContainText('¥28.00');
  await page.getByTestId('receipt-to-order').click();
  await expect(page.getByTestId('order-status')).toContainText('Waiting for merchant acceptance');

  // Paid online: the balance did not move.
  await expectBalance(page, '¥78.00');
});

test('a shopper cancels on the sandbox page, sees the unpaid order and cancels it', async () => {
  await addToCart(page, 'Bread', 'Hokkaido Milk Toast');
  await addToCart(page, 'Bread', 'Red Bean Bun');

  // The network drops mid-checkout: the app's offline notice, and the cart recovers by itself once it is back.
  await page.goto('/#/subpackages/shopping/shoppingCart');
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Increase Red Bean Bun' }).click();
  const notice = page.locator('.cart-page__alert');
  await expect(notice).toContainText('The network is having a hiccup');
  await page.context().setOffline(false);
  await expect(notice).toHaveCount(0);
  await settle();
  await page.getByTestId('pay-option-3').check();
  await page.getByTestId('settle-submit').click();
  await expect(page).toHaveURL(/#\/pages\/web\/webpay\?/);
  await page.getByTestId('sandbox-cancel').click();

  // 'Payment cancelled', and the order waits unpaid with its auto-cancel countdown.
  await expect(page).toHaveURL(/orderDetail\?orderno=\d+/);
  await expect(page.getByText('Payment cancelled')).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Waiting for payment');
  await expect(page.getByTestId('order-countdown')).toHaveText(/^1[45] min \d{1,2} s left to pay$/);
  await expect(page.getByTestId('order-pay')).toBeVisible();

  await page.getByTestId('order-cancel').click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: /confirm|cancel order|yes/i })
    .click();
  await expect(page.getByTestId('order-status')).toContainText('Cancelled');
  await expect(page.getByTestId('order-cancel')).toHaveCount(0);
  await expectBalance(page, '¥78.00');
});
