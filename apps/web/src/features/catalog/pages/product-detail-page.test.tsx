// @vitest-environment happy-dom
import type { ProductDetail } from '@shop/contracts';
import { lineKey } from '@shop/domain';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import type { Rendered } from '../../../test/legacy-harness.tsx';
import {
  bootStore,
  type Call,
  clickButton,
  eventually,
  fakeApi,
  Refusal,
  renderWithQuery,
} from '../../../test/legacy-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { cartStore } from '../../cart/index.ts';
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

let view: Rendered | null = null;
let calls: Call[] = [];
const mainPrice = () =>
  view!.container.querySelector('.detail__price-row .price__now .visually-hidden')?.textContent;
const crossed = () => view!.container.querySelector('.detail__price-row del')?.textContent;
const barTotal = () => view!.container.querySelector('.detail-bar .visually-hidden')?.textContent;
const chip = async (name: string) => {
  const button = [...view!.container.querySelectorAll('.attr-chip')].find(
    (b) => b.firstChild?.textContent === name,
  );
  if (!button) throw new Error(`no option ${name}`);
  await act(async () => (button as HTMLButtonElement).click());
};

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
  view?.unmount();
  view = null;
});

describe('product detail', () => {
  it('adds the chosen options to the price and requires the required groups before adding', async () => {
    navigate('/pages/detail/index', { productid: '7' });
    view = await renderWithQuery(<ProductDetailPage />);
    await eventually(() => expect(view!.text()).toContain('Oolong Milk Tea'));
    expect(calls.filter((c) => c.path === 'product/ProductDetail')).toEqual([
      { path: 'product/ProductDetail', body: { storeId: 1001, productId: 7 } },
    ]);
    expect(mainPrice()).toBe('¥18.00');
    expect(crossed()).toBe('¥20.00');
    expect(view.text()).toContain('Only 4 left');

    await chip('Large');
    await chip('Pearls');
    await chip('Cheese foam');
    expect(mainPrice()).toBe('¥24.60');
    expect(crossed()).toBe('¥26.60');

    await clickButton(view.container, 'Add to cart');
    expect(toastSnapshot()?.text).toBe('Please choose Sugar');
    expect(view.container.querySelector('.attr-group--missing legend')?.textContent).toContain('Sugar');
    expect(cartStore.view().items).toEqual([]);

    await chip('Full');
    const plus = view.container.querySelector<HTMLButtonElement>('.detail__qty .stepper__btn--plus')!;
    await act(async () => plus.click());
    expect(barTotal()).toBe('¥49.20');
    await clickButton(view.container, 'Add to cart');
    expect(toastSnapshot()).toMatchObject({ text: 'Added to cart', kind: 'success' });
    const [line] = cartStore.view().items;
    expect(line).toMatchObject({ key: lineKey(7, [12, 22, 31, 32]), ProductId: 7, ProductNum: 2 });
    expect(view.container.querySelector('.detail-bar__badge')?.textContent).toBe('2');
  });

  it('lets the cart refuse beyond stock and shows its message', async () => {
    navigate('/pages/detail/index', { productid: '7' });
    view = await renderWithQuery(<ProductDetailPage />);
    await eventually(() => expect(view!.text()).toContain('Oolong Milk Tea'));
    await chip('Regular');
    await chip('Half');
    for (let i = 0; i < 4; i++) await clickButton(view.container, 'Add to cart');
    expect(cartStore.view().totalUnits).toBe(4);
    // Four in the cart, four in stock: the stepper offers no more, and one more add is refused.
    expect(
      view.container.querySelector<HTMLButtonElement>('.detail__qty .stepper__btn--plus')!.disabled,
    ).toBe(true);
    await clickButton(view.container, 'Add to cart');
    expect(toastSnapshot()).toMatchObject({ text: 'Insufficient stock, current stock 4', kind: 'error' });
    expect(cartStore.view().totalUnits).toBe(4);
  });

  it('says clearly when the product does not exist', async () => {
    navigate('/pages/detail/index', { productid: '99' });
    view = await renderWithQuery(<ProductDetailPage />);
    await eventually(() => expect(view!.text()).toContain('Product not found'));
    navigate('/pages/detail/index', { productid: 'abc' });
    await eventually(() => expect(view!.text()).toContain('Product not found'));
    expect(calls.filter((c) => c.path === 'product/ProductDetail')).toHaveLength(1);
  });
});
