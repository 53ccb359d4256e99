import type { CouponCardOrderOut, CouponOrderOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link, useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useCouponOrder } from '../api/buy.ts';
import { useCouponOrders } from '../api/coupon-orders.ts';
import { CancelCouponOrder } from '../components/cancel-coupon-order.tsx';
import { MemberCouponCard } from '../components/member-coupon-card.tsx';
import { PagedList } from '../components/paged-list.tsx';
import { couponOrderKind, registerCouponOrderKind } from '../state/coupon-order-kinds.ts';
import { couponOrdersPath, paySuccessPath } from '../state/coupon-paths.ts';
import './coupon-pages.css';

/** The kind coupon orders are listed under. */
const couponKind = 'coupon';

/** The statuses a coupon order takes, with the order area's words for them. */
function statusText(status: CouponOrderOut['status'], t: ReturnType<typeof useT>): string {
  return status === 'unpaid' || status === 'cancelled' || status === 'refunded' || status === 'completed'
    ? t(`order.status.${status}`)
    : t('order.status.pending');
}

/** What a kind no registered part shows says of itself: the name bought and how many. */
function BoughtLine({ order }: { order: CouponCardOrderOut }) {
  const t = useT();
  return <>{t('coupon.orders.line', { name: order.name, quantity: order.quantity })}</>;
}

/** Where a listed order opens: this page with its number, and its kind unless it is a coupon order (old links). */
function orderQuery(order: CouponCardOrderOut): Record<string, string> {
  return order.kind === couponKind
    ? { orderno: order.orderNo }
    : { orderno: order.orderNo, kind: order.kind };
}

/** One row of the list, alike for every kind: what it bought (in its kind's words), the amount, state and time. */
function OrderRow({ order }: { order: CouponCardOrderOut }) {
  const t = useT();
  const Line = couponOrderKind(order.kind)?.Line ?? BoughtLine;
  return (
    <li className="coupon-records__row card" data-testid={`coupon-order-${order.orderNo}`}>
      <Link to={couponOrdersPath} query={orderQuery(order)} className="coupon-order__link">
        <span className="coupon-records__head">
          <span>
            <Line order={order} />
          </span>
          <Price minor={toMinor(order.amount)} size="sm" />
        </span>
        <span className="coupon-records__line">{statusText(order.status, t)}</span>
        <span className="coupon-records__line">{formatDate(order.createdAt, 'long')}</span>
      </Link>
    </li>
  );
}

function OrderList() {
  const t = useT();
  return (
    <PagedList
      list={useCouponOrders()}
      rows={(page) => page.orders}
      label={t('coupon.orders.title')}
      empty={<EmptyState title={t('coupon.orders.empty')} />}
    >
      {(order) => <OrderRow key={order.orderNo} order={order} />}
    </PagedList>
  );
}

/** One coupon order: what it bought, where it stands, what was paid and the coupons it issued. */
function OrderView({ orderNo }: { orderNo: string }) {
  const t = useT();
  const order = useCouponOrder(orderNo, true);
  if (order.isError)
    return <LoadFailed title={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  if (!order.data) return <Skeleton height={160} radius={12} />;
  const o = order.data;
  const facts: [string, string][] = [
    [t('order.orderNo'), o.orderNo],
    [t('order.createdAt'), formatDate(o.createdAt, 'long')],
    ...(o.paidAt ? ([[t('order.paidAt'), formatDate(o.paidAt, 'long')]] as [string, string][]) : []),
  ];
  return (
    <>
      <section
        className="coupon-order card"
        data-testid="coupon-order-facts"
        aria-labelledby="coupon-order-name"
      >
        <h2 className="coupon-section__title" id="coupon-order-name">
          {t('coupon.orders.line', { name: o.name, quantity: o.quantity })}
        </h2>
        <dl className="coupon-facts">
          <div>
            <dt>{t('coupon.orders.status')}</dt>
            <dd data-testid="coupon-order-status">{statusText(o.status, t)}</dd>
          </div>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>{t('order.paidTotal')}</dt>
            <dd>
              <Price minor={toMinor(o.status === 'unpaid' ? 0 : o.amount)} size="sm" />
            </dd>
          </div>
          {o.refundedAmount > 0 ? (
            <div>
              <dt>{t('order.refunded')}</dt>
              <dd>
                <Price minor={toMinor(o.refundedAmount)} size="sm" />
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      {o.status === 'unpaid' ? (
        <div className="coupon-bar">
          <CancelCouponOrder orderNo={o.orderNo} />
          <Link to={paySuccessPath} query={{ orderno: o.orderNo }} className="coupon-shortcut">
            {t('coupon.paid.payAgain')}
          </Link>
        </div>
      ) : null}
      {o.coupons.length > 0 ? (
        <section aria-labelledby="coupon-order-issued">
          <h2 className="coupon-section__title coupon-page__line" id="coupon-order-issued">
            {t('coupon.orders.issued')}
          </h2>
          <ul className="coupon-list">
            {o.coupons.map((coupon) => (
              <li key={coupon.id}>
                <MemberCouponCard coupon={coupon} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

// Coupon orders are the list's own kind; other areas register theirs (decision 059).
registerCouponOrderKind({
  kind: couponKind,
  Line: BoughtLine,
  detailTitle: 'coupon.orders.detailTitle',
  Detail: OrderView,
});

/** An order whose kind no part of this build shows (an old link, a kind no longer sold). */
function UnknownOrder() {
  const t = useT();
  return <EmptyState title={t('errors.ORDER_NOT_FOUND')} />;
}

/**
 * The member's coupon and card orders (SPEC §2 orderhistory/couponOrderDetail, §7 LoadCouponCardOrders): the list
 * of every registered kind, and with ?orderno= (and ?kind=, coupons when none) one order in its kind's view — as
 * My coupons shows one coupon with ?id=.
 */
export function CouponOrdersPage() {
  const t = useT();
  const { query } = useRoute();
  const orderNo = query.orderno ?? '';
  const kind = couponOrderKind(query.kind ?? couponKind);
  const Detail = kind?.Detail ?? UnknownOrder;
  const title = orderNo ? (kind?.detailTitle ?? 'coupon.orders.detailTitle') : 'coupon.orders.title';
  return (
    <div className="coupon-page coupon-page--detail">
      <PageHeader title={t(title)} />
      {orderNo ? <Detail orderNo={orderNo} /> : <OrderList />}
    </div>
  );
}
