import { orderNoPattern } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { isOrderNotFound } from '../api/order-details.ts';
import { isQueueDone, type QueueStatus, useQueueStatus } from '../api/queue-status.ts';
import { OrderNotFound } from '../components/order-not-found.tsx';
import { orderDetailPath } from '../components/order-paths.ts';
import './queue-order-page.css';

function Standing({ status }: { status: QueueStatus }) {
  const t = useT();
  const done = isQueueDone(status);
  return (
    <>
      <section className="queue-head" aria-live="polite">
        <span className="queue-head__label">{t('order.queue.number')}</span>
        <strong className="queue-head__number" data-testid="queue-number">
          {status.queueNo}
        </strong>
        <span
          className={`queue-head__status queue-head__status--${status.kitchenStatus}`}
          data-testid="queue-status"
          data-status={status.kitchenStatus}
        >
          {t(`order.queue.status.${status.kitchenStatus}`)}
        </span>
      </section>
      {done ? (
        <p className="queue-done card" data-testid="queue-done">
          {t(status.kitchenStatus === 'ready' ? 'order.queue.readyText' : 'order.queue.servedText')}
        </p>
      ) : (
        <div className="queue-facts card">
          <dl className="queue-facts__list">
            <div className="queue-facts__row">
              <dt>{t('order.queue.position')}</dt>
              <dd data-testid="queue-position" data-position={status.position}>
                {t('order.queue.positionValue', { position: status.position })}
                <small>{t('order.queue.ahead', { count: status.position - 1 })}</small>
              </dd>
            </div>
            <div className="queue-facts__row">
              <dt>{t('order.queue.wait')}</dt>
              <dd data-testid="queue-wait">{t('order.queue.minutes', { minutes: status.waitMinutes })}</dd>
            </div>
          </dl>
          <p className="queue-facts__note">{t('order.queue.refreshing')}</p>
        </div>
      )}
      <div className="queue-actions">
        <Button variant="ghost" onClick={() => redirect(orderDetailPath, { orderno: status.orderNo })}>
          {t('order.queue.toOrder')}
        </Button>
      </div>
    </>
  );
}

function QueueView({ orderNo }: { orderNo: string }) {
  const t = useT();
  const status = useQueueStatus(orderNo);
  if (status.isPending) return <PageSkeleton />;
  if (status.isError) {
    if (isOrderNotFound(status.error)) return <OrderNotFound />;
    return <LoadFailed title={errorMessage(status.error)} onRetry={() => void status.refetch()} />;
  }
  return status.data ? <Standing status={status.data} /> : <PageSkeleton label={t('common.loading')} />;
}

/**
 * A dine-in order's place in the kitchen queue (SPEC §2 orderhistory/queueOrder/order?orderNo=): the queue number,
 * the position and the estimated wait, refreshing by itself until the order is ready or served.
 */
export function QueueOrderPage() {
  const t = useT();
  const { query } = useRoute();
  const orderNo = query.orderNo ?? query.orderno ?? '';
  return (
    <div className="queue-page">
      <PageHeader title={t('order.queue.title')} />
      {orderNoPattern.test(orderNo) ? <QueueView orderNo={orderNo} /> : <OrderNotFound />}
    </div>
  );
}
