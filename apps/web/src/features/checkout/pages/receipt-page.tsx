import { homePath, isOnlinePayCode, toMinor } from '@shop/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { PaidCard, queueOrderPath, ReceiptHandover } from '../../order/index.ts';
import { type PayResult, usePayConfirmation, usePayResult } from '../../payment/index.ts';
import { orderDetailPath } from '../state/submit-order.ts';
import './receipt-page.css';

function ReceiptActions({ orderNo, queue }: { orderNo: string; queue: boolean }) {
  const t = useT();
  return (
    <div className="receipt__actions">
      {queue ? (
        <Button block onClick={() => redirect(queueOrderPath, { orderNo })} data-testid="receipt-queue">
          {t('order.queue.link')}
        </Button>
      ) : null}
      <Button
        variant="secondary"
        block
        onClick={() => redirect(orderDetailPath, { orderno: orderNo })}
        data-testid="receipt-to-order"
      >
        {t('checkout.receipt.toOrder')}
      </Button>
      <Button variant="ghost" block onClick={() => redirect(homePath)} data-testid="receipt-home">
        {t('checkout.receipt.home')}
      </Button>
    </div>
  );
}

/** The order success card (SPEC §2 receipt): pickup number or delivery time, order number, amount paid or due. */
function Receipt({ result }: { result: PayResult }) {
  const t = useT();
  const paid = result.paid;
  return (
    <PaidCard
      tone="done"
      title={t(paid ? 'checkout.receipt.paidTitle' : 'checkout.receipt.placedTitle')}
      text={paid ? undefined : t('checkout.receipt.payAtStore')}
      testId="receipt"
    >
      <ReceiptHandover order={result} />
      <dl className="receipt__facts">
        <div>
          <dt>{t('checkout.receipt.orderNo')}</dt>
          <dd data-testid="receipt-order-no">{result.orderNo}</dd>
        </div>
        <div>
          <dt>{t(paid ? 'checkout.receipt.amountPaid' : 'checkout.receipt.amountDue')}</dt>
          <dd data-testid="receipt-amount">
            <Price minor={toMinor(paid ? result.paidAmount : result.amount)} size="md" />
          </dd>
        </div>
      </dl>
      <ReceiptActions orderNo={result.orderNo} queue={result.orderMode === 'queue'} />
    </PaidCard>
  );
}

/** Payment not completed (SPEC §8): check again, or go to the order (it can be paid from there). */
function NotCompleted({ orderNo, onRetry }: { orderNo: string; onRetry: () => void }) {
  const t = useT();
  return (
    <PaidCard
      tone="warn"
      title={t('errors.PAY_NOT_COMPLETED')}
      text={t('checkout.receipt.notCompletedText')}
      testId="receipt-not-completed"
    >
      <div className="receipt__actions">
        <Button block onClick={onRetry} data-testid="receipt-retry">
          {t('checkout.receipt.checkAgain')}
        </Button>
        <Button
          variant="ghost"
          block
          onClick={() => redirect(orderDetailPath, { orderno: orderNo })}
          data-testid="receipt-to-order"
        >
          {t('checkout.receipt.toOrder')}
        </Button>
      </div>
    </PaidCard>
  );
}

function Confirming() {
  const t = useT();
  return (
    <PaidCard
      tone="wait"
      title={t('checkout.receipt.confirming')}
      text={t('checkout.receipt.confirmingText')}
      testId="receipt-confirming"
    />
  );
}

/** The receipt (SPEC §2 shopping/receipt, ?orderno[&localOrderNo]): confirms an online payment first. */
export function ReceiptPage() {
  const t = useT();
  const { query } = useRoute();
  const orderNo = query.orderno ?? '';
  const confirmation = usePayConfirmation(query.localOrderNo ?? '');
  const result = usePayResult(orderNo, confirmation.state === 'confirmed');

  let body: ReactNode;
  if (!orderNo) {
    body = <EmptyState title={t('errors.ORDER_NOT_FOUND')} />;
  } else if (confirmation.state === 'confirming') {
    body = <Confirming />;
  } else if (confirmation.state === 'notCompleted') {
    body = <NotCompleted orderNo={orderNo} onRetry={() => void confirmation.retry()} />;
  } else if (result.data) {
    // An online order reached without paying (an old link): the same 'not completed' state, checked anew.
    body =
      !result.data.paid && isOnlinePayCode(result.data.payMethod) ? (
        <NotCompleted orderNo={orderNo} onRetry={() => void result.refetch()} />
      ) : (
        <Receipt result={result.data} />
      );
  } else if (result.isError) {
    body = <LoadFailed title={errorMessage(result.error)} onRetry={() => void result.refetch()} />;
  } else {
    body = <Confirming />;
  }
  return (
    <div className="receipt-page">
      <PageHeader title={t('checkout.receipt.title')} showBack={false} />
      {body}
    </div>
  );
}
