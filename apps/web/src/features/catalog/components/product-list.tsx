import type { ProductCard } from '@shop/contracts';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNextPageOnReach } from '../../../ui/use-load-more.ts';
import { usePricesHidden } from '../../store/index.ts';
import type { ProductListFilter } from '../api/keys.ts';
import { useProductList } from '../api/list-multi.ts';
import { AttributeSheet } from './attribute-sheet.tsx';
import { ProductRow } from './product-row.tsx';
import './product-list.css';

/** Rows whose pictures load at once: what a phone shows before scrolling. */
const eagerRows = 4;

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="product-list__skeleton" role="status" aria-label={label}>
      {[0, 1, 2, 3, 4].map((i) => (
        <div key={i} className="product-list__skeleton-row">
          <Skeleton width={84} height={84} radius={10} />
          <div className="product-list__skeleton-lines">
            <Skeleton width="80%" height={14} />
            <Skeleton width="50%" height={12} />
            <Skeleton width="35%" height={16} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Products may shift between pages while the shopper scrolls; each is shown once. */
function uniqueProducts(pages: readonly { items: readonly ProductCard[] }[]): ProductCard[] {
  const seen = new Set<number>();
  return pages.flatMap((p) => p.items).filter((p) => !seen.has(p.ProductId) && seen.add(p.ProductId));
}

/**
 * A product list that loads the next page of product/listmulti as its end comes near (infinite scrolling),
 * with loading, empty, failure and "no more" states, and the option sheet for products with options.
 */
export function ProductList({ filter, emptyTitle }: { filter: ProductListFilter; emptyTitle: string }) {
  const t = useT();
  const hidePrice = usePricesHidden();
  const list = useProductList(filter);
  const [sheetFor, setSheetFor] = useState<ProductCard | null>(null);
  const sentinel = useNextPageOnReach(list);

  if (list.isPending) return <ListSkeleton label={t('common.loading')} />;
  if (!list.data) {
    return <LoadFailed title={t('catalog.loadFailed')} onRetry={() => void list.refetch()} />;
  }
  const products = uniqueProducts(list.data.pages);
  if (products.length === 0) return <EmptyState title={emptyTitle} />;

  return (
    <>
      <ul className="product-list">
        {products.map((p, i) => (
          <li key={p.ProductId}>
            <ProductRow
              product={p}
              hidePrice={hidePrice}
              eager={i < eagerRows}
              priority={i === 0}
              onChooseOptions={setSheetFor}
            />
          </li>
        ))}
      </ul>
      <div className="product-list__end" ref={sentinel}>
        {list.isFetchingNextPage ? (
          <span className="product-list__loading" role="status">
            <span className="product-list__spinner" aria-hidden="true" />
            {t('common.loading')}
          </span>
        ) : list.isFetchNextPageError ? (
          <Button size="sm" variant="ghost" onClick={() => void list.fetchNextPage()}>
            {t('catalog.loadMoreFailed')}
          </Button>
        ) : list.hasNextPage ? null : (
          <span className="product-list__no-more">{t('common.noMore')}</span>
        )}
      </div>
      {sheetFor ? <AttributeSheet card={sheetFor} onClose={() => setSheetFor(null)} /> : null}
    </>
  );
}
