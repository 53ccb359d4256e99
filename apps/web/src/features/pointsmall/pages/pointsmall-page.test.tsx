// @vitest-environment happy-dom
import { pointsmallEndpoints } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { loadProductsRef } from '../api/load-products.ts';
import { pointsProduct } from '../state/pointsmall-test-data.ts';
import { PointsMallPage } from './pointsmall-page.tsx';

const page = memberPageTest();
const loads = () =>
  page.calls.filter((c) => c.path === pointsmallEndpoints.loadProducts.path).map((c) => c.body);

function open(query: Record<string, string> = {}) {
  page.api({
    [pointsmallEndpoints.loadProducts.path]: (body) => ({
      categories: [
        { id: 1, name: 'Treats' },
        { id: 2, name: 'Coupons' },
      ],
      products:
        body.categoryId === 2
          ? []
          : [
              pointsProduct(),
              pointsProduct({
                id: 6,
                name: 'Cake box',
                stock: 0,
                canExchange: false,
                reason: 'POINTSMALL_SOLD_OUT',
              }),
            ],
      total: body.categoryId === 2 ? 0 : 2,
      points: 420,
    }),
  });
  return page.render('/subpackages/pointsMall/pointsMall', <PointsMallPage />, query);
}

describe('the points mall', () => {
  it('names the contract path', () => {
    expect(loadProductsRef.path).toBe(pointsmallEndpoints.loadProducts.path);
  });

  it('shows my points and each product with its min~max, what is left or sold out', async () => {
    open();
    const tart = await screen.findByTestId('pm-product-5');
    expect(screen.getByTestId('pm-my-points').textContent).toContain('420');
    expect(within(tart).getByTestId('points-range').textContent).toMatch(
      /^100~300 points \+ ¥0\.00.*~.*¥9\.90/,
    );
    within(tart).getByText('10 left');
    within(screen.getByTestId('pm-product-6')).getByText('Sold out');
    expect(loads()[0]).toMatchObject({ view: 'all' });
  });

  it('reads the named links’ view from the address and switches views and shelves', async () => {
    const { user } = open({ type: 'coupons', price: '1' });
    await screen.findByTestId('pm-product-5');
    expect(loads()[0]).toMatchObject({ view: 'couponsPrice' });
    expect(screen.getByTestId('pm-view-couponsPrice').getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByTestId('pm-view-justpoint'));
    expect(router.current()).toMatchObject({
      path: '/subpackages/pointsMall/pointsMall',
      query: { type: 'justpoint' },
    });
    await user.click(screen.getByTestId('pm-shelf-2'));
    await screen.findByText('Nothing to exchange here yet');
    await waitFor(() => expect(loads().at(-1)).toMatchObject({ categoryId: 2 }));
  });

  it('opens a product by its kind', async () => {
    const { user } = open();
    await user.click(await screen.findByTestId('pm-product-5'));
    expect(router.current()).toMatchObject({ path: '/subpackages/pointsMall/details', query: { id: '5' } });
  });
});
