import type { Page } from '@playwright/test';
import { logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

const cases = [
  {
    locale: 'en-US',
    phone: '13700000011',
    setTitle: 'Set password',
    changeTitle: 'Change password',
    set: 'Password set',
    changed: 'Password changed',
    mismatch: 'The two passwords do not match',
    wrongOld: 'The password is incorrect',
  },
  {
    locale: 'es-ES',
    phone: '13700000012',
    setTitle: 'Establecer contraseña',
    changeTitle: 'Cambiar contraseña',
    set: 'Contraseña establecida',
    changed: 'Contraseña cambiada',
    mismatch: 'Las dos contraseñas no coinciden',
    wrongOld: 'La contraseña no es correcta',
  },
];

async function openPasswordPage(page: Page, title: string): Promise<void> {
  await page.goto('/#/subpackages/account/account');
  await page.getByTestId('member-password').click();
  await expect(page).toHaveURL(/#\/subpackages\/account\/password/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('a member sets a password, then changes it with the old one', async ({ page, request }) => {
      await logInBySms(page, request, c.phone);

      // First time: the confirmation must match, then the password is set.
      await openPasswordPage(page, c.setTitle);
      await page.getByTestId('password-new').fill('ab3$x9');
      await page.getByTestId('password-confirm').fill('ab3$x8');
      await page.getByTestId('password-submit').click();
      await expect(page.getByText(c.mismatch)).toBeVisible();
      await page.getByTestId('password-confirm').fill('ab3$x9');
      await page.getByTestId('password-submit').click();
      await expect(page.getByText(c.set)).toBeVisible();
      await expect(page).toHaveURL(/#\/subpackages\/account\/account/);

      // Now it asks for the old password: a wrong one is refused, the right one changes it.
      await openPasswordPage(page, c.changeTitle);
      await page.getByTestId('password-old').fill('zzzzzz');
      await page.getByTestId('password-new').fill('Qw12!?');
      await page.getByTestId('password-confirm').fill('Qw12!?');
      await page.getByTestId('password-submit').click();
      await expect(page.getByText(c.wrongOld)).toBeVisible();
      await page.getByTestId('password-old').fill('ab3$x9');
      await page.getByTestId('password-submit').click();
      await expect(page.getByText(c.changed)).toBeVisible();
    });
  });
}
