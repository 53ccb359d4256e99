import type { OrderSummaryOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { IconChevronRight } from '../../../ui/icons.tsx';
import { keyed } from '../../../ui/keyed.ts';
import { Price } from '../../../ui/price.tsx';
import { ProductImage } from '../../../ui/product-image.tsx';
import { groupMealPath, orderDetailPath } from './order-paths.ts';
import { pickupIsKey, statusLabelKey, statusTone } from './order-status.ts';
import { bookedTimeText, orderTime } from './order-time.ts';
import { PayCountdown } from './pay-countdown.tsx';
import './order-card.css';

/** What the card's foot says besides the amount: time left to pay, a reservation's booked time, or the pickup number. */
function CardFoot({ order }: { order: OrderSummaryOut }) {
  const t = useT();
  if (order.status === 'unpaid' && order.autoCancelAt) {
    return <PayCountdown endAt={order.autoCancelAt} variant="card" className="order-card__hint" />;
  }
  const booked = bookedTimeText(order, t);
  if (booked) {
    return (
      <span className="order-card__pickup" data-testid="order-booked-time">
        {booked}
      </span>
    );
  }
  if (pickupIsKey(order)) {
    return (
      <span className="order-card__pickup">
        {t('order.pickupNo')} <strong>{order.pickupNo}</strong>
      </span>
    );
  }
  return <span />;
}

/** An order in the history (SPEC §2 orderhistory): store, time, status, pictures, amount; opens the detail. */
export function OrderCard({ order }: { order: OrderSummaryOut }) {
  const t = useT();
  const single = order.items.length === 1 ? order.items[0] : undefined;
  return (
    <li>
      <Link
        to={order.kind === 'groupMeal' ? groupMealPath : orderDetailPath}
        query={order.kind === 'groupMeal' ? {} : { orderno: order.orderNo }}
        className="order-card card"
        data-testid="order-card"
        data-order-no={order.orderNo}
      >
        <span className="order-card__head">
          <span className="order-card__store clamp-2">{order.storeName}</span>
          <span className={`order-status-tag order-status-tag--${statusTone(order)}`}>
            {t(statusLabelKey(order))}
          </span>
        </span>
        <time className="order-card__time" dateTime={order.createdAt}>
          {orderTime(order.createdAt, order)}
        </time>
        <span className="order-card__body">
          <span className="order-card__thumbs">
            {keyed(order.items, (item) => item.ProductName).map(({ key, item }) => (
              <ProductImage key={key} src={item.ImageName} alt={item.ProductName} size={56} />
            ))}
            {single ? <span className="order-card__name clamp-2">{single.ProductName}</span> : null}
            {order.kind === 'groupMeal' ? (
              <span className="order-card__name clamp-2">{t('order.groupMealBooking')}</span>
            ) : null}
          </span>
          <span className="order-card__sum">
            <Price minor={toMinor(order.amount)} size="sm" />
            <span className="order-card__count">{t('order.itemCount', { count: order.quantity })}</span>
          </span>
          <IconChevronRight size={16} className="order-card__chevron" aria-hidden="true" />
        </span>
        <span className="order-card__foot">
          <CardFoot order={order} />
        </span>
      </Link>
    </li>
  );
}
