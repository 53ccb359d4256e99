import { type Browser, devices, type Page } from '@playwright/test';
import { addBalance, addToCart, logInBySms } from './support/member.ts';
import { staffKitchenStep } from './support/staff.ts';
import { expect, test } from './support/test.ts';

// The dine-in queue (SPEC §4 mode AddressQRCode/queue, §7 GetOrderKDSQueuingStatus): a member switches to eat in,
// which takes the whole cake the table does not serve out of the cart, orders twice, and watches the second
// ticket move up as the kitchen (staff API) works through the first. Then the same page in Chinese.
test.describe.configure({ mode: 'serial' });

let page: Page;
let phone = '';

async function openPage(browser: Browser, baseURL: string | undefined, locale: string): Promise<Page> {
  const context = await browser.newContext({ ...devices['iPhone 13'], baseURL, locale });
  return context.newPage();
}

test.beforeAll(async ({ browser, request, baseURL }, testInfo) => {
  phone = `1370000020${1 + testInfo.retry}`;
  page = await openPage(browser, baseURL, 'en-US');
  await logInBySms(page, request, phone);
  await addBalance(request, phone, 500);
});

test.afterAll(() => page.context().close());

const menuPath = '/#/subpackages/category/pages/home/index';

async function addWholeCake(): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Shop by category' })
    .getByRole('link', { name: 'Cakes' })
    .click();
  await page.getByRole('toolbar', { name: 'Cakes' }).getByRole('button', { name: 'Whole Cakes' }).click();
  await page
    .getByRole('link', { name: /Chocolate Truffle Cake/ })
    .first()
    .click();
  const synced = page.waitForResponse((r) => r.url().includes('/wxapi/shopcart/syncshopcartv2'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await synced;
}

/** Settles the cart in the current mode, paying by balance; answers the order number from the receipt. */
async function orderFromCart(): Promise<string> {
  await page.goto('/#/subpackages/shopping/shoppingCart');
  await page.getByTestId('settle-button').click();
  await expect(page.getByTestId('order-mode-queue').locator('input')).toBeChecked();
  await expect(page.getByTestId('pay-option-2')).toBeChecked();
  await page.getByTestId('settle-submit').click();
  await expect(page).toHaveURL(/#\/subpackages\/shopping\/receipt\?orderno=\d+/);
  return (await page.getByTestId('receipt-order-no').textContent())?.match(/\d{6,}/)?.[0] ?? '';
}

async function positionOnPage(): Promise<number> {
  const position = page.getByTestId('queue-position');
  await expect(position).toBeVisible();
  return Number(await position.getAttribute('data-position'));
}

test('switching to eat in asks to remove what the table does not serve; cancel keeps the mode', async () => {
  // Two breads: over the store's ¥20 minimum order.
  await addToCart(page, 'Bread', 'Butter Croissant');
  await addToCart(page, 'Bread', 'Pork Floss Bun');
  await addWholeCake();
  await page.goto(menuPath);
  await expect(page.getByTestId('order-mode-takeout').locator('input')).toBeChecked();

  await page.getByTestId('order-mode-queue').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('cannot be ordered this way');
  await expect(dialog).toContainText('Chocolate Truffle Cake');
  await expect(dialog).not.toContainText('Butter Croissant');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('order-mode-takeout').locator('input')).toBeChecked();

  await page.getByTestId('order-mode-queue').click();
  const removed = page.waitForResponse((r) => r.url().includes('/wxapi/shopcart/syncshopcartv2'));
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await removed;
  await expect(page.getByTestId('order-mode-queue').locator('input')).toBeChecked();
  // The menu now lists what eat-in sells: no whole cakes under Cakes.
  await page.goto('/#/subpackages/shopping/shoppingCart');
  await expect(page.getByText('Butter Croissant')).toBeVisible();
  await expect(page.getByText('Chocolate Truffle Cake')).toHaveCount(0);
});

test('a queue order shows its position moving as the kitchen advances the tickets', async ({ request }) => {
  const first = await orderFromCart();
  await addToCart(page, 'Bread', 'Butter Croissant');
  await addToCart(page, 'Bread', 'Pork Floss Bun');
  const second = await orderFromCart();
  expect(second).not.toBe(first);

  await page.getByTestId('receipt-queue').click();
  await expect(page).toHaveURL(new RegExp(`queueOrder/order\\?orderNo=${second}`));
  await expect(page.getByTestId('queue-number')).toHaveText(/\d{3}/);
  await expect(page.getByTestId('queue-status')).toHaveText('Waiting');
  const start = await positionOnPage();
  expect(start).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('queue-wait')).toContainText('min');

  // The kitchen starts the first ticket: still ahead. Once it is ready, ours moves up by itself (no reload).
  await staffKitchenStep(request, first, 'preparing');
  await staffKitchenStep(request, first, 'ready');
  await expect(page.getByTestId('queue-position')).toHaveAttribute('data-position', String(start - 1));

  await staffKitchenStep(request, second, 'preparing');
  await expect(page.getByTestId('queue-status')).toHaveText('Being made');
  await staffKitchenStep(request, second, 'ready');
  await expect(page.getByTestId('queue-done')).toContainText('ready');
  await expect(page.getByTestId('queue-position')).toHaveCount(0);

  // The order detail links back to the queue while the order is open.
  await page.goto(`/#/subpackages/orderhistory/orderDetail?orderno=${second}`);
  await page.getByTestId('order-queue-link').click();
  await expect(page.getByTestId('queue-status')).toHaveAttribute('data-status', 'ready');
});

test('the queue page in Chinese', async ({ browser, baseURL, request }) => {
  const zh = await openPage(browser, baseURL, 'zh-CN');
  try {
    const zhPhone = `1370000021${1 + test.info().retry}`;
    await logInBySms(zh, request, zhPhone);
    await addBalance(request, zhPhone, 100);
    page = zh;
    const zhCart = { categories: '分类导航', add: '加入购物车', added: '已加入购物车' };
    await addToCart(zh, '面包', '黄油可颂', zhCart);
    await addToCart(zh, '面包', '肉松面包', zhCart);
    await zh.goto(menuPath);
    await zh.getByTestId('order-mode-queue').click();
    await expect(zh.getByTestId('order-mode-queue').locator('input')).toBeChecked();
    const orderNo = await orderFromCart();
    await zh.getByTestId('receipt-queue').click();
    await expect(zh.getByRole('heading', { name: '排队进度' })).toBeVisible();
    await expect(zh.getByTestId('queue-status')).toHaveText('排队中');
    await expect(zh.getByTestId('queue-position')).toContainText('第');
    await staffKitchenStep(request, orderNo, 'ready');
    await expect(zh.getByTestId('queue-done')).toContainText('请到柜台取餐');
  } finally {
    await zh.context().close();
  }
});
