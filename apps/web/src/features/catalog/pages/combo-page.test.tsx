// @vitest-environment happy-dom
import type { ProductDetail } from '@shop/contracts';
import { lineKey } from '@shop/domain';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { renderWithProviders } from '../../../test/render.tsx';
import { bootStore, type Call, fakeApi, Refusal } from '../../../test/shop-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { cartStore } from '../../cart/index.ts';
import { card } from '../test-products.ts';
import { ComboPage } from './combo-page.tsx';

const tea: ProductDetail = {
  ...card(40, { ProductName: 'Afternoon Tea for Two', SellPrice: 88, OriginalPrice: 102, isCombo: true }),
  HasAttributes: true,
  description: 'Two fruit teas and a sweet.',
  images: [],
  modes: ['takeout'],
  attributeGroups: [
    {
      uid: 1,
      name: 'Fruit teas',
      required: true,
      multiple: true,
      minChoices: 2,
      maxChoices: 2,
      options: [
        { uid: 11, name: 'Mango', addPrice: 0 },
        { uid: 12, name: 'Peach', addPrice: 0 },
        { uid: 13, name: 'Grape', addPrice: 3 },
      ],
    },
    {
      uid: 2,
      name: 'Sweets',
      required: true,
      multiple: false,
      minChoices: 1,
      maxChoices: 1,
      options: [
        { uid: 21, name: 'Tiramisu', addPrice: 2 },
        { uid: 22, name: 'Macarons', addPrice: 0 },
      ],
    },
  ],
};

let calls: Call[] = [];
const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const option = (name: string) => button(new RegExp(`^${name}`));

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  calls = fakeApi({
    'product/combo': (body) =>
      body.comboId === 40 ? tea : new Refusal(404, 'PRODUCT_NOT_FOUND', '商品不存在'),
    'shopcart/syncshopcartv2': () => '[]',
  });
  await bootStore(1001);
  await cartStore.reset();
});

describe('combo page (SPEC §2 shopping/combo, §5 combo)', () => {
  it('asks each group for its count, stops at the maximum, prices the add-ons and adds the set', async () => {
    navigate('/subpackages/shopping/combo', { comboid: '40' });
    const { user } = renderWithProviders(<ComboPage />);
    await screen.findByRole('heading', { level: 1, name: 'Afternoon Tea for Two' });
    expect(calls.find((c) => c.path === 'product/combo')?.body).toEqual({ storeId: 1001, comboId: 40 });
    const teas = within(screen.getByRole('group', { name: /^Fruit teas/ }));
    teas.getByText('Choose 2 · 0 chosen');
    await user.click(option('Mango'));
    await user.click(option('Grape'));
    teas.getByText('Choose 2 · 2 chosen');
    expect(option('Peach').disabled).toBe(true);

    await user.click(button('Add to cart'));
    expect(toastSnapshot()?.text).toBe('Please choose Sweets');
    await user.click(option('Tiramisu'));
    within(screen.getByRole('region', { name: 'Afternoon Tea for Two' })).getByText('¥93.00');
    await user.click(button('Add to cart'));
    expect(toastSnapshot()).toMatchObject({ text: 'Added to cart', kind: 'success' });
    expect(cartStore.view().items[0]).toMatchObject({ key: lineKey(40, [11, 13, 21]), ProductNum: 1 });
  });

  it('says a product that is not a combo is not found', async () => {
    navigate('/subpackages/shopping/combo', { comboid: '41' });
    renderWithProviders(<ComboPage />);
    await screen.findByText('Product not found');
  });
});
