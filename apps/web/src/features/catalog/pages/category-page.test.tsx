// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import {
  bootStore,
  type Call,
  clickButton,
  eventually,
  FakeIntersectionObserver,
  fakeApi,
  type Rendered,
  renderWithQuery,
} from '../../../test/legacy-harness.tsx';
import { pageOf } from '../test-products.ts';
import { CategoryPage } from './category-page.tsx';

const node = (uid: number, name: string, extra = {}) => ({
  uid,
  name,
  icon: '',
  sort: 0,
  parentUid: null,
  system: false,
  children: [],
  ...extra,
});
const categories = [
  node(11, 'Hot sale', { system: true }),
  node(100, 'Tea', {
    children: [node(104, 'Milk tea', { parentUid: 100 }), node(105, 'Fruit tea', { parentUid: 100 })],
  }),
  node(103, 'Bread'),
];

let view: Rendered | null = null;
let calls: Call[] = [];
const listed = () => calls.filter((c) => c.path === 'product/listmulti').map((c) => c.body.categoryUids);
const press = (label: string) => clickButton(view!.container, label);

beforeAll(() => setLocale('en'));
beforeEach(async () => {
  FakeIntersectionObserver.install();
  calls = fakeApi({ 'product/categories': () => categories, 'product/listmulti': (body) => pageOf(2, body) });
  await bootStore(1001);
});
afterEach(() => {
  view?.unmount();
  view = null;
});

describe('category page', () => {
  it('opens on the first category, system folders first, and lists what the side bar and chips pick', async () => {
    navigate('/subpackages/category/pages/home/index');
    view = await renderWithQuery(<CategoryPage />);
    await eventually(() => expect(listed()).toEqual([[11]]));
    const side = [...view.container.querySelectorAll('.category-side__item')].map((b) => b.textContent);
    expect(side).toEqual(['Best sellers', 'Tea', 'Bread']);

    await press('Tea');
    await eventually(() => expect(listed()).toEqual([[11], [100]]));
    expect(view.container.querySelector('[aria-current="true"]')?.textContent).toBe('Tea');
    await press('Fruit tea');
    await eventually(() => expect(listed()).toEqual([[11], [100], [105]]));
    await press('Bread');
    await eventually(() => expect(listed()).toEqual([[11], [100], [105], [103]]));
    expect(view.container.querySelector('.category-chips')).toBeNull();
  });

  it('opens on the category the address names', async () => {
    navigate('/subpackages/category/pages/home/index', { categoryUid: '103' });
    view = await renderWithQuery(<CategoryPage />);
    await eventually(() => expect(listed()).toEqual([[103]]));
  });
});
