import { useEffect } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { IconAlert, IconCheck } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usePayConfirmation } from '../../payment/index.ts';
import { usePointsOrder } from '../api/order-details.ts';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderLine } from '../components/order-summary.tsx';
import { mallPath, orderDetailsPath } from '../state/pointsmall-paths.ts';
import './pointsmall.css';

/** What comes next for each kind of exchange. */
const doneText = {
  goods: 'pointsmall.doneGoods',
  coupon: 'pointsmall.doneCoupons',
  package: 'pointsmall.doneGifts',
} as const;

function Outcome({ orderNo }: { orderNo: string }) {
  const t = useT();
  const order = usePointsOrder(orderNo);
  if (order.isError)
    return <LoadFailed title={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  if (!order.data)
    return <EmptyState icon={<span className="pm-spinner" />} title={t('pointsmall.confirming')} />;
  const o = order.data;
  const done = o.status === 'pending' || o.status === 'completed';
  const title = done
    ? t('pointsmall.doneTitle')
    : o.status === 'unpaid'
      ? t('errors.PAY_NOT_COMPLETED')
      : t('pointsmall.notDoneTitle');
  const next = o.mode === 'delivery' ? 'pointsmall.doneDelivery' : doneText[o.kind];
  const text = done ? t(next) : o.status === 'unpaid' ? '' : t('pointsmall.notDoneText');
  return (
    <section
      className={`pm-result pm-result--${done ? 'done' : 'warn'}`}
      data-testid={done ? 'pm-done' : 'pm-not-done'}
      aria-live="polite"
    >
      <EmptyState
        icon={done ? <IconCheck size={40} /> : <IconAlert size={40} />}
        title={title}
        text={text || undefined}
      />
      <div className="card pm-section">
        <OrderLine order={o} />
      </div>
      <OrderActions order={o} />
      <div className="pm-actions">
        <Button
          variant="secondary"
          block
          onClick={() => redirect(orderDetailsPath, { orderno: o.orderNo })}
          data-testid="pm-to-order"
        >
          {t('pointsmall.viewOrder')}
        </Button>
        <Button variant="ghost" block onClick={() => redirect(mallPath)} data-testid="pm-back-to-mall">
          {t('pointsmall.toMall')}
        </Button>
      </div>
    </section>
  );
}

/**
 * The result of an exchange (SPEC §2 pointsMall/receipt?orderno=…[&localOrderNo=…]): after the gateway the payment
 * is confirmed first (SPEC §4 polling), then the exchange says what the member got and what comes next.
 */
export function PointsReceiptPage() {
  const t = useT();
  const { query } = useRoute();
  const confirmation = usePayConfirmation(query.localOrderNo ?? '');
  useEffect(() => {
    if (query.payCancelled === '1') toast(t('errors.PAY_CANCELLED'), { kind: 'info' });
  }, [query.payCancelled, t]);
  return (
    <div className="pm-page pm-page--detail">
      <PageHeader title={t('pointsmall.receiptTitle')} />
      {confirmation.state === 'confirming' ? (
        <EmptyState icon={<span className="pm-spinner" />} title={t('pointsmall.confirming')} />
      ) : (
        <Outcome orderNo={query.orderno ?? ''} />
      )}
    </div>
  );
}
