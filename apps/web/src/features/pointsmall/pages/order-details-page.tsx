import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePointsOrder } from '../api/order-details.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderFacts, OrderLine } from '../components/order-summary.tsx';
import './pointsmall.css';

/** One exchange (SPEC §2 pointsMall/history/orderDetails?orderno=): what, its state, its facts, what can be done. */
export function PointsOrderDetailsPage() {
  const t = useT();
  const { query } = useRoute();
  const orderNo = query.orderno ?? '';
  const order = usePointsOrder(orderNo);
  let body: ReactNode;
  if (!orderNo) body = <EmptyState title={t('errors.ORDER_NOT_FOUND')} />;
  else if (order.isError)
    body = <LoadFailed title={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  else if (!order.data) body = <Skeleton height={160} radius={12} />;
  else
    body = (
      <>
        <section className="card pm-section">
          <OrderLine order={order.data} />
          {order.data.status === 'pending' ? <p className="pm-note">{t('pointsmall.pickupShow')}</p> : null}
        </section>
        <OrderFacts order={order.data} />
        <OrderActions order={order.data} />
      </>
    );
  return (
    <div className="pm-page pm-page--detail">
      <PageHeader title={t('pointsmall.orderTitle')} />
      {body}
    </div>
  );
}
