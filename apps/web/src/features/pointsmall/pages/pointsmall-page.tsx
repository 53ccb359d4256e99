import type { PointsProductOut } from '@shop/contracts';
import { type MallView, mallViewOf } from '@shop/domain';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { Link, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useMall } from '../api/load-products.ts';
import { ProductCard } from '../components/product-card.tsx';
import { mallPath, ordersPath } from '../state/pointsmall-paths.ts';
import './pointsmall.css';

/** The views of the named links (SPEC §2: type=justpoint, price, coupons, coupons&price=1) as tabs. */
const views: Array<{ view: MallView; label: MessageKey; query: Record<string, string> }> = [
  { view: 'all', label: 'pointsmall.views.all', query: {} },
  { view: 'justpoint', label: 'pointsmall.views.justpoint', query: { type: 'justpoint' } },
  { view: 'price', label: 'pointsmall.views.price', query: { type: 'price' } },
  { view: 'coupons', label: 'pointsmall.views.coupons', query: { type: 'coupons' } },
  { view: 'couponsPrice', label: 'pointsmall.views.couponsPrice', query: { type: 'coupons', price: '1' } },
];

function ViewTabs({ current }: { current: MallView }) {
  const t = useT();
  return (
    <nav className="pm-tabs" aria-label={t('pointsmall.title')}>
      {views.map((v) => (
        <button
          key={v.view}
          type="button"
          className={`pm-tab${v.view === current ? ' pm-tab--on' : ''}`}
          aria-pressed={v.view === current}
          onClick={() => redirect(mallPath, v.query)}
          data-testid={`pm-view-${v.view}`}
        >
          {t(v.label)}
        </button>
      ))}
    </nav>
  );
}

function Shelves(props: {
  shelves: Array<{ id: number; name: string }>;
  current: number | null;
  onPick: (id: number | null) => void;
}) {
  const t = useT();
  if (props.shelves.length === 0) return null;
  const chip = (id: number | null, name: string) => (
    <button
      key={id ?? 'all'}
      type="button"
      className={`pm-chip${props.current === id ? ' pm-chip--on' : ''}`}
      aria-pressed={props.current === id}
      onClick={() => props.onPick(id)}
      data-testid={`pm-shelf-${id ?? 'all'}`}
    >
      {name}
    </button>
  );
  return (
    <fieldset className="pm-chips" aria-label={t('pointsmall.shelves')}>
      {chip(null, t('pointsmall.allShelves'))}
      {props.shelves.map((s) => chip(s.id, s.name))}
    </fieldset>
  );
}

function MyPoints({ points }: { points: number | null }) {
  const t = useT();
  return (
    <section className="pm-points card" data-testid="pm-my-points">
      <span className="pm-points__label">{t('pointsmall.myPoints')}</span>
      <strong className="pm-points__value">{points === null ? '—' : points}</strong>
      <Link to={ordersPath} className="pm-points__link touch-44" data-testid="pm-to-orders">
        {t('pointsmall.history')}
      </Link>
    </section>
  );
}

/** The points mall (SPEC §2 pointsMall?type=…): my points, the view tabs, the shelves, the products. */
export function PointsMallPage() {
  const t = useT();
  const { query } = useRoute();
  const view = mallViewOf(query);
  const [shelf, setShelf] = useState<number | null>(null);
  const mall = useMall(view, shelf);
  const pages = mall.data?.pages ?? [];
  const products: PointsProductOut[] = pages.flatMap((p) => p.products);
  const first = pages[0];
  return (
    <div className="pm-page">
      <PageHeader title={t('pointsmall.title')} />
      <MyPoints points={first?.points ?? null} />
      <ViewTabs current={view} />
      {first ? <Shelves shelves={first.categories} current={shelf} onPick={setShelf} /> : null}
      {mall.isError ? (
        <LoadFailed title={errorMessage(mall.error)} onRetry={() => void mall.refetch()} />
      ) : !first ? (
        <Skeleton height={96} radius={12} />
      ) : products.length === 0 ? (
        <EmptyState title={t('pointsmall.empty')} text={t('pointsmall.emptyText')} />
      ) : (
        <ul className="pm-list" aria-label={t('pointsmall.title')}>
          {products.map((p) => (
            <ProductCard key={p.id} product={p} />
          ))}
        </ul>
      )}
      {mall.hasNextPage ? (
        <Button
          variant="ghost"
          block
          loading={mall.isFetchingNextPage}
          onClick={() => void mall.fetchNextPage()}
        >
          {t('pointsmall.more')}
        </Button>
      ) : null}
    </div>
  );
}
