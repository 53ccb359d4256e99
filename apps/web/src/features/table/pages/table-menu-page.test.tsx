// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { pageOf } from '../../catalog/test-products.ts';
import { TableMenuPage } from './table-menu-page.tsx';

const page = memberPageTest();

describe('table menu', () => {
  it('lists every dish of the store, page after page, not only the first 50', async () => {
    page.api({
      'product/listmulti': (body) => pageOf(53, body),
      'CoopCart/MyCoopCart': () => new Refusal(404, 'NOT_FOUND'),
    });
    page.render('/subpackages/scanCodeOrder/table', <TableMenuPage />, { sessionId: '7' });
    await waitFor(() => expect(screen.getAllByTestId('table-dish')).toHaveLength(53));
    const asked = page.calls.filter((c) => c.path === 'product/listmulti').map((c) => c.body.pageIndex);
    expect(asked).toEqual([1, 2]);
  });
});
