// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import {
  bootStore,
  type Call,
  FakeIntersectionObserver,
  fakeApi,
  Refusal,
  settle,
} from '../../../test/shop-harness.tsx';
import { pageOf } from '../test-products.ts';
import { ProductList } from './product-list.tsx';

let calls: Call[] = [];
// Each product is an article of the list.
const rows = () => screen.queryAllByRole('article').length;
const listCalls = () => calls.filter((c) => c.path === 'product/listmulti').map((c) => c.body);

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  FakeIntersectionObserver.install();
  await bootStore(1001);
});

describe('infinite product list', () => {
  it('loads the next page each time its end comes into view, until there is no more', async () => {
    calls = fakeApi({ 'product/listmulti': (body) => pageOf(45, body) });
    renderWithProviders(<ProductList filter={{ categoryUids: [100] }} emptyTitle="Nothing" />);
    await waitFor(() => expect(rows()).toBe(20));
    expect(listCalls()).toEqual([{ storeId: 1001, pageIndex: 1, pageSize: 20, categoryUids: [100] }]);

    await FakeIntersectionObserver.intersect();
    await waitFor(() => expect(rows()).toBe(40));
    await FakeIntersectionObserver.intersect();
    await waitFor(() => expect(rows()).toBe(45));
    expect(listCalls().map((b) => b.pageIndex)).toEqual([1, 2, 3]);
    screen.getByText('No more');

    // The last page came: the end of the list coming into view again asks for nothing.
    await FakeIntersectionObserver.intersect();
    await settle();
    expect(listCalls()).toHaveLength(3);
  });

  it('asks for one page at a time however often the end is seen while loading', async () => {
    let release: () => void = () => undefined;
    calls = fakeApi({ 'product/listmulti': (body) => pageOf(60, body) });
    renderWithProviders(<ProductList filter={{ name: 'tea' }} emptyTitle="Nothing" />);
    await waitFor(() => expect(rows()).toBe(20));
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    calls = fakeApi({ 'product/listmulti': (body) => slow.then(() => pageOf(60, body)) });
    await FakeIntersectionObserver.intersect();
    await FakeIntersectionObserver.intersect();
    await FakeIntersectionObserver.intersect();
    release();
    await waitFor(() => expect(rows()).toBe(40));
    expect(listCalls().map((b) => [b.pageIndex, b.name])).toEqual([[2, 'tea']]);
  });

  it('shows the empty state, and a failed next page can be retried', async () => {
    calls = fakeApi({ 'product/listmulti': (body) => pageOf(0, body) });
    const empty = renderWithProviders(
      <ProductList filter={{ categoryUids: [7] }} emptyTitle="No products here" />,
    );
    await screen.findByText('No products here');
    empty.unmount();

    let fail = false;
    calls = fakeApi({
      'product/listmulti': (body) => (fail ? new Refusal(500, 'SERVER_ERROR') : pageOf(30, body)),
    });
    const { user } = renderWithProviders(<ProductList filter={{ categoryUids: [8] }} emptyTitle="none" />);
    await waitFor(() => expect(rows()).toBe(20));
    fail = true;
    await FakeIntersectionObserver.intersect();
    const retry = await screen.findByRole('button', { name: 'Could not load more. Tap to retry' });
    fail = false;
    await user.click(retry);
    await waitFor(() => expect(rows()).toBe(30));
  });
});
