// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it("chooses a dish's options as the app's chips, not browser radios, and adds what was chosen (issue 28)", async () => {
    page.api({
      'product/listmulti': () => ({
        items: [
          {
            ProductId: 5,
            ProductName: 'Latte',
            SellPrice: 18,
            ImageName: '',
            IsOutStock: false,
            HasAttributes: true,
          },
        ],
        total: 1,
        pageIndex: 1,
        hasMore: false,
      }),
      'product/Attributes': () => [
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
          name: 'Extras',
          required: false,
          multiple: true,
          options: [{ uid: 21, name: 'Oat milk', addPrice: 2 }],
        },
      ],
      'CoopCart/MyCoopCart': () => new Refusal(404, 'NOT_FOUND'),
      'CoopCart/AddCoopCartItem': () => new Refusal(404, 'NOT_FOUND'),
    });
    const user = userEvent.setup();
    page.render('/subpackages/scanCodeOrder/table', <TableMenuPage />, { sessionId: '7' });
    await user.click(await screen.findByRole('button', { name: 'Add Latte' }));
    const sheet = await screen.findByTestId('dish-options');
    await within(sheet).findByRole('button', { name: 'Regular', pressed: true });
    expect(within(sheet).queryAllByRole('radio')).toEqual([]);
    expect(within(sheet).queryAllByRole('checkbox')).toEqual([]);
    await user.click(within(sheet).getByRole('button', { name: 'Large +¥3.00', pressed: false }));
    await user.click(within(sheet).getByRole('button', { name: 'Oat milk +¥2.00' }));
    expect(within(sheet).getByRole('button', { name: 'Regular' }).getAttribute('aria-pressed')).toBe('false');
    await user.click(within(sheet).getByTestId('dish-options-add'));
    await waitFor(() => expect(page.calls.some((c) => c.path === 'CoopCart/AddCoopCartItem')).toBe(true));
    const added = page.calls.find((c) => c.path === 'CoopCart/AddCoopCartItem')!;
    expect(added.body.optionIds).toEqual([12, 21]);
  });
});
