// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cheesecakeLine } from '../../../test/cart-line.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { bootStore, storeInfo } from '../../../test/shop-harness.tsx';
import { cartStore } from '../../cart/index.ts';
import { CartBar } from './cart-bar.tsx';

const page = memberPageTest();

/** The category page's bar over a cart of `num` ¥12 cakes in a store whose minimum order is `minimum` fen. */
async function barWith(num: number, minimum: number) {
  const base = storeInfo(1001).settings;
  await bootStore(1001, { sections: [] }, { settings: { ...base, minStartPrice: minimum } });
  page.api({ 'shopcart/syncshopcartv2': () => JSON.stringify(num === 0 ? [] : [cheesecakeLine(num)]) });
  await cartStore.reset();
  page.render('/subpackages/category/pages/home/index', <CartBar />);
  return () => screen.getByTestId<HTMLButtonElement>('cart-bar-button');
}

describe('the cart bar of the product lists', () => {
  it('names the minimum on an empty cart, with the button disabled', async () => {
    const empty = await barWith(0, 2000);
    await waitFor(() => expect(empty().textContent).toBe('¥20.00 minimum'));
    expect(empty().disabled).toBe(true);
  });

  it('says how much more is needed, with the button disabled', async () => {
    const short = await barWith(1, 2000);
    await waitFor(() => expect(short().textContent).toBe('¥8.00 more to order'));
    expect(short().disabled).toBe(true);
  });

  it('leads to the cart once the minimum is met', async () => {
    const met = await barWith(2, 2000);
    await waitFor(() => expect(met().textContent).toBe('Go to cart'));
    expect(met().disabled).toBe(false);
  });

  it('shows nothing of a minimum the store does not have', async () => {
    const none = await barWith(1, 0);
    await waitFor(() => expect(none().disabled).toBe(false));
    expect(none().textContent).toBe('Go to cart');
  });
});
