// @vitest-environment happy-dom
import type { ProductDetail } from '@shop/contracts';
import { type DetailLink, detailLink } from '@shop/domain';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { card } from '../features/catalog/test-products.ts';
import { setLocale } from '../lib/i18n/messages.ts';
import { navigate, router } from '../lib/router/use-route.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { bootStore, type Call, fakeApi, Refusal } from '../test/shop-harness.tsx';
import { RouteView } from './route-view.tsx';

/**
 * link-map.test.ts proves that every link reaches a built page; this proves that the page reached shows the thing
 * linked. A goods link of any type that opens a built page opens it on that product (a link whose page reads
 * another query, as the table's order page once did for goods type 10, shows an empty page and fails here).
 */

const tea: ProductDetail = {
  ...card(7, { ProductName: 'Oolong Milk Tea', SellPrice: 18 }),
  description: 'Roasted oolong with milk.',
  images: [],
  modes: ['takeout'],
  attributeGroups: [],
};

let calls: Call[] = [];

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  calls = fakeApi({
    'product/ProductDetail': (body) =>
      body.productId === tea.ProductId ? tea : new Refusal(404, 'PRODUCT_NOT_FOUND', '商品不存在'),
    'shopcart/syncshopcartv2': () => '[]',
  });
  await bootStore(1001);
});

/** Opens the link as a tap on it would, and renders what the route view shows there. */
function open(link: DetailLink) {
  const target = detailLink(link, { storeId: 1001 });
  navigate(target.path, target.query);
  renderWithProviders(<RouteView route={router.current()} />);
}

describe('a goods link', () => {
  it.each([undefined, 1, 2, 4, 10])('of goods type %s opens the page of that product', async (goodsType) => {
    open({ type: 'goods', id: tea.ProductId, ...(goodsType === undefined ? {} : { goodsType }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oolong Milk Tea' })).toBeTruthy();
    expect(calls.filter((c) => c.path === 'product/ProductDetail')).toEqual([
      { path: 'product/ProductDetail', body: { storeId: 1001, productId: tea.ProductId } },
    ]);
  });
});
