import type { SeckillSessionOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
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
import { useMySeckills, useSeckillDetail, useSeckillOrder, useSeckillSessions } from '../api/seckill-api.ts';
import { ActivityShell, useActivityView } from '../components/activity-shell.tsx';
import { PayChoice } from '../components/group-pay-choice.tsx';
import { MySeckills, SeckillOrderView } from '../components/seckill-order.tsx';
import { SessionCard, SessionHero } from '../components/seckill-parts.tsx';
import { type SeckillBuyForm, useSeckillBuy } from '../state/use-seckill-buy.ts';
import './group-buy-page.css';
import './seckill-page.css';

const payWords = {
  title: 'marketing.seckill.payWith',
  short: 'marketing.seckill.balanceShort',
  name: 'seckill-pay-method',
} as const;

/** The sessions not over yet, running first as the server orders them. */
function SessionList() {
  const t = useT();
  const sessions = useSeckillSessions();
  if (sessions.isError)
    return <LoadFailed title={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />;
  if (!sessions.data) return <Skeleton height={96} radius={12} />;
  if (sessions.data.length === 0) return <EmptyState title={t('marketing.seckill.none')} />;
  return (
    <div className="gb-list">
      {sessions.data.map((s) => (
        <SessionCard key={s.id} session={s} />
      ))}
    </div>
  );
}

/** The refusal's words: the catalogue's SECKILL_* text with its limit. */
function refusalText(t: Translate, form: SeckillBuyForm): string | null {
  const refusal = form.refusal;
  if (!refusal) return null;
  return t(`errors.${refusal.code}`, 'params' in refusal ? refusal.params : undefined);
}

function SessionPage({ id }: { id: number }) {
  const detail = useSeckillDetail(id);
  if (detail.isError)
    return <LoadFailed title={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton height={200} radius={12} />;
  return (
    <SessionBody
      session={detail.data.session}
      bought={detail.data.bought}
      maxQuantity={detail.data.maxQuantity}
    />
  );
}

/**
 * A session (?id=): its head, the quantity within the member's maximum, the way to pay and "Buy now", off with
 * its reason before the start, after the end, when sold out or at a limit; a guest sees it all and logs in to buy.
 */
function SessionBody({
  session,
  bought,
  maxQuantity,
}: {
  session: SeckillSessionOut;
  bought: number | null;
  maxQuantity: number | null;
}) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const form = useSeckillBuy(session, isLoggedIn, { bought, maxQuantity });
  const reason = refusalText(t, form);
  const error = form.buy.error ?? reason;
  return (
    <>
      <SessionHero session={session} bought={bought} />
      {isLoggedIn && form.refusal === null ? (
        <>
          <section className="gb-section sk-quantity">
            <h2 className="gb-section__title">{t('marketing.seckill.quantity')}</h2>
            <QuantityStepper
              value={form.quantity}
              onChange={form.setQuantity}
              min={1}
              max={Math.max(1, maxQuantity ?? 1)}
              label={session.name}
            />
          </section>
          <PayChoice pay={form.pay} words={payWords} />
        </>
      ) : null}
      {error ? (
        <p className="gb-error" role="alert" data-testid="seckill-error">
          {error}
        </p>
      ) : null}
      <div className="gb-bar">
        <Price minor={toMinor(form.due)} size="md" />
        <Button
          size="lg"
          loading={form.buy.busy}
          disabled={isLoggedIn && (reason !== null || form.pay.chosen === null)}
          onClick={form.take}
          data-testid={isLoggedIn ? 'seckill-buy' : 'seckill-login'}
        >
          {t(isLoggedIn ? 'marketing.seckill.buy' : 'marketing.seckill.logInToBuy')}
        </Button>
      </div>
      <PaymentKeypad step={form.buy} amount={toMinor(form.due)} />
    </>
  );
}

/** After buying (at once, or back from the gateway once confirmed), or from my seckill orders. */
function OrderPage({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  return (
    <PaidResult
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      useOrder={useSeckillOrder}
      waiting={{ title: t('marketing.seckill.confirming') }}
      testId="seckill"
    >
      {(order) => <SeckillOrderView order={order} />}
    </PaidResult>
  );
}

/**
 * Flash sales (SPEC §1 seckill, §2 its link and my seckills, §4 countdown): the sessions running then upcoming; a
 * session's page (?id=); an order (?orderno=); the member's seckill orders below.
 */
export function SeckillPage() {
  const t = useT();
  const mine = useMySeckills();
  const view = useActivityView({
    list: () => <SessionList />,
    detail: (id) => <SessionPage id={id} />,
    order: ({ orderNo, localOrderNo }) => <OrderPage orderNo={orderNo} localOrderNo={localOrderNo} />,
  });
  return (
    <ActivityShell
      title={t('marketing.seckill.title')}
      look="gb"
      view={view}
      mine={{
        title: t('marketing.seckill.mine'),
        list: mine.data ? <MySeckills orders={mine.data} /> : null,
      }}
    />
  );
}
