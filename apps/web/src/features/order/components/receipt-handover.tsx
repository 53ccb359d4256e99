import type { OrderSummaryOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useOrderDetail } from '../api/order-details.ts';
import { handoverTimeText } from './order-time.ts';
import './receipt-handover.css';

/** The order as the pay result names it (its status as a plain string). */
type ReceiptOrder = Pick<OrderSummaryOut, 'orderNo' | 'orderMode' | 'pickupNo'> & { status: string };

/**
 * What a goods order's receipt gives the shopper to get the order: the pickup number to show at the counter, with a
 * reservation's booked day and time beneath it; a delivery, which no counter hands over, says when it comes
 * instead. The times are the order's (read through the detail, which the "view order" step then finds cached).
 */
export function ReceiptHandover({ order }: { order: ReceiptOrder }) {
  const t = useT();
  const delivery = order.orderMode === 'package';
  const timed = delivery || order.status === 'booked';
  const detail = useOrderDetail(timed ? order.orderNo : '');
  const time = detail.data ? handoverTimeText(detail.data, t) : null;
  if (delivery) {
    return (
      <div className="handover" data-testid="receipt-delivery">
        <span className="handover__label">{t('order.deliveryTime')}</span>
        <strong className="handover__time" data-testid="receipt-delivery-time">
          {time ?? '\u00a0'}
        </strong>
      </div>
    );
  }
  return (
    <div className="handover">
      <span className="handover__label">{t('order.pickupNo')}</span>
      <strong className="handover__no" data-testid="receipt-pickup-no">
        {order.pickupNo}
      </strong>
      {order.status === 'booked' && time ? (
        <span className="handover__when" data-testid="receipt-booked-time">
          {time}
        </span>
      ) : null}
    </div>
  );
}
