// @vitest-environment happy-dom
import type { ProductDetail } from '@shop/contracts';
import { lineKey } from '@shop/domain';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/api/query-client.ts';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, fakeApi, Refusal } from '../../../test/shop-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { cartStore } from '../../cart/index.ts';
import { prefetchProductDetail } from '../api/prefetch.ts';
import { card } from '../test-products.ts';
import { ProductDetailPage } from './product-detail-page.tsx';

const tea: ProductDetail = {
  ...card(7, {
    ProductName: 'Oolong Milk Tea',
    SellPrice: 18,
    OriginalPrice: 20,
    Stock: 4,
    HasAttributes: true,
  }),
  description: 'Roasted oolong with milk.',
  images: ['/media/products/oolong.svg'],
  modes: ['takeout'],
  attributeGroups: [
    {
      uid: 1,
      name: 'Size',
      required: true,
      multiple: false,
      options: [
        { uid: 11, name: 'Regular', addPrice: 0 },
        { uid: 12, name: 'Large', addPrice: 3 },
      ],
    },
    {
      uid: 2,
      name: 'Sugar',
      required: true,
      multiple: false,
      options: [
        { uid: 21, name: 'Half', addPrice: 0 },
        { uid: 22, name: 'Full', addPrice: 0 },
      ],
    },
    {
      uid: 3,
      name: 'Toppings',
      required: false,
      multiple: true,
      options: [
        { uid: 31, name: 'Pearls', addPrice: 1.5 },
        { uid: 32, name: 'Cheese foam', addPrice: 2.1 },
      ],
    },
  ],
};

let calls: Call[] = [];
// The product's own card (named by its name) holds its price; the bar at the foot the total to add.
const productCard = () => within(screen.getByRole('region', { name: 'Oolong Milk Tea' }));
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const option = (name: string) => button(new RegExp(`^${name}`));
const plus = () => button('Increase Oolong Milk Tea');
const addToCart = () => button('Add to cart');

function open(productid: string) {
  navigate('/pages/detail/index', { productid });
  const { user } = renderWithProviders(<ProductDetailPage />);
  return user;
}

beforeAll(() => setLocale('en'));
// The cart's syncs wait at this gate during a test, so the cart shows the shopper's changes as they leave it;
// opened at the end, they answer with an empty cart.
let gate: Promise<void> = Promise.resolve();
let openGate: () => void = () => undefined;

beforeEach(async () => {
  gate = Promise.resolve();
  calls = fakeApi({
    'product/ProductDetail': (body) =>
      body.productId === 7 ? tea : new Refusal(404, 'PRODUCT_NOT_FOUND', '商品不存在'),
    'shopcart/syncshopcartv2': () => gate.then(() => '[]'),
  });
  await bootStore(1001);
  await cartStore.reset();
  gate = new Promise((resolve) => {
    openGate = resolve;
  });
});
afterEach(() => {
  openGate();
});

describe('product detail', () => {
  it('adds the chosen options to the price and requires the required groups before adding', async () => {
    const user = open('7');
    await screen.findByRole('heading', { level: 1, name: 'Oolong Milk Tea' });
    expect(calls.filter((c) => c.path === 'product/ProductDetail')).toEqual([
      { path: 'product/ProductDetail', body: { storeId: 1001, productId: 7 } },
    ]);
    productCard().getByText('¥18.00');
    productCard().getByText('Original price ¥20.00');
    productCard().getByText('Only 4 left');

    await user.click(option('Large'));
    await user.click(option('Pearls'));
    await user.click(option('Cheese foam'));
    productCard().getByText('¥24.60');
    productCard().getByText('Original price ¥26.60');

    await user.click(addToCart());
    expect(toastSnapshot()?.text).toBe('Please choose Sugar');
    const sugar = within(screen.getByRole('group', { name: /^Sugar/ }));
    expect(sugar.getByRole('alert').textContent).toBe('Please choose Sugar');
    expect(cartStore.view().items).toEqual([]);

    await user.click(option('Full'));
    await user.click(plus());
    // Two of them with their options, in the bar beside the add button.
    screen.getByText('¥49.20');
    await user.click(addToCart());
    expect(toastSnapshot()).toMatchObject({ text: 'Added to cart', kind: 'success' });
    const [line] = cartStore.view().items;
    expect(line).toMatchObject({ key: lineKey(7, [12, 22, 31, 32]), ProductId: 7, ProductNum: 2 });
    button('Cart (2)');
  });

  it('lets the cart refuse beyond stock and shows its message', async () => {
    const user = open('7');
    await screen.findByRole('heading', { level: 1, name: 'Oolong Milk Tea' });
    await user.click(option('Regular'));
    await user.click(option('Half'));
    for (let i = 0; i < 4; i++) await user.click(addToCart());
    expect(cartStore.view().totalUnits).toBe(4);
    // Four in the cart, four in stock: the stepper offers no more, and one more add is refused.
    expect(plus().disabled).toBe(true);
    await user.click(addToCart());
    expect(toastSnapshot()).toMatchObject({ text: 'Insufficient stock, current stock 4', kind: 'error' });
    expect(cartStore.view().totalUnits).toBe(4);
  });

  it('shows the detail started ahead of its code (a first visit by link) without asking for it again', async () => {
    navigate('/pages/detail/index', { productid: '7' });
    await prefetchProductDetail(7);
    try {
      renderWithProviders(<ProductDetailPage />, { client: queryClient });
      expect(await screen.findByRole('region', { name: 'Oolong Milk Tea' })).toBeTruthy();
      expect(calls.filter((c) => c.path === 'product/ProductDetail')).toHaveLength(1);
    } finally {
      queryClient.clear();
    }
  });

  it('says clearly when the product does not exist', async () => {
    open('99');
    await screen.findByText('Product not found');
    act(() => navigate('/pages/detail/index', { productid: 'abc' }));
    await screen.findByText('Product not found');
    expect(calls.filter((c) => c.path === 'product/ProductDetail')).toHaveLength(1);
  });
});
