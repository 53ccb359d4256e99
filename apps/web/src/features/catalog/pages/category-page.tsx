import type { CategoryNode } from '@shop/contracts';
import { type ReactNode, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { positiveId } from '../../../lib/router/query-id.ts';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { OrderModeSwitch } from '../../checkout/index.ts';
import { useCategories } from '../api/categories.ts';
import { CartBar } from '../components/cart-bar.tsx';
import { ProductList } from '../components/product-list.tsx';
import { SearchLink } from '../components/search-link.tsx';
import { categoryName } from '../state/folder-names.ts';
import { useListMode } from '../state/list-mode.ts';
import { openingCategory } from '../state/opening-category.ts';
import './category-page.css';

function SideBar({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly CategoryNode[];
  selected: number;
  onSelect: (uid: number) => void;
}) {
  const t = useT();
  return (
    <nav className="category-side no-scrollbar" aria-label={t('nav.categories')}>
      {categories.map((c) => (
        <button
          key={c.uid}
          type="button"
          className={`category-side__item${c.system ? ' category-side__item--system' : ''}`}
          aria-current={c.uid === selected ? 'true' : undefined}
          onClick={() => onSelect(c.uid)}
        >
          {categoryName(c, t)}
        </button>
      ))}
    </nav>
  );
}

function SubCategoryChips({
  parent,
  selected,
  onSelect,
}: {
  parent: CategoryNode;
  selected: number | null;
  onSelect: (uid: number | null) => void;
}) {
  const t = useT();
  return (
    <div className="category-chips no-scrollbar" role="toolbar" aria-label={categoryName(parent, t)}>
      {[null, ...parent.children.map((c) => c.uid)].map((uid) => {
        const child = parent.children.find((c) => c.uid === uid);
        return (
          <button
            key={uid ?? 'all'}
            type="button"
            className="category-chips__chip"
            aria-pressed={selected === uid}
            onClick={() => onSelect(uid)}
          >
            {child ? child.name : t('common.all')}
          </button>
        );
      })}
    </div>
  );
}

function BodySkeleton({ label }: { label: string }) {
  return (
    <div className="category-page__body" role="status" aria-label={label}>
      <div className="category-side no-scrollbar">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <span key={i} className="category-side__ghost">
            <Skeleton width={52} height={14} />
          </span>
        ))}
      </div>
      <div className="category-main" />
    </div>
  );
}

/**
 * The category home (/subpackages/category/pages/home/index): categories on the side (the system folders hot
 * sale, on sale and combos first when they have products), the chosen one's products endlessly scrolling, a
 * search entry and the cart bar. `categoryUid` in the query picks the category to open on.
 */
export function CategoryPage() {
  const { query } = useRoute();
  return <CategoryView key={query.categoryUid ?? ''} initial={positiveId(query.categoryUid)} />;
}

function CategoryView({ initial }: { initial: number | null }) {
  const t = useT();
  const mode = useListMode();
  const categories = useCategories();
  const [chosen, setChosen] = useState<number | null>(initial);
  const [sub, setSub] = useState<number | null>(null);

  const list = categories.data ?? [];
  const current = openingCategory(list, chosen);
  const choose = (uid: number) => {
    setChosen(uid);
    setSub(null);
    window.scrollTo({ top: 0 });
  };

  let body: ReactNode;
  if (categories.isPending) body = <BodySkeleton label={t('common.loading')} />;
  else if (categories.isError) {
    body = <LoadFailed title={t('catalog.loadFailed')} onRetry={() => void categories.refetch()} />;
  } else if (!current) body = <EmptyState title={t('catalog.noCategories')} />;
  else {
    const uid = sub ?? current.uid;
    body = (
      <div className="category-page__body">
        <SideBar categories={list} selected={current.uid} onSelect={choose} />
        <section className="category-main" aria-labelledby="category-title">
          <h2 className="category-main__title" id="category-title">
            {categoryName(current, t)}
          </h2>
          {current.children.length > 0 ? (
            <SubCategoryChips parent={current} selected={sub} onSelect={setSub} />
          ) : null}
          <ProductList
            key={`${uid}-${mode ?? ''}`}
            filter={{ categoryUids: [uid], mode }}
            emptyTitle={t('catalog.emptyCategory')}
          />
        </section>
      </div>
    );
  }

  return (
    <div className="category-page">
      <PageHeader title={t('nav.categories')} />
      <OrderModeSwitch />
      <div className="category-page__search">
        <SearchLink />
      </div>
      {body}
      <CartBar />
    </div>
  );
}
