import type { Page } from '@playwright/test';
import { logInBySms } from './support/member.ts';
import { expect, test } from './support/test.ts';

const cases = [
  {
    locale: 'en-US',
    phone: '13700000031',
    name: 'Lin Wei',
    title: 'My profile',
    badEmail: 'Email is not in a valid format',
    saved: 'Profile saved',
    onceSet: 'Already set; it cannot be changed',
    avatarTitle: 'Avatar',
    avatarSaved: 'Avatar updated',
    drink: 'Favourite drink',
    coffee: 'Coffee',
  },
  {
    locale: 'es-ES',
    phone: '13700000032',
    name: 'Lucía Gómez',
    title: 'Mi perfil',
    badEmail: 'Correo electrónico no tiene un formato válido',
    saved: 'Perfil guardado',
    onceSet: 'Ya indicado; no se puede cambiar',
    avatarTitle: 'Foto de perfil',
    avatarSaved: 'Foto de perfil actualizada',
    // The store's own question and options, in Spanish from the server (demo data's translations).
    drink: 'Bebida favorita',
    coffee: 'Café',
  },
];

/** A small PNG drawn in the page itself: an orange square with a blue disc, 96 × 64 (it is cropped to a square). */
async function drawnPng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 64;
    const c = canvas.getContext('2d')!;
    c.fillStyle = '#FE9A69';
    c.fillRect(0, 0, 96, 64);
    c.fillStyle = '#4D7CF2';
    c.beginPath();
    c.arc(48, 32, 22, 0, Math.PI * 2);
    c.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Opens the member centre anew (it reads the member's figures on each visit). */
async function openMemberCentre(page: Page): Promise<void> {
  await page.goto('/#/');
  await page.goto('/#/subpackages/account/account');
  await expect(page.getByTestId('member-info')).toBeVisible();
}

for (const c of cases) {
  test.describe(`in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('a member edits the profile and uploads an avatar, then sees both in the member centre', async ({
      page,
      request,
    }) => {
      await logInBySms(page, request, c.phone);
      await openMemberCentre(page);
      // A new member has no name yet: the masked phone shows once, in the name's place.
      const masked = `${c.phone.slice(0, 3)}****${c.phone.slice(7)}`;
      await expect(page.getByTestId('member-name')).toHaveText(masked);
      await expect(page.getByText(masked)).toHaveCount(1);

      // Avatar and name open the profile, whose Name starts empty (never the masked phone).
      await page.getByTestId('member-hero-profile').click();
      await expect(page.getByRole('heading', { name: c.title })).toBeVisible();
      await expect(page.getByTestId('profile-name')).toHaveValue('');

      // A malformed email is caught in place, in the shopper's language; then the profile saves.
      await page.getByTestId('profile-name').fill(c.name);
      await page.getByTestId('profile-email').fill('lin@');
      await page.getByTestId('profile-save').click();
      await expect(page.getByText(c.badEmail)).toBeVisible();
      await page.getByTestId('profile-email').fill('lin.wei@example.com');
      await page.getByTestId('profile-birthday').fill('1992-03-14');
      await page.getByLabel(c.drink).selectOption({ label: c.coffee });
      await page.getByTestId('profile-save').click();
      await expect(page.getByText(c.saved)).toBeVisible();
      await expect(page).toHaveURL(/#\/subpackages\/account\/account/);
      await expect(page.getByTestId('member-name')).toHaveText(c.name);

      // Saved: the birthday is once-only, so it now shows read-only; the drink kept its value, the store's option.
      await page.getByTestId('member-hero-profile').click();
      await expect(page.getByTestId('profile-row-birthday')).toContainText(c.onceSet);
      await expect(page.getByLabel(c.drink)).toHaveValue('Coffee');
      await expect(page.getByTestId('profile-email')).toHaveValue('lin.wei@example.com');

      // The avatar: pick a PNG, see the square preview, upload it.
      await page.getByTestId('profile-avatar').click();
      await expect(page.getByRole('heading', { name: c.avatarTitle })).toBeVisible();
      await page
        .getByTestId('avatar-file')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await drawnPng(page) });
      await expect(page.getByTestId('avatar-preview')).toBeVisible();
      expect((await page.getByTestId('avatar-preview').boundingBox())?.width).toBeGreaterThan(150);
      const uploaded = page.waitForResponse((r) => r.url().includes('/wxapi/CustomerAccount/SavePhoto'));
      await page.getByTestId('avatar-upload').click();
      const photoPath = ((await (await uploaded).json()) as { Result: { photoPath: string } }).Result
        .photoPath;
      await expect(page.getByText(c.avatarSaved)).toBeVisible();

      // The member centre shows the new avatar, served back by the server as the image it is.
      await expect(page).toHaveURL(/#\/subpackages\/account\/account/);
      const photo = page.getByTestId('member-avatar-photo');
      await expect(photo).toHaveAttribute('src', photoPath);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
      const served = await request.get(photoPath);
      expect(served.headers()['content-type']).toBe('image/jpeg');
      await expect(page.getByTestId('member-name')).toHaveText(c.name);
    });
  });
}
