import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePointsOrders } from '../api/orders.ts';
import { OrderLine } from '../components/order-summary.tsx';
import { mallPath, orderDetailsPath } from '../state/pointsmall-paths.ts';
import './pointsmall.css';

/** The member's exchanges, newest first (SPEC §2 pointsMall/history/orders). */
export function PointsOrdersPage() {
  const t = useT();
  const list = usePointsOrders();
  const orders = list.data?.pages.flatMap((p) => p.orders) ?? [];
  let body: ReactNode;
  if (list.isError)
    body = <LoadFailed title={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data) body = <Skeleton height={96} radius={12} />;
  else if (orders.length === 0)
    body = (
      <EmptyState
        title={t('pointsmall.noOrders')}
        action={
          <Link to={mallPath} className="btn btn--primary btn--md">
            {t('pointsmall.toMall')}
          </Link>
        }
      />
    );
  else
    body = (
      <ul className="pm-list" aria-label={t('pointsmall.history')}>
        {orders.map((o) => (
          <li key={o.orderNo} className="pm-card">
            <Link
              to={orderDetailsPath}
              query={{ orderno: o.orderNo }}
              className="pm-card__link"
              data-testid={`pm-order-${o.orderNo}`}
            >
              <OrderLine order={o} />
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <div className="pm-page">
      <PageHeader title={t('pointsmall.history')} />
      {body}
      {list.hasNextPage ? (
        <Button
          variant="ghost"
          block
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('pointsmall.more')}
        </Button>
      ) : null}
    </div>
  );
}
