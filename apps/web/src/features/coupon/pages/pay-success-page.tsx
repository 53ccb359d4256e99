import type { CouponOrderOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PaidAmount, PaidCard, PaidResult, PaidUnpaid } from '../../order/index.ts';
import { useCouponOrder } from '../api/buy.ts';
import { CancelCouponOrder } from '../components/cancel-coupon-order.tsx';
import { minePath, mineQuery, paySuccessPath } from '../state/coupon-paths.ts';
import './coupon-pages.css';

function ToMine() {
  const t = useT();
  return (
    <Button block onClick={() => redirect(minePath, mineQuery)} data-testid="paid-to-mine">
      {t('coupon.paid.toMine')}
    </Button>
  );
}

/** The purchase once its order is read: the coupon is the member's, waits for its payment, or closed. */
function Outcome({ order }: { order: CouponOrderOut }) {
  const t = useT();
  if (order.status === 'unpaid')
    return (
      <PaidUnpaid
        order={order}
        returnTo={paySuccessPath}
        payLabel={t('coupon.paid.payAgain')}
        testId="paid"
        text={(time) => t('coupon.paid.unpaidText', { time })}
      >
        <CancelCouponOrder orderNo={order.orderNo} block />
        <ToMine />
      </PaidUnpaid>
    );
  if (order.status !== 'completed' && order.status !== 'pending') {
    const refunded = order.status === 'refunded';
    return (
      <PaidCard
        tone="warn"
        title={t(refunded ? 'coupon.paid.refundedTitle' : 'coupon.paid.closedTitle')}
        text={t(refunded ? 'coupon.paid.refundedText' : 'coupon.paid.closedText')}
        testId="paid-closed"
      >
        <ToMine />
      </PaidCard>
    );
  }
  return (
    <PaidCard
      tone="done"
      title={t('coupon.paid.done')}
      text={t('coupon.paid.doneText', { name: order.name })}
      testId="paid-done"
    >
      <PaidAmount label={t('coupon.paid.paidAmount')} amount={order.amount} />
      <ToMine />
    </PaidCard>
  );
}

/**
 * The result of buying a coupon (SPEC §2 coupons/paySuccess?orderno=…[&localOrderNo=…]): after the gateway the
 * payment is confirmed first (SPEC §4 polling), then the order says whether the coupon is the member's.
 */
export function PaySuccessPage() {
  const t = useT();
  const { query } = useRoute();
  return (
    <div className="coupon-page coupon-page--detail">
      <PageHeader title={t('coupon.paid.title')} />
      <PaidResult
        orderNo={query.orderno ?? ''}
        localOrderNo={query.localOrderNo ?? ''}
        useOrder={useCouponOrder}
        waiting={{ title: t('coupon.paid.confirming'), text: t('coupon.paid.confirmingText') }}
        testId="paid"
      >
        {(order) => <Outcome order={order} />}
      </PaidResult>
    </div>
  );
}
