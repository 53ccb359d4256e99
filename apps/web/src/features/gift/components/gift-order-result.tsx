import type { GiftOrderOut } from '@shop/contracts';
import { type ReactNode, useEffect } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { IconAlert, IconCheck } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { usePayAgain, usePayConfirmation } from '../../payment/index.ts';
import { useGiftOrder } from '../api/buy.ts';
import { buyPath, myCouponsPath, packagesPath } from '../state/gift-paths.ts';
import { PlanList } from './plan-list.tsx';

function Card(props: {
  tone: 'done' | 'warn' | 'wait';
  title: string;
  text?: string;
  testId: string;
  children?: ReactNode;
}) {
  const icon =
    props.tone === 'done' ? (
      <IconCheck size={40} />
    ) : props.tone === 'warn' ? (
      <IconAlert size={40} />
    ) : (
      <span className="gift-spinner" />
    );
  return (
    <section
      className={`gift-result gift-result--${props.tone}`}
      data-testid={props.testId}
      aria-live="polite"
    >
      <EmptyState icon={icon} title={props.title} text={props.text} action={props.children} />
    </section>
  );
}

/** Where to go next: what the member received, their coupons. */
function NextSteps() {
  const t = useT();
  return (
    <div className="gift-result__actions">
      <Button
        block
        onClick={() => redirect(packagesPath, { tab: 'received' })}
        data-testid="gift-to-received"
      >
        {t('gift.result.toReceived')}
      </Button>
      <Button block variant="secondary" onClick={() => redirect(myCouponsPath, { singletype: '0' })}>
        {t('gift.result.toCoupons')}
      </Button>
    </div>
  );
}

function Outcome({ order }: { order: GiftOrderOut }) {
  const t = useT();
  const { busy, payAgain } = usePayAgain(buyPath);
  if (order.status === 'unpaid')
    return (
      <Card tone="warn" title={t('errors.PAY_NOT_COMPLETED')} testId="gift-unpaid">
        <Button block loading={busy} onClick={() => void payAgain(order)} data-testid="gift-pay-again">
          {t('gift.result.payAgain')}
        </Button>
      </Card>
    );
  if (!order.delivery)
    return (
      <Card
        tone="warn"
        title={t('gift.result.closedTitle')}
        text={t('gift.result.closedText')}
        testId="gift-closed"
      >
        <NextSteps />
      </Card>
    );
  return (
    <Card
      tone="done"
      title={t('gift.result.done')}
      text={t('gift.result.doneText', { name: order.name })}
      testId="gift-done"
    >
      <PlanList plan={order.delivery.plan} testId="gift-arrived" />
      <NextSteps />
    </Card>
  );
}

/** The result of buying a package: after the gateway the payment is confirmed first (SPEC §4), then what arrived. */
export function GiftOrderResult({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  const { query } = useRoute();
  const confirmation = usePayConfirmation(localOrderNo);
  const order = useGiftOrder(orderNo, confirmation.state !== 'confirming');
  useEffect(() => {
    if (query.payCancelled === '1') toast(t('errors.PAY_CANCELLED'), { kind: 'info' });
  }, [query.payCancelled, t]);
  if (order.isError)
    return <LoadFailed title={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  if (confirmation.state === 'confirming' || !order.data)
    return <Card tone="wait" title={t('gift.result.confirming')} testId="gift-confirming" />;
  return <Outcome order={order.data} />;
}
