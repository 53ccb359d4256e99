import type { PointsOrderOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PaidCard, PaidResult } from '../../order/index.ts';
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

/** Goods to pick up: the number the done text asks the member to show at the counter, big enough to show. */
function ExchangeNumber({ order }: { order: PointsOrderOut }) {
  const t = useT();
  return (
    <p className="pm-exchange-no" data-testid="pm-exchange-no">
      <span className="pm-exchange-no__label">{t('pointsmall.orderNo')}</span>
      <strong className="pm-exchange-no__value">{order.orderNo}</strong>
    </p>
  );
}

/** The exchange once read: what the member got and what comes next, or why it is not done; always its line. */
function Outcome({ order }: { order: PointsOrderOut }) {
  const t = useT();
  const done = order.status === 'pending' || order.status === 'completed';
  const unpaid = order.status === 'unpaid';
  const title = done
    ? t('pointsmall.doneTitle')
    : unpaid
      ? t('errors.PAY_NOT_COMPLETED')
      : t('pointsmall.notDoneTitle');
  const next = order.mode === 'delivery' ? 'pointsmall.doneDelivery' : doneText[order.kind];
  const pickup = done && order.kind === 'goods' && order.mode === 'pickup' && order.status === 'pending';
  const text = done ? t(next) : unpaid ? '' : t('pointsmall.notDoneText');
  return (
    <PaidCard
      tone={done ? 'done' : 'warn'}
      title={title}
      text={text}
      testId={done ? 'pm-done' : 'pm-not-done'}
    >
      {pickup ? <ExchangeNumber order={order} /> : null}
      <div className="card pm-section">
        <OrderLine order={order} />
      </div>
      <OrderActions order={order} />
      <div className="pm-actions">
        <Button
          variant="secondary"
          block
          onClick={() => redirect(orderDetailsPath, { orderno: order.orderNo })}
          data-testid="pm-to-order"
        >
          {t('pointsmall.viewOrder')}
        </Button>
        <Button variant="ghost" block onClick={() => redirect(mallPath)} data-testid="pm-back-to-mall">
          {t('pointsmall.toMall')}
        </Button>
      </div>
    </PaidCard>
  );
}

/**
 * The result of an exchange (SPEC §2 pointsMall/receipt?orderno=…[&localOrderNo=…]): after the gateway the payment
 * is confirmed first (SPEC §4 polling), then the exchange says what the member got and what comes next.
 */
export function PointsReceiptPage() {
  const t = useT();
  const { query } = useRoute();
  return (
    <div className="pm-page pm-page--detail">
      <PageHeader title={t('pointsmall.receiptTitle')} />
      <PaidResult
        orderNo={query.orderno ?? ''}
        localOrderNo={query.localOrderNo ?? ''}
        useOrder={usePointsOrder}
        waiting={{ title: t('pointsmall.confirming') }}
        testId="pm"
      >
        {(order) => <Outcome order={order} />}
      </PaidResult>
    </div>
  );
}
