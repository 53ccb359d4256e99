import { logInByEmail, logInByPassword, logInBySms, passSlider } from './support/member.ts';
import { latestEmailCode } from './support/staff.ts';
import { expect, test } from './support/test.ts';

test.describe('in en-US', () => {
  test.use({ locale: 'en-US' });

  test('a member logs in by member number and password', async ({ page, request }) => {
    // A member gets a password first: by phone, then the password page.
    await logInBySms(page, request, '13700000061');
    await page.goto('/#/subpackages/account/account');
    const memberNo = (await page.getByTestId('member-no').textContent())?.match(/(\w+)\s*$/)?.[1];
    expect(memberNo).toBeTruthy();
    await page.getByTestId('member-password').click();
    await page.getByTestId('password-new').fill('ab3$x9');
    await page.getByTestId('password-confirm').fill('ab3$x9');
    await page.getByTestId('password-submit').click();
    await expect(page.getByText('Password set')).toBeVisible();
    await page.getByTestId('logout').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByTestId('member-login')).toBeVisible();

    // A wrong password costs a slider and is refused in place.
    await page.goto('/#/subpackages/account/login');
    await page.getByRole('tab', { name: 'Password' }).click();
    const form = page.getByTestId('password-login-form');
    await form.getByLabel('Member number').fill(memberNo!);
    await form.getByLabel('Password').fill('ab3$x8');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Security check' })).toBeVisible();
    await passSlider(page);
    await expect(form.getByText('Member number or password is incorrect')).toBeVisible();

    await logInByPassword(page, memberNo!, 'ab3$x9');
    await expect(page).toHaveURL(/#\/subpackages\/account\/account/);
    await expect(page.getByTestId('member-no')).toContainText(memberNo!);
  });
});

test.describe('in es-ES', () => {
  test.use({ locale: 'es-ES' });

  test('a shopper logs in by email code and becomes a member', async ({ page, request }) => {
    await page.goto('/#/subpackages/account/login');
    await expect(page.getByRole('tab', { name: 'Correo' })).toBeVisible();
    await page.getByRole('tab', { name: 'Correo' }).click();
    const form = page.getByTestId('email-login-form');
    await form.getByLabel('Correo electrónico').fill('lucia.e2e@example.com');
    // The terms come first: without them no slider and no code.
    await form.getByRole('button', { name: 'Enviar código' }).click();
    await expect(
      form.getByText('Primero lee y acepta los Términos del servicio y la Política de privacidad'),
    ).toBeVisible();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByRole('dialog', { name: 'Verificación de seguridad' })).toBeVisible();
    await expect(
      page.getByRole('slider', { name: 'Control deslizante: mueve la pieza al hueco' }),
    ).toBeVisible();
    await passSlider(page);
    await expect(page.getByText('Código enviado a tu correo')).toBeVisible();
    await form
      .getByLabel('Código de verificación')
      .fill(await latestEmailCode(request, 'lucia.e2e@example.com'));
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/#\/subpackages\/account\/account/);
    // A new member has no name until they give one (never the masked address).
    await expect(page.getByTestId('member-name')).toHaveText('Socio');

    // Another address, by the helper that takes the same steps by field names: another new member.
    const first = await page.getByTestId('member-no').textContent();
    await page.getByTestId('logout').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page.getByTestId('member-login')).toBeVisible();
    await logInByEmail(page, request, 'Pablo.E2E@example.com');
    await expect(page.getByTestId('member-name')).toHaveText('Socio');
    await expect(page.getByTestId('member-no')).not.toHaveText(first!);
  });
});
