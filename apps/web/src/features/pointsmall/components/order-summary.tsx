import type { PointsOrderOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { Price } from '../../../ui/price.tsx';
import { PointsCost } from './points-cost.tsx';
import { ProductPicture } from './product-picture.tsx';

/** A delivered exchange's states on its way (decision 044): the delivery's order statuses of decision 026. */
const onTheWay: Partial<Record<PointsOrderOut['status'], MessageKey>> = {
  pending: 'pointsmall.state.awaitStore',
  accepted: 'pointsmall.state.accepted',
  delivering: 'pointsmall.state.delivering',
  delivered: 'pointsmall.state.arrived',
};

/** An exchange's state in the member's words: paying, waiting for pickup or on its way, done, given back. */
export function orderStateKey(order: PointsOrderOut): MessageKey {
  if (order.status === 'unpaid') return 'pointsmall.state.unpaid';
  const delivering = order.mode === 'delivery' ? onTheWay[order.status] : undefined;
  if (delivering) return delivering;
  if (order.status === 'pending') return 'pointsmall.state.pickup';
  if (order.status === 'completed') {
    if (order.kind !== 'goods') return 'pointsmall.state.delivered';
    return order.mode === 'delivery' ? 'pointsmall.state.goodsReceived' : 'pointsmall.state.pickedUp';
  }
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

/** Where delivered goods go and the freight paid with them. */
function DeliveryFacts({ delivery }: { delivery: NonNullable<PointsOrderOut['delivery']> }) {
  const t = useT();
  return (
    <>
      <dt>{t('pointsmall.deliverTo')}</dt>
      <dd data-testid="pm-order-address">
        {delivery.addr}
        <br />
        {delivery.receiver} {delivery.phone}
      </dd>
      <dt>{t('pointsmall.freight')}</dt>
      <dd data-testid="pm-order-freight">
        <Price minor={toMinor(delivery.freight)} size="sm" />
      </dd>
    </>
  );
}

/** The facts of an exchange: number, pickup store or delivery address and freight, times, refund. */
export function OrderFacts({ order }: { order: PointsOrderOut }) {
  const t = useT();
  return (
    <dl className="card pm-section pm-terms">
      <dt>{t('pointsmall.orderNo')}</dt>
      <dd data-testid="pm-order-no">{order.orderNo}</dd>
      {order.delivery ? <DeliveryFacts delivery={order.delivery} /> : null}
      {order.kind === 'goods' && !order.delivery ? (
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
