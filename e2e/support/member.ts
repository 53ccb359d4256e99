import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { staffToken } from '../playwright.config.ts';
import { latestEmailCode, latestSmsCode } from './staff.ts';

/**
 * Passes the slider check the way a hand does: reads where the gap sits from the page, grabs the knob and drags it
 * there with the mouse in uneven, easing steps over about half a second, then waits for the sheet to close.
 */
export async function passSlider(page: Page): Promise<void> {
  const check = page.getByTestId('slider-check');
  await expect(check).toHaveClass(/slider-check--ready/);
  // The sheet slides up when it opens: measure once it has come to rest, or the grab misses the knob.
  await check.evaluate((el) =>
    Promise.all((el.closest('[role=dialog]') ?? el).getAnimations({ subtree: true }).map((a) => a.finished)),
  );
  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error('slider part not visible');
    return found;
  };
  const scene = await box(check.locator('.slider-check__scene'));
  const gap = await box(page.getByTestId('slider-gap'));
  const rail = await box(check.locator('.slider-check__rail'));
  const knob = await box(page.getByTestId('slider-knob'));
  // The picture and the rail are equally wide, so the gap's offset in one is the knob's target in the other.
  const distance = gap.x - scene.x - (knob.x - rail.x);
  const x0 = knob.x + knob.width / 2;
  const y0 = knob.y + knob.height / 2;
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  const steps = 14;
  for (let i = 1; i <= steps; i += 1) {
    const eased = 1 - (1 - i / steps) ** 2;
    await page.mouse.move(x0 + distance * eased, y0 + ((i % 3) - 1));
    await page.waitForTimeout(24 + ((i * 7) % 5) * 4);
  }
  await page.mouse.up();
  await expect(check).toBeHidden();
}

/**
 * Makes the page's requests come from a client address of this shopper's own (X-Forwarded-For, trusted from the
 * local proxy in the journeys' server). All journeys run from one machine, and the server's per-address limits on
 * codes (SPEC §5) would otherwise count every shopper of the whole run as one.
 */
async function comeFromOwnAddress(page: Page, shopper: string): Promise<void> {
  let hash = 0;
  for (const ch of shopper) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const address = `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

/**
 * Logs in through the login page by phone and SMS code (an unknown phone becomes a new member), by the fields'
 * names rather than their labels, so it works in every language: terms ticked, slider passed, code sent. Returns
 * once the page has moved on, or once it asks which of the phone's accounts to use (the caller picks one).
 */
export async function logInBySms(page: Page, request: APIRequestContext, phone: string): Promise<void> {
  await comeFromOwnAddress(page, phone);
  await page.goto('/#/subpackages/account/login');
  const form = page.getByTestId('sms-login-form');
  await form.locator('input[name=phone]').fill(phone);
  await form.locator('input[name=agree]').check();
  await page.getByTestId('send-code').click();
  await passSlider(page);
  await expect(page.getByTestId('send-code')).toBeDisabled();
  await form.locator('input[name=code]').fill(await latestSmsCode(request, phone));
  await form.locator('button[type=submit]').click();
  await page.waitForFunction(
    () =>
      !location.hash.includes('account/login') || document.querySelector('[data-testid="account-chooser"]'),
    undefined,
    { timeout: 10_000 },
  );
}

/** Logs in by member number and member password from the login page's member-number tab. */
export async function logInByPassword(page: Page, memberNo: string, password: string): Promise<void> {
  await page.goto('/#/subpackages/account/login');
  await page.getByTestId('login-tab-password').click();
  const form = page.getByTestId('password-login-form');
  await form.locator('input[name=memberNo]').fill(memberNo);
  await form.locator('input[name=password]').fill(password);
  await form.locator('input[name=agree]').check();
  await form.locator('button[type=submit]').click();
  await passSlider(page);
  await expect(page).not.toHaveURL(/account\/login/);
}

/** Logs in by email and the code emailed to it (read through the staff API), from the login page's email tab. */
export async function logInByEmail(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await comeFromOwnAddress(page, email);
  await page.goto('/#/subpackages/account/login');
  await page.getByTestId('login-tab-email').click();
  const form = page.getByTestId('email-login-form');
  await form.locator('input[name=email]').fill(email);
  await form.locator('input[name=agree]').check();
  await page.getByTestId('send-email-code').click();
  await passSlider(page);
  await expect(page.getByTestId('send-email-code')).toBeDisabled();
  await form.locator('input[name=code]').fill(await latestEmailCode(request, email));
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

/** The cart words the helpers below click and wait for, in the page's language. */
export interface CartLabels {
  categories: string;
  add: string;
  added: string;
}

export const englishCart: CartLabels = {
  categories: 'Shop by category',
  add: 'Add to cart',
  added: 'Added to cart',
};
export const spanishCart: CartLabels = {
  categories: 'Comprar por categoría',
  add: 'Añadir al carrito',
  added: 'Añadido al carrito',
};

/** The demo menu's names the journeys buy, as each language's shopper reads them (store text, decision 020). */
export interface MenuNames {
  bread: string;
  croissant: string;
  flossBun: string;
}
export const englishMenu: MenuNames = {
  bread: 'Bread',
  croissant: 'Butter Croissant',
  flossBun: 'Pork Floss Bun',
};
export const spanishMenu: MenuNames = {
  bread: 'Pan',
  croissant: 'Cruasán de mantequilla',
  flossBun: 'Bollo de hilo de cerdo',
};

/** Adds a product without options to the cart from its category page. */
export async function addToCart(
  page: Page,
  category: string,
  product: string,
  labels: CartLabels = englishCart,
): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: labels.categories })
    .getByRole('link', { name: category })
    .click();
  await page
    .getByRole('link', { name: new RegExp(product) })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: product })).toBeVisible();
  // The change reaches the server after the cart's 500 ms debounce; the next page.goto reloads the app.
  const synced = page.waitForResponse((r) => r.url().includes('/wxapi/shopcart/syncshopcartv2'));
  await page.getByRole('button', { name: labels.add }).click();
  await expect(page.getByText(labels.added)).toBeVisible();
  await synced;
}

/** Opens the member centre and waits for it to show this balance (it refreshes its figures on each visit). */
export async function expectBalance(page: Page, amount: string): Promise<void> {
  // Login lands on the member centre: going to the same address again would not open it anew (no visit).
  await page.goto('/#/');
  await page.goto('/#/subpackages/account/account');
  // The figure at the top (the Balance entry of the services below it is member-balance).
  await expect(page.getByTestId('member-figure-balance')).toContainText(amount);
}
