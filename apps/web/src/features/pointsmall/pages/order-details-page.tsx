import type { PointsOrderOut } from '@shop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { DeliverySection } from '../../delivery/index.ts';
import { usePointsOrder } from '../api/order-details.ts';
import { pointsmallKeys } from '../api/pointsmall-keys.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderFacts, OrderLine } from '../components/order-summary.tsx';
import './pointsmall.css';

/** What the member is told while goods wait: show the number at the counter, or the store will send them. */
function waitingNote(order: PointsOrderOut) {
  if (order.status !== 'pending') return null;
  return order.mode === 'delivery' ? 'pointsmall.deliveryWait' : 'pointsmall.pickupShow';
}

/** A delivered exchange's progress (decision 044): the delivery area's section, the exchange read again as it moves. */
function ExchangeDelivery({ order }: { order: PointsOrderOut }) {
  const client = useQueryClient();
  const onMoved = useCallback(
    () => void client.invalidateQueries({ queryKey: pointsmallKeys.all }),
    [client],
  );
  if (order.mode !== 'delivery') return null;
  return (
    <DeliverySection
      order={{ orderNo: order.orderNo, status: order.status, orderMode: 'package' }}
      onMoved={onMoved}
    />
  );
}

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
          {waitingNote(order.data) ? <p className="pm-note">{t(waitingNote(order.data)!)}</p> : null}
        </section>
        <ExchangeDelivery order={order.data} />
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
