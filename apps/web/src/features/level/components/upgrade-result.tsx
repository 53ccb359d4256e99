import type { UpgradeOrderDetailOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { redirect } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconAlert, IconCheck } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Price } from '../../../ui/price.tsx';
import { usePayAgain, usePayConfirmation } from '../../payment/index.ts';
import { useUpgradeOrder } from '../api/update-category.ts';
import { levelPath, memberCentrePath } from '../state/level-paths.ts';

type Tone = 'done' | 'warn' | 'wait';

function ResultCard(props: {
  tone: Tone;
  title: string;
  text: string;
  children?: ReactNode;
  testId: string;
}) {
  return (
    <section className={`upgrade-result card upgrade-result--${props.tone}`} data-testid={props.testId}>
      <span className="upgrade-result__badge" aria-hidden="true">
        {props.tone === 'done' ? <IconCheck size={30} /> : null}
        {props.tone === 'warn' ? <IconAlert size={30} /> : null}
        {props.tone === 'wait' ? <span className="upgrade-result__spinner" /> : null}
      </span>
      <h2 className="upgrade-result__title">{props.title}</h2>
      <p className="upgrade-result__text">{props.text}</p>
      {props.children ? <div className="upgrade-result__actions">{props.children}</div> : null}
    </section>
  );
}

function BackToLevels() {
  const t = useT();
  return (
    <Button variant="ghost" block onClick={() => redirect(levelPath)} data-testid="upgrade-back">
      {t('level.result.backToLevels')}
    </Button>
  );
}

/** What an upgrade order that is not completed says, and what can be done about it. */
function NotDone({ order }: { order: UpgradeOrderDetailOut }) {
  const t = useT();
  const { busy, payAgain } = usePayAgain(`${levelPath}?type=update`);
  if (order.status === 'unpaid') {
    const until = order.autoCancelAt ? formatDate(order.autoCancelAt, 'shortMDHM') : '';
    return (
      <ResultCard
        tone="warn"
        title={t('errors.PAY_NOT_COMPLETED')}
        text={t('level.result.unpaidText', { time: until })}
        testId="upgrade-unpaid"
      >
        <Button block loading={busy} onClick={() => void payAgain(order)} data-testid="upgrade-pay-again">
          {t('level.result.payAgain')}
        </Button>
        <BackToLevels />
      </ResultCard>
    );
  }
  const refunded = order.status === 'refunded';
  return (
    <ResultCard
      tone="warn"
      title={t(refunded ? 'level.result.refundedTitle' : 'level.result.closedTitle')}
      text={t(refunded ? 'level.result.refundedText' : 'level.result.closedText', {
        name: order.category.name,
      })}
      testId="upgrade-closed"
    >
      <BackToLevels />
    </ResultCard>
  );
}

/** The upgrade as it stands once paid: the new level, or why it is not (yet) the member's. */
function OrderOutcome({ orderNo }: { orderNo: string }) {
  const t = useT();
  const order = useUpgradeOrder(orderNo, true);
  if (order.isError)
    return <LoadFailed title={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  if (!order.data)
    return <ResultCard tone="wait" title={t('level.result.confirming')} text="" testId="upgrade-loading" />;
  const data = order.data;
  if (data.status !== 'completed') return <NotDone order={data} />;
  return (
    <ResultCard
      tone="done"
      title={t('level.result.doneTitle', { name: data.category.name })}
      text={t('level.result.doneText')}
      testId="upgrade-done"
    >
      <p className="upgrade-result__paid">
        {t('level.result.paid')} <Price minor={toMinor(data.paidAmount)} size="md" />
      </p>
      <Button block onClick={() => redirect(memberCentrePath)} data-testid="upgrade-to-member-centre">
        {t('level.result.toMemberCentre')}
      </Button>
      <BackToLevels />
    </ResultCard>
  );
}

/**
 * The result of a paid upgrade (customerLevel?type=update&orderno=…[&localOrderNo=…]): after the gateway the
 * payment is confirmed first (SPEC §4 polling), then the order tells whether the level changed.
 */
export function UpgradeResult({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  const confirmation = usePayConfirmation(localOrderNo);
  if (confirmation.state === 'confirming')
    return (
      <ResultCard
        tone="wait"
        title={t('level.result.confirming')}
        text={t('level.result.confirmingText')}
        testId="upgrade-confirming"
      />
    );
  return <OrderOutcome orderNo={orderNo} />;
}
