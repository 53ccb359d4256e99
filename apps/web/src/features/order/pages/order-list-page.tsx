import type { OrderTab } from '@shop/contracts';
import { homePath } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconOrder } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useNextPageOnReach } from '../../../ui/use-load-more.ts';
import { useOrderList } from '../api/load-orders.ts';
import type { OrderRange } from '../api/order-keys.ts';
import { OrderCard } from '../components/order-card.tsx';
import { OrderFilters, orderRanges, orderTabs } from '../components/order-filters.tsx';
import { orderListPath } from '../components/order-paths.ts';
import './order-list-page.css';

function pick<T extends string>(value: string | undefined, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

function ListSkeleton() {
  return (
    <ul className="order-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="order-card card">
          <Skeleton width="55%" height={15} />
          <Skeleton width="35%" height={12} />
          <span className="order-card__thumbs">
            <Skeleton width={56} height={56} radius={8} />
            <Skeleton width={56} height={56} radius={8} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The list below the filters: loading, failed, empty, or the cards with paging on scroll. */
function OrderResults({ tab, range }: { tab: OrderTab; range: OrderRange }) {
  const t = useT();
  const list = useOrderList(tab, range);
  const reach = useNextPageOnReach(list);

  // A failed later page keeps the cards shown and offers its own retry at the foot.
  if (!list.data) {
    if (list.isError)
      return <LoadFailed title={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
    return <ListSkeleton />;
  }
  const orders = list.data.pages.flatMap((p) => p.orders);
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={<IconOrder size={40} />}
        title={t(range === 'month' ? 'order.emptyMonth' : 'order.empty')}
        text={t('order.emptyText')}
        action={<Button onClick={() => redirect(homePath)}>{t('order.goShopping')}</Button>}
      />
    );
  }
  return (
    <>
      <ul className="order-list" aria-label={t('order.title')}>
        {orders.map((order) => (
          <OrderCard key={order.orderNo} order={order} />
        ))}
      </ul>
      <div ref={reach} className="order-list__more">
        {list.isFetchNextPageError ? (
          <Button size="sm" variant="secondary" onClick={() => void list.fetchNextPage()}>
            {t('common.retry')}
          </Button>
        ) : null}
        {list.isFetchingNextPage ? t('common.loading') : null}
        {!list.hasNextPage ? t('common.noMore') : null}
      </div>
    </>
  );
}

/** The order history (SPEC §2 orderhistory, the Order tab): status tabs, time filter, cards page by page. */
export function OrderListPage() {
  const t = useT();
  const { query } = useRoute();
  const tab = pick(query.tab, orderTabs, 'all');
  const range = pick(query.range, orderRanges, 'month');
  // Kept in the address so going back to the list, or a link from elsewhere, opens the same tab.
  const show = (next: { tab?: OrderTab; range?: OrderRange }) =>
    redirect(orderListPath, { ...query, tab, range, ...next });

  return (
    <div className="order-list-page">
      <PageHeader title={t('order.title')} />
      <OrderFilters
        tab={tab}
        range={range}
        onTab={(next) => show({ tab: next })}
        onRange={(next) => show({ range: next })}
      />
      <OrderResults tab={tab} range={range} />
    </div>
  );
}
