import { expect, test } from './support/test.ts';

const product = 'Butter Croissant'; // ¥12.00, no options; the demo store's minimum order is ¥20.00

test("the cart bar and the cart say how far the cart is from the store's minimum order", async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Shop by category' })
    .getByRole('link', { name: 'Bread' })
    .click();
  await expect(page.getByRole('heading', { name: 'Bread' })).toBeVisible();

  // The floating cart bar: the minimum on an empty cart ('¥20.00 minimum'), then what is missing; its button waits until it is met.
  const barButton = page.getByTestId('cart-bar-button');
  await expect(barButton).toHaveText('¥20.00 minimum');
  await expect(barButton).toBeDisabled();
  const tile = page.getByRole('listitem').filter({ hasText: product });
  await tile.getByRole('button', { name: `Increase ${product}` }).click();
  await expect(barButton).toHaveText('¥8.00 more to order');
  await expect(barButton).toBeDisabled();
  await tile.getByRole('button', { name: `Increase ${product}` }).click();
  await expect(barButton).toHaveText('Go to cart');
  await barButton.click();

  // The cart: checkout is there at ¥24.00, and gone again below the minimum.
  await expect(page).toHaveURL(/#\/subpackages\/shopping\/shoppingCart/);
  const settle = page.getByTestId('settle-button');
  await expect(settle).toHaveText('Checkout (2)');
  await expect(settle).toBeEnabled();
  await page
    .getByTestId('cart-line')
    .filter({ hasText: product })
    .getByRole('button', { name: `Decrease ${product}` })
    .click();
  await expect(settle).toHaveText('¥8.00 more to order');
  await expect(settle).toBeDisabled();
});
