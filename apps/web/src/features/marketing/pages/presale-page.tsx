import type { PresaleOrderOut, PresaleOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useState } from 'react';
import { serverNow } from '../../../lib/countdown/server-clock.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Price } from '../../../ui/price.tsx';
import { QuantityStepper } from '../../../ui/quantity-stepper.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PaidResult } from '../../order/index.ts';
import { PaymentKeypad } from '../../payment/index.ts';
import { usePresaleDetail, usePresaleOrder, usePresaleRecords, usePresales } from '../api/presale-api.ts';
import { ActivityShell, useActivityView } from '../components/activity-shell.tsx';
import { PayChoice } from '../components/group-pay-choice.tsx';
import { PresaleMine, PresaleRecords } from '../components/presale-mine.tsx';
import { PresaleOrderView } from '../components/presale-order.tsx';
import { PresaleCard, PresaleHero, PresaleTerms } from '../components/presale-parts.tsx';
import { presalePayWords } from '../components/presale-steps.tsx';
import {
  depositDue,
  depositRefusalAt,
  presaleMaxQuantity,
  presaleRoute,
  restIsDue,
  usePresalePay,
} from '../state/use-presale-pay.ts';
import './group-buy-page.css';
import './seckill-page.css';
import './presale-page.css';

/** The pre-sales not over yet. */
function PresaleList() {
  const t = useT();
  const list = usePresales();
  if (list.isError)
    return <LoadFailed title={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Skeleton height={96} radius={12} />;
  if (list.data.presales.length === 0) return <EmptyState title={t('marketing.presale.none')} />;
  return (
    <div className="gb-list">
      {list.data.presales.map((p) => (
        <PresaleCard key={p.id} presale={p} />
      ))}
    </div>
  );
}

function PresaleDetail({ id }: { id: number }) {
  const detail = usePresaleDetail(id);
  if (detail.isError)
    return <LoadFailed title={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton height={200} radius={12} />;
  return <PresaleBody presale={detail.data.presale} mine={detail.data.mine} />;
}

/**
 * A pre-sale (?id=): its head and terms; the member's purchases of it, each with its stage and, in the final
 * window, "Pay the rest"; the quantity, the way to pay and "Pay deposit", off with its reason outside the deposit
 * window. A guest sees it all and logs in to pay.
 */
function PresaleBody({ presale, mine }: { presale: PresaleOut; mine: PresaleOrderOut[] }) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const [quantity, setQuantity] = useState(1);
  // Read at each render: the window's countdown asks the page again at every window's end.
  const refusal = isLoggedIn ? depositRefusalAt(presale, serverNow()) : null;
  const due = depositDue(presale, quantity);
  const restDue = mine.find(restIsDue);
  const form = usePresalePay(
    isLoggedIn,
    refusal === null ? due : (restDue?.restAmount ?? 0),
    presaleRoute(presale.id),
  );
  const reason = refusal ? t(`errors.${refusal}`) : null;
  const error = form.step.error ?? reason;
  return (
    <>
      <PresaleHero presale={presale} />
      <PresaleTerms presale={presale} />
      {mine.length > 0 ? (
        <section className="gb-section" aria-labelledby="pr-mine-title">
          <h2 className="gb-section__title" id="pr-mine-title">
            {t('marketing.presale.mine')}
          </h2>
          <PresaleMine purchases={mine} form={form} />
        </section>
      ) : null}
      {isLoggedIn && refusal === null ? (
        <section className="gb-section sk-quantity">
          <h2 className="gb-section__title">{t('marketing.presale.quantity')}</h2>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            min={1}
            max={presaleMaxQuantity}
            label={presale.name}
          />
        </section>
      ) : null}
      {isLoggedIn && (refusal === null || restDue) ? (
        <PayChoice pay={form.pay} words={presalePayWords} />
      ) : null}
      {error ? (
        <p className="gb-error" role="alert" data-testid="presale-error">
          {error}
        </p>
      ) : null}
      <div className="gb-bar">
        <span className="pr-bar__due">
          <span className="gb-line">{t('marketing.presale.terms.deposit')}</span>
          <Price minor={toMinor(due)} size="md" />
        </span>
        <Button
          size="lg"
          loading={form.step.busy}
          disabled={isLoggedIn && (reason !== null || form.pay.chosen === null)}
          onClick={() => form.payDeposit(presale, quantity)}
          data-testid={isLoggedIn ? 'presale-pay-deposit' : 'presale-login'}
        >
          {t(isLoggedIn ? 'marketing.presale.payDeposit' : 'marketing.presale.logInToPay')}
        </Button>
      </div>
      <PaymentKeypad step={form.step} amount={toMinor(form.asking)} />
    </>
  );
}

/** After paying (at once, or back from the gateway once confirmed), or from the pre-sale records. */
function OrderPage({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  return (
    <PaidResult
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      useOrder={usePresaleOrder}
      waiting={{ title: t('marketing.presale.confirming') }}
      testId="presale"
    >
      {(purchase) => <PresaleOrderView purchase={purchase} />}
    </PaidResult>
  );
}

/**
 * Pre-sales (SPEC §1 pre-sale, §4 deposit paid / final payment due / ships on a date, §7 presale/…): the pre-sales
 * not over yet; a pre-sale's page (?id=); a purchase (?orderno=); the member's pre-sale records below.
 */
export function PresalePage() {
  const t = useT();
  const records = usePresaleRecords();
  const view = useActivityView({
    list: () => <PresaleList />,
    detail: (id) => <PresaleDetail id={id} />,
    order: ({ orderNo, localOrderNo }) => <OrderPage orderNo={orderNo} localOrderNo={localOrderNo} />,
  });
  return (
    <ActivityShell
      title={t('marketing.presale.title')}
      look="gb"
      view={view}
      mine={{
        title: t('marketing.presale.records'),
        list: records.data ? <PresaleRecords orders={records.data} /> : null,
      }}
    />
  );
}
