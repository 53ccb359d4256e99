import { orderNoPattern } from '@shop/contracts';
import type { Query } from '@shop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { translate } from '../../../lib/i18n/messages.ts';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { DeliverySection } from '../../delivery/index.ts';
import { OrderTableSection } from '../../table/index.ts';
import { isOrderNotFound, useOrderDetail } from '../api/order-details.ts';
import { orderKeys } from '../api/order-keys.ts';
import { hasOrderActions, OrderActions } from '../components/order-actions.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { OrderLines } from '../components/order-lines.tsx';
import { OrderNotFound } from '../components/order-not-found.tsx';
import { orderDetailPath } from '../components/order-paths.ts';
import { OrderStatusPanel } from '../components/order-status-panel.tsx';
import { OrderStore } from '../components/order-store.tsx';
import { QueueLink } from '../components/queue-link.tsx';
import './order-detail-page.css';

/**
 * Back from a cancelled payment (H4's sandbox page adds payCancelled=1): says so once, then drops the flag
 * from the address so a reload or a return to the page does not say it again.
 */
function usePayCancelledNotice(query: Query) {
  const shown = useRef(false);
  useEffect(() => {
    if (query.payCancelled !== '1' || shown.current) return;
    shown.current = true;
    toast(translate('errors.PAY_CANCELLED'));
    const { payCancelled: _flag, ...rest } = query;
    redirect(orderDetailPath, rest);
  }, [query]);
}

function NotFound() {
  const t = useT();
  return <OrderNotFound text={t('order.notFoundText')} />;
}

/** The body once the order is known; `onPayTimeUp` reads it again when the time to pay runs out. */
function OrderView({ orderNo }: { orderNo: string }) {
  const detail = useOrderDetail(orderNo);
  const client = useQueryClient();
  const [timeUpAt, setTimeUpAt] = useState<string | null>(null);
  // A delivery that moves (or is received) moves the order: its detail and the lists are read again.
  const onDeliveryMoved = useCallback(() => {
    void client.invalidateQueries({ queryKey: orderKeys.anyDetail(orderNo) });
    void client.invalidateQueries({ queryKey: orderKeys.lists });
  }, [client, orderNo]);

  if (detail.isPending) return <PageSkeleton />;
  if (detail.isError) {
    if (isOrderNotFound(detail.error)) return <NotFound />;
    return <LoadFailed title={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  }
  const order = detail.data;
  const payTimeUp = order.status === 'unpaid' && timeUpAt !== null && timeUpAt === order.autoCancelAt;
  const onPayTimeUp = () => {
    // The server cancels the order at this time (SPEC §4): read it again to show it closed.
    setTimeUpAt(order.autoCancelAt);
    void detail.refetch();
    void client.invalidateQueries({ queryKey: orderKeys.lists });
  };
  const withBar = hasOrderActions(order, payTimeUp);
  return (
    <div className={`order-detail${withBar ? ' order-detail--with-bar' : ''}`}>
      <OrderStatusPanel order={order} onPayTimeUp={onPayTimeUp} />
      <DeliverySection order={order} onMoved={onDeliveryMoved} />
      <QueueLink order={order} />
      <OrderTableSection order={order} />
      <OrderStore store={order.store} />
      <OrderLines order={order} />
      <OrderFacts order={order} />
      {withBar ? <OrderActions order={order} payTimeUp={payTimeUp} /> : null}
    </div>
  );
}

/** An order in full (SPEC §2 orderDetail?orderno=): status, pickup number, store, lines, amounts, actions. */
export function OrderDetailPage() {
  const t = useT();
  const { query } = useRoute();
  const orderNo = query.orderno ?? '';
  usePayCancelledNotice(query);

  const body = orderNoPattern.test(orderNo) ? <OrderView orderNo={orderNo} /> : <NotFound />;
  return (
    <div className="order-detail-page">
      <PageHeader title={t('order.detailTitle')} />
      {body}
    </div>
  );
}
