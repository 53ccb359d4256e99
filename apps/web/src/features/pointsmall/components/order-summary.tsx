import type { PointsOrderOut } from '@shop/contracts';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { PointsCost } from './points-cost.tsx';
import { ProductPicture } from './product-picture.tsx';

/** An exchange's state in the member's words: paying, waiting for pickup, done, given back. */
export function orderStateKey(order: PointsOrderOut): MessageKey {
  if (order.status === 'unpaid') return 'pointsmall.state.unpaid';
  if (order.status === 'pending') return 'pointsmall.state.pickup';
  if (order.status === 'completed')
    return order.kind === 'goods' ? 'pointsmall.state.pickedUp' : 'pointsmall.state.delivered';
  if (order.status === 'refunded') return 'pointsmall.state.refunded';
  return 'pointsmall.state.cancelled';
}

/** The exchange as a card: picture, name, quantity, what it cost, its state. */
export function OrderLine({ order }: { order: PointsOrderOut }) {
  const t = useT();
  return (
    <span className="pm-line">
      <ProductPicture imageName={order.imageName} kind={order.kind} size={56} />
      <span className="pm-line__body">
        <span className="pm-card__name">{order.name}</span>
        <PointsCost points={order.points} price={order.amount} size="sm" />
        <span className="pm-card__meta">
          ×{order.quantity} · {formatDate(order.createdAt, 'shortMDHM')}
        </span>
      </span>
      <span className={`pm-state pm-state--${order.status}`} data-testid="pm-order-state">
        {t(orderStateKey(order))}
      </span>
    </span>
  );
}

/** The facts of an exchange: number, pickup store, times, refund. */
export function OrderFacts({ order }: { order: PointsOrderOut }) {
  const t = useT();
  return (
    <dl className="card pm-section pm-terms">
      <dt>{t('pointsmall.orderNo')}</dt>
      <dd data-testid="pm-order-no">{order.orderNo}</dd>
      {order.kind === 'goods' ? (
        <>
          <dt>{t('pointsmall.pickupAt')}</dt>
          <dd>{order.storeName}</dd>
        </>
      ) : null}
      <dt>{t('pointsmall.exchangedAt')}</dt>
      <dd>{formatDate(order.createdAt, 'long')}</dd>
      {order.completedAt ? (
        <>
          <dt>{t('pointsmall.completedAt')}</dt>
          <dd>{formatDate(order.completedAt, 'long')}</dd>
        </>
      ) : null}
      {order.cancelledAt ? (
        <>
          <dt>{t('pointsmall.cancelledAt')}</dt>
          <dd>{formatDate(order.cancelledAt, 'long')}</dd>
        </>
      ) : null}
    </dl>
  );
}
