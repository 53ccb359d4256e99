import type { PresaleOrderOut } from '@shop/contracts';
import { PayCode, toMinor } from '@shop/domain';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { cancelAfterAsking, PaidCard, PaidUnpaid } from '../../order/index.ts';
import { PaymentKeypad } from '../../payment/index.ts';
import { cancelPresaleOrder, refreshPresales } from '../api/presale-api.ts';
import { presaleRoute, restIsDue, usePresalePay } from '../state/use-presale-pay.ts';
import { GroupCountdown } from './group-parts.tsx';
import { PayChoice } from './group-pay-choice.tsx';
import { shipDay } from './presale-parts.tsx';
import {
  FinalOpensCountdown,
  PresaleSteps,
  presalePayWords,
  type Step,
  stageText,
} from './presale-steps.tsx';

/** The final payment of a purchase in its window: the way to pay and "Pay the rest ¥X" (the amount it sends). */
function RestPay({ purchase }: { purchase: PresaleOrderOut }) {
  const t = useT();
  const form = usePresalePay(true, purchase.restAmount, presaleRoute(purchase.presaleId));
  return (
    <>
      <PayChoice pay={form.pay} words={presalePayWords} />
      {form.step.error ? (
        <p className="gb-error" role="alert" data-testid="presale-error">
          {form.step.error}
        </p>
      ) : null}
      <Button
        block
        loading={form.step.busy}
        disabled={form.pay.chosen === null}
        onClick={() => form.payRest(purchase)}
        data-testid="presale-pay-rest"
      >
        {t('marketing.presale.payRest', { amount: formatAmount(purchase.restAmount) })}
      </Button>
      <PaymentKeypad step={form.step} amount={toMinor(form.asking)} />
    </>
  );
}

/** What a purchase's card says: PaidCard's tone, heading and line. */
interface Outcome {
  tone: 'done' | 'warn';
  title: string;
  text: string;
}

/** A purchase's heading, line and tone by its stage (an unpaid payment has a view of its own). */
export function presaleOutcome(purchase: PresaleOrderOut, t: Translate): Outcome {
  const title = stageText(t, purchase);
  const final = formatDate(purchase.finalStartsAt, 'shortMDHM');
  const finalEnd = formatDate(purchase.finalEndsAt, 'shortMDHM');
  switch (purchase.stage) {
    case 'awaiting_deposit':
      return { tone: 'warn', title, text: t('marketing.presale.order.cancelledText') };
    case 'deposit_paid':
      return { tone: 'done', title, text: t('marketing.presale.order.depositPaidText', { time: final }) };
    case 'final_payment_due':
      return { tone: 'done', title, text: t('marketing.presale.order.dueText', { time: finalEnd }) };
    case 'awaiting_lapse':
      return { tone: 'warn', title, text: t('marketing.presale.order.closedText') };
    case 'deposit_forfeited':
      return { tone: 'warn', title, text: t('marketing.presale.order.forfeitedText') };
    case 'deposit_refunded':
      return {
        tone: 'warn',
        title,
        text: t(
          purchase.deposit.payMethod === PayCode.balance
            ? 'marketing.presale.order.refundedBalance'
            : 'marketing.presale.order.refundedOnline',
          { amount: formatAmount(purchase.deposit.amount) },
        ),
      };
    default: {
      // Paid in full: the goods are the member's from the ship date, at the counter on the rest's number.
      const orderNo = purchase.rest?.orderNo ?? purchase.deposit.orderNo;
      if (purchase.rest?.status === 'completed')
        return {
          tone: 'done',
          title: t('marketing.presale.order.collectedTitle'),
          text: t('marketing.presale.order.collectedText', { orderNo }),
        };
      return {
        tone: 'done',
        title,
        text: t('marketing.presale.order.shipsText', { date: shipDay(purchase.shipsOn), orderNo }),
      };
    }
  }
}

/** The payment that waits for the gateway (the deposit's or the rest's), if one does. */
function unpaidStep(purchase: PresaleOrderOut): Step | null {
  if (purchase.deposit.needPay) return purchase.deposit;
  return purchase.rest?.needPay ? purchase.rest : null;
}

/**
 * A purchase (?orderno=, either number): a payment back from the gateway unpaid, with the time until it closes, to
 * pay again or cancel; else its stage with both payments and the ship date — waiting for the final window with
 * its countdown, or in it with the way to pay the rest.
 */
export function PresaleOrderView({ purchase }: { purchase: PresaleOrderOut }) {
  const t = useT();
  const unpaid = unpaidStep(purchase);
  if (unpaid)
    return (
      <PaidUnpaid
        order={unpaid}
        returnTo={presaleRoute(purchase.presaleId)}
        payLabel={t('marketing.presale.payAgain')}
        testId="presale"
        text={(until) => (until ? t('marketing.presale.order.payBy', { time: until }) : '')}
      >
        <PresaleSteps purchase={purchase} />
        {unpaid.autoCancelAt ? (
          <GroupCountdown
            endAt={unpaid.autoCancelAt}
            onEnd={refreshPresales}
            words={{ running: 'marketing.presale.closesIn', over: 'marketing.presale.closed' }}
            testId="presale-release"
          />
        ) : null}
        <Button
          block
          variant="secondary"
          onClick={() => void cancelAfterAsking(t, () => cancelPresaleOrder(unpaid.orderNo))}
          data-testid="presale-cancel"
        >
          {t('order.cancel')}
        </Button>
      </PaidUnpaid>
    );
  const outcome = presaleOutcome(purchase, t);
  return (
    <PaidCard tone={outcome.tone} title={outcome.title} text={outcome.text} testId="presale-order">
      <PresaleSteps purchase={purchase} />
      {purchase.stage === 'deposit_paid' ? <FinalOpensCountdown purchase={purchase} /> : null}
      {restIsDue(purchase) ? <RestPay purchase={purchase} /> : null}
    </PaidCard>
  );
}
