import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { CancelCouponOrder } from '../../coupon/index.ts';
import { useCardOrder } from '../api/buy.ts';
import { cardKeys } from '../api/card-keys.ts';
import { CardOrderResult } from './card-order-result.tsx';
import { PrivilegeOrderResult } from './privilege-order-result.tsx';

/**
 * One card order opened from the coupon & card orders list (decision 059): where it stands as its pay result shows
 * it (an unpaid one paid from here, a paid one leading to its card), its number and time, and — while unpaid — the
 * list's cancel, which reads this order again when done.
 */
export function CardOrderDetail({ orderNo }: { orderNo: string }) {
  const t = useT();
  const order = useCardOrder(orderNo, true);
  const o = order.data;
  return (
    <>
      {/* A privilege card's order speaks of its period (a renewal issues no card), as its buy page's result does. */}
      {o?.cardKind === 'privilege' ? (
        <PrivilegeOrderResult orderNo={orderNo} localOrderNo="" />
      ) : (
        <CardOrderResult orderNo={orderNo} localOrderNo="" />
      )}
      {o ? (
        <section className="card-section" data-testid="card-order-facts">
          <p className="card-section__text">{t('card.orders.number', { orderNo: o.orderNo })}</p>
          <p className="card-section__text">{formatDate(o.createdAt, 'long')}</p>
        </section>
      ) : null}
      {o?.status === 'unpaid' ? (
        <div className="card-section">
          <CancelCouponOrder orderNo={o.orderNo} block also={cardKeys.all} />
        </div>
      ) : null}
    </>
  );
}
