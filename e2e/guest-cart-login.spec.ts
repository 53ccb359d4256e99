import { passSlider } from './support/member.ts';
import { latestSmsCode } from './support/staff.ts';
import { expect, test } from './support/test.ts';

const product = 'Watermelon Slush'; // stock 3 in the demo data, with required options

test('a guest fills the cart up to the stock, is asked to log in at checkout, logs in by SMS and keeps the cart', async ({
  page,
  request,
}) => {
  // A member's page opened by a guest (an old receipt link) leads to the login page, to come back there after.
  await page.goto('/#/subpackages/shopping/receipt?orderno=20261124000001');
  await expect(page).toHaveURL(
    /#\/subpackages\/account\/login\?redirect=%2Fsubpackages%2Fshopping%2Freceipt/,
  );
  await expect(page.getByRole('heading', { name: 'Log in', exact: true })).toBeVisible();

  // Home, from the page structure inlined in index.html.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amberleaf Tea & Bakery');
  await page
    .getByRole('navigation', { name: 'Shop by category' })
    .getByRole('link', { name: 'Fruit Tea' })
    .click();

  // Category home, opened on Fruit Tea.
  await expect(page).toHaveURL(/#\/subpackages\/category\/pages\/home\/index\?categoryUid=\d+/);
  await expect(page.getByRole('heading', { name: 'Fruit Tea' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(product) }).click();

  // Product detail: required options first, then the add-on shows in the price.
  await expect(page.getByRole('heading', { name: product })).toBeVisible();
  await expect(page.getByText('Only 3 left')).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('region', { name: 'Options' }).getByRole('alert')).toHaveText([
    'Please choose Size',
    'Please choose Sugar',
    'Please choose Ice',
  ]);
  await page.getByRole('button', { name: /^Large/ }).click();
  await page.getByRole('button', { name: 'Half sugar' }).click();
  await page.getByRole('button', { name: 'Less ice' }).click();
  await expect(page.locator('.detail-bar__total')).toContainText('¥21.00');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.getByRole('button', { name: 'Cart (1)' }).click();
  // The toast stayed with the page it was raised on.
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  expect(await page.getByText('Added to cart').count()).toBe(0);

  // Cart: quantity up to the stock, then the stock message.
  const line = page.getByTestId('cart-line').filter({ hasText: product });
  await expect(line).toContainText('Large · Half sugar · Less ice');
  await line.getByRole('button', { name: `Increase ${product}` }).click();
  await line.getByRole('button', { name: `Increase ${product}` }).click();
  await expect(line.getByText('3', { exact: true })).toBeVisible();
  await line.getByRole('button', { name: `Increase ${product}` }).click();
  await expect(page.locator('.toast')).toContainText('Insufficient stock, current stock 3');
  await expect(page.getByTestId('settle-bar')).toContainText('¥63.00');

  // The queued change reaches the server after the debounce; a reload shows the server's cart.
  await page.waitForResponse((r) => r.url().includes('/wxapi/shopcart/syncshopcartv2'));
  await page.reload();
  await expect(page.getByTestId('cart-line').filter({ hasText: product })).toContainText('3');

  // Checkout as a guest asks to log in.
  await page.getByTestId('settle-button').click();
  const dialog = page.getByRole('alertdialog', { name: 'Log in to continue' });
  await expect(dialog).toContainText('Go to log in?');
  await dialog.getByRole('button', { name: 'Log in' }).click();

  // Login by SMS: terms first, then the slider check, then the code read through the staff API.
  await expect(page).toHaveURL(/#\/subpackages\/account\/login/);
  await page.getByLabel('Phone number').fill('13800138000');
  await page.getByTestId('send-code').click();
  await expect(
    page.getByText('Please read and agree to the Terms of Service and the Privacy Policy first'),
  ).toBeVisible();
  await page.locator('input[name=agree]').check();
  await page.getByTestId('send-code').click();
  await expect(page.getByRole('dialog', { name: 'Security check' })).toBeVisible();
  await passSlider(page);
  await expect(page.getByTestId('send-code')).toContainText(/Resend in \d+s/);
  const code = await latestSmsCode(request, '13800138000');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  // Back in the cart as the member, with the guest's line merged into the member's cart.
  await expect(page).toHaveURL(/#\/subpackages\/shopping\/shoppingCart/);
  const merged = page.getByTestId('cart-line').filter({ hasText: product });
  await expect(merged).toContainText('Large · Half sugar · Less ice');
  await expect(merged.getByText('3', { exact: true })).toBeVisible();

  // The member centre shows the demo member.
  await page.getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page.getByTestId('member-info')).toContainText('Demo Member');
  await expect(page.getByTestId('member-phone')).toHaveText('138****8000');
  await expect(page.getByTestId('member-figure-balance')).toContainText('¥200.00');
});
