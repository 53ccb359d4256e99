import { expect, test } from './support/test.ts';

test('an unknown path lands on the error page with restart and exit-and-reopen', async ({ page }) => {
  await page.goto('/#/subpackages/no/such/page');
  await expect(page).toHaveURL(/#\/pages\/error\/index\?type=develop/);
  const errorPage = page.getByTestId('error-page');
  await expect(errorPage).toContainText('This page could not be opened');
  await expect(errorPage.getByRole('button', { name: 'Exit and reopen' })).toBeVisible();

  await errorPage.getByRole('button', { name: 'Restart' }).click();
  await expect(page).toHaveURL(/#\/(pages\/index\/index)?$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Amberleaf Tea & Bakery');
});

test('a legacy path is mapped to its new page', async ({ page }) => {
  await page.goto('/#/pages/account/account');
  await expect(page).toHaveURL(/#\/subpackages\/account\/account/);
});
