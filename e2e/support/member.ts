import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { staffToken } from '../playwright.config.ts';
import { latestSmsCode } from './staff.ts';

/**
 * Logs in through the login page by phone and SMS code (an unknown phone becomes a new member), by the fields'
 * names rather than their labels, so it works in every language.
 */
export async function logInBySms(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await page.goto('/#/subpackages/account/login');
  const form = page.getByTestId('sms-login-form');
  await form.locator('input[name=phone]').fill(phone);
  await form.locator('input[name=agree]').check();
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toBeDisabled();
  await form.locator('input[name=code]').fill(await latestSmsCode(request, phone));
  await form.locator('button[type=submit]').click();
  await expect(page).not.toHaveURL(/account\/login/);
}

/** Puts money on a member's balance through the staff API (a manual edit, written to the ledger). */
export async function addBalance(request: APIRequestContext, phone: string, amount: number): Promise<void> {
  const res = await request.post('/staff/members/balance', {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { phone, amount, note: 'e2e' },
  });
  if (!res.ok()) throw new Error(`staff balance answered ${res.status()}: ${await res.text()}`);
}

/** Adds a product without options to the cart from its category page. */
export async function addToCart(page: Page, category: string, product: string): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Shop by category' })
    .getByRole('link', { name: category })
    .click();
  await page
    .getByRole('link', { name: new RegExp(product) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: product })).toBeVisible();
  // The change reaches the server after the cart's 500 ms debounce; the next page.goto reloads the app.
  const synced = page.waitForResponse((r) => r.url().includes('/wxapi/shopcart/syncshopcartv2'));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await synced;
}

/** Opens the member centre and waits for it to show this balance (it refreshes its figures on each visit). */
export async function expectBalance(page: Page, amount: string): Promise<void> {
  // Login lands on the member centre: going to the same address again would not open it anew (no visit).
  await page.goto('/#/');
  await page.goto('/#/subpackages/account/account');
  await expect(page.getByTestId('member-balance')).toContainText(amount);
}
