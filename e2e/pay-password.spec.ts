import type { Page } from '@playwright/test';
import { addBalance, addToCart, expectBalance, logInBySms, spanishCart } from './support/member.ts';
import { latestSmsCode } from './support/staff.ts';
import { expect, test } from './support/test.ts';

// The whole journey in Spanish: the texts checked are the Spanish catalogue's.
test.use({ locale: 'es-ES' });

async function keyIn(page: Page, digits: string): Promise<void> {
  for (const d of digits) await page.getByTestId(`pay-key-${d}`).click();
}

test('a member sets a payment password, and a balance payment asks for it', async ({
  page,
  request,
}, info) => {
  const phone = `1375550000${1 + info.retry}`;
  await logInBySms(page, request, phone);
  await addBalance(request, phone, 100);

  // From the member centre to the password page, and on to its payment mode.
  await page.goto('/#/subpackages/account/account');
  await page.getByTestId('member-password').click();
  await page.getByTestId('pay-password-entry').click();
  await expect(page).toHaveURL(/account\/password\?.*type=pay/);
  await expect(page.getByRole('heading', { name: 'Contraseña de pago' })).toBeVisible();
  await expect(page.getByTestId('pay-password-submit')).toHaveText('Crear contraseña de pago');
  await page.getByTestId('pay-password-send-code').click();
  await expect(page.getByTestId('pay-password-send-code')).toBeDisabled();
  await page.getByTestId('pay-password-code').fill(await latestSmsCode(request, phone));
  await page.getByTestId('pay-password-new').fill('246810');
  await page.getByTestId('pay-password-confirm').fill('246801');
  await page.getByTestId('pay-password-submit').click();
  await expect(page.getByText('Las dos contraseñas no coinciden')).toBeVisible();
  await page.getByTestId('pay-password-confirm').fill('246810');
  await page.getByTestId('pay-password-submit').click();
  await expect(page.getByText('Contraseña de pago guardada')).toBeVisible();

  // An order paid from the balance: the keypad asks for the six digits before anything is placed.
  // Two products, above the store's minimum order.
  await addToCart(page, 'Bread', 'Butter Croissant', spanishCart);
  await addToCart(page, 'Bread', 'Pork Floss Bun', spanishCart);
  await page.goto('/#/subpackages/shopping/shoppingCart');
  await page.getByTestId('settle-button').click();
  await expect(page.getByTestId('pay-option-2')).toBeChecked();
  await page.getByTestId('settle-submit').click();
  const sheet = page.getByTestId('pay-password-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('heading', { name: 'Introduce la contraseña de pago' })).toBeVisible();

  // Wrong digits: refused in place, the order is not placed.
  await keyIn(page, '135791');
  await expect(page.getByTestId('pay-password-error')).toHaveText('La contraseña de pago no es correcta');
  await expect(page).toHaveURL(/placeorder\/payment/);
  await expect(sheet).toBeVisible();

  // The right ones pay.
  await keyIn(page, '246810');
  await expect(page).toHaveURL(/#\/subpackages\/shopping\/receipt\?orderno=\d+/);
  await expect(page.getByTestId('receipt-amount')).toContainText('¥22.00');
  await expectBalance(page, '¥78.00');
});
