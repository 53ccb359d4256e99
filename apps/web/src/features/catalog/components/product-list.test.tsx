// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import type { Rendered } from '../../../test/legacy-harness.tsx';
import {
  bootStore,
  type Call,
  eventually,
  FakeIntersectionObserver,
  fakeApi,
  Refusal,
  renderWithQuery,
  settle,
} from '../../../test/legacy-harness.tsx';
import { pageOf } from '../test-products.ts';
import { ProductList } from './product-list.tsx';

let view: Rendered | null = null;
let calls: Call[] = [];
const rows = () => view!.container.querySelectorAll('.product-row').length;
const listCalls = () => calls.filter((c) => c.path === 'product/listmulti').map((c) => c.body);

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  FakeIntersectionObserver.install();
  await bootStore(1001);
});
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('infinite product list', () => {
  it('loads the next page each time its end comes into view, until there is no more', async () => {
    calls = fakeApi({ 'product/listmulti': (body) => pageOf(45, body) });
    view = await renderWithQuery(<ProductList filter={{ categoryUids: [100] }} emptyTitle="Nothing" />);
    await eventually(() => expect(rows()).toBe(20));
    expect(listCalls()).toEqual([{ storeId: 1001, pageIndex: 1, pageSize: 20, categoryUids: [100] }]);

    await FakeIntersectionObserver.intersect();
    await eventually(() => expect(rows()).toBe(40));
    await FakeIntersectionObserver.intersect();
    await eventually(() => expect(rows()).toBe(45));
    expect(listCalls().map((b) => b.pageIndex)).toEqual([1, 2, 3]);
    expect(view.text()).toContain('No more');

    // The last page came: the end of the list coming into view again asks for nothing.
    await FakeIntersectionObserver.intersect();
    await settle();
    expect(listCalls()).toHaveLength(3);
  });

  it('asks for one page at a time however often the end is seen while loading', async () => {
    let release: () => void = () => undefined;
    calls = fakeApi({ 'product/listmulti': (body) => pageOf(60, body) });
    view = await renderWithQuery(<ProductList filter={{ name: 'tea' }} emptyTitle="Nothing" />);
    await eventually(() => expect(rows()).toBe(20));
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    calls = fakeApi({ 'product/listmulti': (body) => slow.then(() => pageOf(60, body)) });
    await FakeIntersectionObserver.intersect();
    await FakeIntersectionObserver.intersect();
    await FakeIntersectionObserver.intersect();
    release();
    await eventually(() => expect(rows()).toBe(40));
    expect(listCalls().map((b) => [b.pageIndex, b.name])).toEqual([[2, 'tea']]);
  });

  it('shows the empty state, and a failed next page can be retried', async () => {
    calls = fakeApi({ 'product/listmulti': (body) => pageOf(0, body) });
    view = await renderWithQuery(
      <ProductList filter={{ categoryUids: [7] }} emptyTitle="No products here" />,
    );
    await eventually(() => expect(view!.text()).toContain('No products here'));
    view.unmount();

    let fail = false;
    calls = fakeApi({
      'product/listmulti': (body) => (fail ? new Refusal(500, 'SERVER_ERROR') : pageOf(30, body)),
    });
    view = await renderWithQuery(<ProductList filter={{ categoryUids: [8] }} emptyTitle="none" />);
    await eventually(() => expect(rows()).toBe(20));
    fail = true;
    await FakeIntersectionObserver.intersect();
    await eventually(() => expect(view!.text()).toContain('Could not load more'));
    fail = false;
    const retry = [...view.container.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Could not load more'),
    );
    retry!.click();
    await eventually(() => expect(rows()).toBe(30));
  });
});
