import { expect, test } from './support/test.ts';

test.describe('settings pages in English', () => {
  test.use({ locale: 'en-US' });

  test('a guest reads the store’s terms, its information and how to reach it', async ({ page }) => {
    await page.goto('/#/subpackages/account/setting');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(page.getByTestId('settings-deregister')).toHaveCount(0);

    await page.getByTestId('settings-terms').click();
    await page.getByTestId('terms-privacyPolicy').click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    await expect(page.getByTestId('terms-article')).toContainText('What we collect');

    // The login page's links name a document by kind.
    await page.goto('/#/subpackages/account/terms?kind=userAgreement');
    await expect(page.getByRole('heading', { name: 'User Agreement', level: 1 })).toBeVisible();

    await page.goto('/#/subpackages/account/information');
    await expect(page.getByTestId('shop-name')).toHaveText("Amberleaf Tea & Bakery (Jing'an Temple)");
    await expect(page.getByTestId('shop-tel')).toHaveAttribute('href', 'tel:02162881618');
    await expect(page.getByTestId('shop-hours')).toContainText('Monday');

    await page.getByTestId('shop-service').click();
    await expect(page.getByTestId('service-call')).toHaveAttribute('href', 'tel:02162881618');
    await expect(page.getByTestId('service-hours')).toContainText('09:00–21:00');

    await page.goto('/#/subpackages/account/map');
    await expect(page.getByTestId('store-plan')).toBeVisible();
    await expect(page.getByTestId('store-map-geo')).toHaveAttribute('href', /^geo:31\.224300,121\.446000/);
  });
});
