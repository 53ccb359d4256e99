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

/** Boxes that overlap by more than a pixel (rounding): two texts drawn over each other. */
function overlap(a: Box, b: Box): boolean {
  return (
    a.x + a.width > b.x + 1 && b.x + b.width > a.x + 1 && a.y + a.height > b.y + 1 && b.y + b.height > a.y + 1
  );
}
type Box = { x: number; y: number; width: number; height: number };

const narrow = [
  { locale: 'en-US', bread: 'Bread', product, short: '¥8.00 more to order' },
  { locale: 'es-ES', bread: 'Pan', product: 'Cruasán de mantequilla', short: 'Faltan ¥8.00 para pedir' },
  { locale: 'zh-CN', bread: '面包', product: '黄油可颂', short: '还差¥8.00起送' },
  { locale: 'zh-TW', bread: '麵包', product: '奶油可頌', short: '還差¥8.00起送' },
];

for (const c of narrow) {
  test.describe(`at 320 and 375 px in ${c.locale}`, () => {
    test.use({ locale: c.locale });

    test('the cart bar and the settle bar draw nothing over anything, one item under the minimum (issue 28)', async ({
      page,
    }) => {
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 720 });
        await page.goto('/');
        await page.getByRole('link', { name: c.bread, exact: true }).first().click();
        const tile = page.getByRole('listitem').filter({ hasText: c.product });
        const bar = page.locator('.cart-bar__inner');
        if (width === 320) await tile.locator('.stepper__btn--plus').click();
        await expect(page.getByTestId('cart-bar-button')).toHaveText(c.short);
        const [total, button] = await Promise.all([
          bar.locator('.cart-bar__total .price').boundingBox(),
          page.getByTestId('cart-bar-button').boundingBox(),
        ]);
        const inner = await bar.boundingBox();
        expect(overlap(total!, button!), `${width}: the total under the button`).toBe(false);
        expect(button!.x + button!.width, `${width}: the button inside the bar`).toBeLessThanOrEqual(
          inner!.x + inner!.width + 1,
        );

        await page.goto('/#/subpackages/shopping/shoppingCart');
        const settle = page.getByTestId('settle-bar');
        await expect(page.getByTestId('settle-button')).toHaveText(c.short);
        const boxes = await Promise.all(
          [
            '.select-box__text',
            '.settle-bar__label',
            '.settle-bar__amount .price',
            '[data-testid="settle-button"]',
          ].map((s) => settle.locator(s).boundingBox()),
        );
        for (let i = 0; i < boxes.length; i += 1)
          for (let j = i + 1; j < boxes.length; j += 1)
            expect(overlap(boxes[i]!, boxes[j]!), `${width}: parts ${i} and ${j} of the settle bar`).toBe(
              false,
            );
      }
    });
  });
}
