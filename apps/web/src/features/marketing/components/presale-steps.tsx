import type { PresaleOrderOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { formatDate } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { Price } from '../../../ui/price.tsx';
import { refreshPresales } from '../api/presale-api.ts';
import { GroupCountdown } from './group-parts.tsx';
import { shipDay } from './presale-parts.tsx';

type Stage = PresaleOrderOut['stage'];
export type Step = PresaleOrderOut['deposit'];

/** Where a purchase stands in words (SPEC §4: deposit paid, final payment due, ships on a date). */
const stageWords: Record<Stage, MessageKey> = {
  awaiting_deposit: 'marketing.presale.stage.awaiting_deposit',
  deposit_paid: 'marketing.presale.stage.deposit_paid',
  final_payment_due: 'marketing.presale.stage.final_payment_due',
  awaiting_lapse: 'marketing.presale.stage.awaiting_lapse',
  ships_on_date: 'marketing.presale.stage.ships_on_date',
  deposit_forfeited: 'marketing.presale.stage.deposit_forfeited',
  deposit_refunded: 'marketing.presale.stage.deposit_refunded',
};

/** A purchase's stage in words; an unpaid deposit that was cancelled or timed out says so. */
export function stageText(t: Translate, purchase: PresaleOrderOut): string {
  if (purchase.stage === 'awaiting_deposit' && purchase.deposit.status === 'cancelled')
    return t('marketing.presale.stepStatus.cancelled');
  return t(stageWords[purchase.stage]);
}

/** The word of each status a payment's order takes. */
const stepWords: Partial<Record<Step['status'], MessageKey>> = {
  unpaid: 'marketing.presale.stepStatus.unpaid',
  pending: 'marketing.presale.stepStatus.paid',
  completed: 'marketing.presale.stepStatus.paid',
  refunded: 'marketing.presale.stepStatus.refunded',
  cancelled: 'marketing.presale.stepStatus.cancelled',
};

/** One of the two payments: what it is, its amount, its order number, status and paid time. */
function StepRow({
  label,
  amount,
  step,
  testId,
}: {
  label: string;
  amount: number;
  step: Step | null;
  testId: string;
}) {
  const t = useT();
  return (
    <li className="pr-step" data-testid={testId}>
      <span className="pr-step__head">
        <span className="pr-step__label">{label}</span>
        <Price minor={toMinor(amount)} size="sm" />
      </span>
      {step ? (
        <>
          <span className="gb-line">{t('marketing.presale.order.orderNo', { orderNo: step.orderNo })}</span>
          <span className="gb-line">
            {t(stepWords[step.status] ?? 'marketing.presale.stepStatus.paid')}
            {step.paidAt ? ` · ${formatDate(step.paidAt, 'shortMDHM')}` : ''}
          </span>
        </>
      ) : (
        <span className="gb-line">{t('marketing.presale.stepStatus.notYet')}</span>
      )}
    </li>
  );
}

/** Both payments of a purchase, the rest at what it comes to (or what it paid), then the ship date. */
export function PresaleSteps({ purchase }: { purchase: PresaleOrderOut }) {
  const t = useT();
  return (
    <>
      <p className="gb-line">
        {t('marketing.presale.units', { name: purchase.name, count: purchase.quantity })}
      </p>
      <ul className="pr-steps">
        <StepRow
          label={t('marketing.presale.order.deposit')}
          amount={purchase.deposit.amount}
          step={purchase.deposit}
          testId="presale-step-deposit"
        />
        <StepRow
          label={t('marketing.presale.order.rest')}
          amount={purchase.rest?.amount ?? purchase.restAmount}
          step={purchase.rest}
          testId="presale-step-rest"
        />
      </ul>
      <p className="gb-line" data-testid="presale-ships-on">
        {t('marketing.presale.shipsOn', { date: shipDay(purchase.shipsOn) })}
      </p>
    </>
  );
}

/** Time to the final window while the deposit waits for it; at its start the purchases are asked again. */
export function FinalOpensCountdown({ purchase }: { purchase: PresaleOrderOut }) {
  return (
    <GroupCountdown
      endAt={purchase.finalStartsAt}
      onEnd={refreshPresales}
      words={{ running: 'marketing.presale.window.between', over: 'marketing.presale.window.finalOpen' }}
      testId="presale-final-countdown"
    />
  );
}

/** PayChoice's words on the pre-sale pages. */
export const presalePayWords = {
  title: 'marketing.presale.payWith',
  short: 'marketing.presale.balanceShort',
  name: 'presale-pay-method',
} as const;
