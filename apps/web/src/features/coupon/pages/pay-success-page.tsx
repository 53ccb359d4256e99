import type { CouponOrderOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { type ReactNode, useEffect } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { IconAlert, IconCheck } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { usePayAgain, usePayConfirmation } from '../../payment/index.ts';
import { useCouponOrder } from '../api/buy.ts';
import { CancelCouponOrder } from '../components/cancel-coupon-order.tsx';
import { minePath, mineQuery, paySuccessPath } from '../state/coupon-paths.ts';
import './coupon-pages.css';

type Tone = 'done' | 'warn' | 'wait';

const badges: Record<Tone, ReactNode> = {
  done: <IconCheck size={40} />,
  warn: <IconAlert size={40} />,
  wait: <span className="coupon-spinner" />,
};

/** Where the purchase stands, drawn as the app's empty-state block: a badge, a title, a line, the next step. */
function ResultCard(props: {
  tone: Tone;
  title: string;
  text: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <section
      className={`coupon-result coupon-result--${props.tone}`}
      data-testid={props.testId}
      aria-live="polite"
    >
      <EmptyState
        icon={badges[props.tone]}
        title={props.title}
        text={props.text || undefined}
        action={props.children}
      />
    </section>
  );
}

function ToMine() {
  const t = useT();
  return (
    <Button block onClick={() => redirect(minePath, mineQuery)} data-testid="paid-to-mine">
      {t('coupon.paid.toMine')}
    </Button>
  );
}

/** An order that is not completed: pay it (still unpaid) or say it closed or its money went back. */
function NotDone({ order }: { order: CouponOrderOut }) {
  const t = useT();
  const { busy, payAgain } = usePayAgain(paySuccessPath);
  if (order.status === 'unpaid') {
    const until = order.autoCancelAt ? formatDate(order.autoCancelAt, 'shortMDHM') : '';
    return (
      <ResultCard
        tone="warn"
        title={t('errors.PAY_NOT_COMPLETED')}
        text={t('coupon.paid.unpaidText', { time: until })}
        testId="paid-unpaid"
      >
        <div className="coupon-result__actions">
          <Button block loading={busy} onClick={() => void payAgain(order)} data-testid="paid-pay-again">
            {t('coupon.paid.payAgain')}
          </Button>
          <CancelCouponOrder orderNo={order.orderNo} block />
          <ToMine />
        </div>
      </ResultCard>
    );
  }
  const refunded = order.status === 'refunded';
  return (
    <ResultCard
      tone="warn"
      title={t(refunded ? 'coupon.paid.refundedTitle' : 'coupon.paid.closedTitle')}
      text={t(refunded ? 'coupon.paid.refundedText' : 'coupon.paid.closedText')}
      testId="paid-closed"
    >
      <ToMine />
    </ResultCard>
  );
}

function OrderOutcome({ orderNo }: { orderNo: string }) {
  const t = useT();
  const order = useCouponOrder(orderNo, true);
  if (order.isError)
    return <LoadFailed title={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  if (!order.data)
    return <ResultCard tone="wait" title={t('coupon.paid.confirming')} text="" testId="paid-loading" />;
  const data = order.data;
  if (data.status !== 'completed' && data.status !== 'pending') return <NotDone order={data} />;
  return (
    <ResultCard
      tone="done"
      title={t('coupon.paid.done')}
      text={t('coupon.paid.doneText', { name: data.name })}
      testId="paid-done"
    >
      <div className="coupon-result__actions">
        <p className="coupon-result__paid">
          {t('coupon.paid.paidAmount')} <Price minor={toMinor(data.amount)} size="md" />
        </p>
        <ToMine />
      </div>
    </ResultCard>
  );
}

/**
 * The result of buying a coupon (SPEC §2 coupons/paySuccess?orderno=…[&localOrderNo=…]): after the gateway the
 * payment is confirmed first (SPEC §4 polling), then the order says whether the coupon is the member's.
 */
export function PaySuccessPage() {
  const t = useT();
  const { query } = useRoute();
  const orderNo = query.orderno ?? '';
  const confirmation = usePayConfirmation(query.localOrderNo ?? '');
  useEffect(() => {
    if (query.payCancelled === '1') toast(t('errors.PAY_CANCELLED'), { kind: 'info' });
  }, [query.payCancelled, t]);
  return (
    <div className="coupon-page coupon-page--detail">
      <PageHeader title={t('coupon.paid.title')} />
      {confirmation.state === 'confirming' ? (
        <ResultCard
          tone="wait"
          title={t('coupon.paid.confirming')}
          text={t('coupon.paid.confirmingText')}
          testId="paid-confirming"
        />
      ) : (
        <OrderOutcome orderNo={orderNo} />
      )}
    </div>
  );
}
