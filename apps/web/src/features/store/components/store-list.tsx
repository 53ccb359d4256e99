import type { StoreSummary } from '@shop/contracts';
import { Fragment } from 'react';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { IconPin } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNextPageOnReach } from '../../../ui/use-load-more.ts';
import { uniqueStores, type useNearbyStores } from '../api/nearby-store-list.ts';
import { formatDistance } from './format-distance.ts';
import { StoreCard } from './store-card.tsx';
import './store-list.css';

/** SPEC §9: stores farther than this are in another city; they follow under their own heading. */
export const otherCityMeters = 10_000;

interface StoreListProps {
  list: ReturnType<typeof useNearbyStores>;
  /** The list may not show yet (the position lookup is under way). */
  waiting: boolean;
  currentId: number | null;
  switchingId: number | null;
  timeZone: string;
  now: Date;
  onChoose: (store: StoreSummary) => void;
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="store-list__skeleton" role="status" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="store-list__skeleton-card">
          <Skeleton width="65%" height={17} />
          <Skeleton width="45%" height={14} />
          <Skeleton width="90%" height={13} />
        </div>
      ))}
    </div>
  );
}

/** The first store beyond the other-city distance, which the heading goes before; -1 when none is. */
function firstFarIndex(stores: readonly StoreSummary[]): number {
  return stores.findIndex((s) => s.distanceInMeter !== null && s.distanceInMeter > otherCityMeters);
}

/** What the end of the list shows: loading the next page, a failed page with retry, or the end. */
function ListEnd({ list }: { list: StoreListProps['list'] }) {
  const t = useT();
  if (list.isFetchingNextPage) return <p className="store-list__end">{t('common.loading')}</p>;
  if (list.isFetchNextPageError) {
    return (
      <div className="store-list__end">
        <span>{t('store.loadMoreFailed')}</span>
        <Button size="sm" variant="secondary" onClick={() => void list.fetchNextPage()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  // "No more" only after scrolling through pages; a short list needs no footer.
  if (!list.hasNextPage && (list.data?.pages.length ?? 0) > 1) {
    return <p className="store-list__end">{t('common.noMore')}</p>;
  }
  return null;
}

/**
 * The chain's stores, 20 a page, the next page loading as the end of the list comes near; skeleton, failure
 * and empty states; a heading before the stores of other cities.
 */
export function StoreList({
  list,
  waiting,
  currentId,
  switchingId,
  timeZone,
  now,
  onChoose,
}: StoreListProps) {
  const t = useT();
  const { locale } = useLocale();
  const sentinel = useNextPageOnReach(list);

  if (waiting || list.isPending) return <ListSkeleton label={t('common.loading')} />;
  if (!list.data) {
    return <LoadFailed title={t('store.loadFailed')} onRetry={() => void list.refetch()} />;
  }
  const stores = uniqueStores(list.data.pages);
  if (stores.length === 0) return <EmptyState icon={<IconPin size={36} />} title={t('store.empty')} />;
  const far = firstFarIndex(stores);
  return (
    <>
      <ul className="store-list" aria-label={t('store.listLabel')}>
        {stores.map((store, i) => (
          <Fragment key={store.storeId}>
            {i === far ? (
              <li className="store-list__divider">
                {t('store.fartherThan', { distance: formatDistance(otherCityMeters, locale) })}
              </li>
            ) : null}
            <li>
              <StoreCard
                store={store}
                current={store.storeId === currentId}
                switching={store.storeId === switchingId}
                disabled={switchingId !== null}
                timeZone={timeZone}
                now={now}
                onChoose={onChoose}
              />
            </li>
          </Fragment>
        ))}
      </ul>
      <div ref={sentinel} className="store-list__sentinel" aria-hidden="true" />
      <ListEnd list={list} />
    </>
  );
}
