// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import type { Rendered } from '../../../test/legacy-harness.tsx';
import {
  bootStore,
  type Call,
  eventually,
  FakeIntersectionObserver,
  fakeApi,
  renderWithQuery,
  typeInto,
} from '../../../test/legacy-harness.tsx';
import { pageOf } from '../test-products.ts';
import { SearchPage, scopeUids, searchDebounceMs } from './search-page.tsx';

let view: Rendered | null = null;
let calls: Call[] = [];
const listCalls = () => calls.filter((c) => c.path === 'product/listmulti').map((c) => c.body);
const input = () => view!.container.querySelector('input')!;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  FakeIntersectionObserver.install();
  await bootStore(1001);
  calls = fakeApi({ 'product/listmulti': (body) => pageOf(3, body) });
});
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('search page', () => {
  it('searches once typing pauses, with the last text only', async () => {
    navigate('/subpackages/category/pages/home/search');
    view = await renderWithQuery(<SearchPage />);
    expect(view.text()).toContain('Type a product name to search');
    await typeInto(input(), 'm');
    await typeInto(input(), 'mi');
    await typeInto(input(), 'milk ');
    await wait(searchDebounceMs / 2);
    expect(listCalls()).toEqual([]);
    await eventually(() => expect(view!.container.querySelectorAll('.product-row')).toHaveLength(3));
    expect(listCalls()).toEqual([{ storeId: 1001, pageIndex: 1, pageSize: 20, name: 'milk' }]);

    await typeInto(input(), '');
    await eventually(() => expect(view!.text()).toContain('Type a product name to search'));
    expect(listCalls()).toHaveLength(1);
  });

  it('lists a system folder at once and narrows it by name', async () => {
    navigate('/subpackages/category/pages/home/search', { type: 'hotsale', categoryUids: '11' });
    view = await renderWithQuery(<SearchPage />);
    expect(view.container.querySelector('h1')?.textContent).toBe('Best sellers');
    await eventually(() =>
      expect(listCalls()).toEqual([{ storeId: 1001, pageIndex: 1, pageSize: 20, categoryUids: [11] }]),
    );
    await typeInto(input(), 'tea');
    await eventually(() => expect(listCalls()).toHaveLength(2));
    expect(listCalls()[1]).toMatchObject({ categoryUids: [11], name: 'tea' });
    expect(input().placeholder).toBe('Search in Best sellers');
  });

  it('reads the category scope of the address', () => {
    expect(scopeUids({ categoryUids: '3,4,3,x' })).toEqual([3, 4]);
    expect(scopeUids({ type: 'combo' })).toEqual([10]);
    expect(scopeUids({ type: 'onsale', categoryUids: '12' })).toEqual([12]);
    expect(scopeUids({ name: 'tea' })).toEqual([]);
  });
});
