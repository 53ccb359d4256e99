// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { TableMenuPage } from './table-menu-page.tsx';

const page = memberPageTest();

/** The listmulti page of a store with `total` dishes numbered from 1 (only what the menu reads of a card). */
function menuPage(total: number, body: Record<string, unknown>) {
  const index = Number(body.pageIndex);
  const size = Number(body.pageSize);
  const first = (index - 1) * size + 1;
  const last = Math.min(total, index * size);
  const items = [];
  for (let id = first; id <= last; id += 1)
    items.push({ ProductId: id, ProductName: `Dish ${id}`, SellPrice: 12, ImageName: '', IsOutStock: false });
  return { items, total, pageIndex: index, hasMore: last < total };
}

describe('table menu', () => {
  it('lists every dish of the store, page after page, not only the first 50', async () => {
    page.api({
      'product/listmulti': (body) => menuPage(53, body),
      'CoopCart/MyCoopCart': () => new Refusal(404, 'NOT_FOUND'),
    });
    page.render('/subpackages/scanCodeOrder/table', <TableMenuPage />, { sessionId: '7' });
    await waitFor(() => expect(screen.getAllByTestId('table-dish')).toHaveLength(53));
    const asked = page.calls.filter((c) => c.path === 'product/listmulti').map((c) => c.body.pageIndex);
    expect(asked).toEqual([1, 2]);
  });
});
