import { expect, test } from './support/test.ts';

// The demo chain: Jing'an Temple (open, the store the app opens with), Xintiandi (temporarily closed) and
// Lujiazui (reservations only). The shopper stands a few steps from Lujiazui.
const nearLujiazui = { latitude: 31.2397, longitude: 121.4998 };
const picker = /#\/subpackages\/chainStores\/nearstore\?hideTab=true$/;

test.describe('with the position granted', () => {
  test.use({ geolocation: nearLujiazui, permissions: ['geolocation'] });

  test('a shopper switches to the nearest store from home, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.locator('header.store-header');
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(
      "Amberleaf Tea & Bakery (Jing'an Temple)",
    );
    await header.getByRole('link', { name: 'Switch', exact: true }).click();

    // The picker: nearest first, with distances; the current store marked.
    await expect(page).toHaveURL(picker);
    await expect(page.getByRole('heading', { name: 'Choose a store' })).toBeVisible();
    await expect(page.getByText('Nearest stores first')).toBeVisible();
    const cards = page.getByTestId('store-card');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Lujiazui');
    await expect(cards.nth(0).locator('.store-card__distance')).toHaveText(/^\d+ m/);
    await expect(cards.nth(0)).toContainText('Reservations only');
    await expect(cards.nth(0).getByRole('link', { name: /^Call .*Lujiazui/ })).toHaveAttribute(
      'href',
      'tel:02158780088',
    );
    const current = cards.filter({ hasText: "Jing'an Temple" });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toContainText('Current store');
    await expect(cards.filter({ hasText: 'Xintiandi' })).toContainText('Temporarily closed');

    // Choosing Lujiazui (the cart is empty: no question) opens home on it.
    await cards
      .nth(0)
      .getByRole('button', { name: /Lujiazui/ })
      .click();
    await expect(page).toHaveURL(/#\/pages\/index\/index$/);
    await expect(header.getByRole('heading', { level: 1 })).toHaveText('Amberleaf Tea & Bakery (Lujiazui)');
    await expect(header.locator('.store-badge')).toHaveText('Reservations only');

    await page.reload();
    await expect(header.getByRole('heading', { level: 1 })).toHaveText('Amberleaf Tea & Bakery (Lujiazui)');
    await expect(header.locator('.store-badge')).toHaveText('Reservations only');
  });
});

test.describe('without the position', () => {
  test.use({ permissions: [] });

  test('the stores are listed without distance, and the legacy /nearstores path leads there', async ({
    page,
  }) => {
    await page.goto('/#/nearstores');
    await expect(page).toHaveURL(picker);
    // Denied at once, or the 8 s time-out of SPEC §9: either way the list comes without distances.
    await expect(page.getByTestId('no-location')).toContainText('Stores are listed without distance', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('store-card')).toHaveCount(3);
    await expect(page.locator('.store-card__distance')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
