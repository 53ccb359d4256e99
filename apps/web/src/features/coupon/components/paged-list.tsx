import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { useNextPageOnReach } from '../../../ui/use-load-more.ts';
import { CouponListSkeleton } from './coupon-list-skeleton.tsx';

interface PagedListProps<Page, Item> {
  list: UseInfiniteQueryResult<InfiniteData<Page>>;
  /** The rows of one page. */
  rows: (page: Page) => readonly Item[];
  /** Draws one row: an `li` with its key. */
  children: (item: Item) => ReactNode;
  label: string;
  /** What an empty list shows. */
  empty: ReactNode;
  testId?: string;
}

/**
 * A list of the coupon pages read page by page (the centre, My coupons, gift records, coupon orders): a skeleton
 * while the first page loads, its failure with a retry, the empty state, or the rows with the next page asked for
 * on scroll (and a retry at the foot when that failed).
 */
export function PagedList<Page, Item>({
  list,
  rows,
  children,
  label,
  empty,
  testId,
}: PagedListProps<Page, Item>) {
  const t = useT();
  const reach = useNextPageOnReach(list);
  if (!list.data) {
    if (list.isError)
      return <LoadFailed title={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
    return <CouponListSkeleton />;
  }
  const items = list.data.pages.flatMap(rows);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="coupon-list" aria-label={label} data-testid={testId}>
        {items.map(children)}
      </ul>
      <div ref={reach} className="coupon-list__more">
        {list.isFetchNextPageError ? (
          <Button size="sm" variant="secondary" onClick={() => void list.fetchNextPage()}>
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    </>
  );
}
