import { useContext, useState } from 'react';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { parseHash } from '../../../lib/router/location.ts';
import { back, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconAlert } from '../../../ui/icons.tsx';
import { IconClose, IconShield } from '../../../ui/page-icons.tsx';
import { usePageTitle } from '../../../ui/page-title.ts';
import { CurrencyContext } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type SandboxIntent, sandboxCancel, sandboxPay, useSandboxIntent } from '../api/pay-sandbox.ts';
import './webpay-page.css';

type Shown = 'open' | 'paid' | 'cancelled' | 'refunded' | 'expired';

/** Where a goods order's payment leads when the page that started it named no other: its receipt, its detail. */
const receiptPath = '/subpackages/shopping/receipt';
const orderDetailPath = '/subpackages/orderhistory/orderDetail';

/** A page of this app to go back to, as `/path?query`; anything else is ignored (the receipt is used then). */
const returnToPattern = /^\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&%._~+-]*)?$/;

/**
 * Where the page leads once the shopper paid or gave up: back to the page that started the payment when it
 * said so (?returnTo, e.g. the level page for an upgrade), else the order's receipt or detail.
 */
function leaveGateway(query: Record<string, string>, outcome: 'paid' | 'cancelled' | 'closed') {
  const orderNo = query.orderNo ?? query.orderno ?? '';
  const localOrderNo = query.localOrderNo ?? '';
  const back = query.returnTo && returnToPattern.test(query.returnTo) ? parseHash(query.returnTo) : null;
  const extra: Record<string, string> =
    outcome === 'paid' ? { orderno: orderNo, localOrderNo } : { orderno: orderNo };
  if (outcome === 'cancelled') extra.payCancelled = '1';
  if (back) redirect(back.path, { ...back.query, ...extra });
  else redirect(outcome === 'paid' ? receiptPath : orderDetailPath, extra);
}

/** The intent's state as the page shows it: an open intent past its time is expired. */
function shownState(intent: SandboxIntent, now: number): Shown {
  if (intent.status === 'open' && Date.parse(intent.expiresAt) <= now) return 'expired';
  return intent.status;
}

/** The gateway's own bar: neutral, not the shop's theme, saying which kind of payment this sandbox plays. */
function GatewayHeader({ flavour }: { flavour: SandboxIntent['flavour'] | null }) {
  const t = useT();
  usePageTitle(flavour ? t(`payment.sandbox.${flavour}`) : t('payment.sandbox.header'));
  return (
    <header className={`gw-header${flavour ? ` gw-header--${flavour}` : ''}`}>
      <button
        type="button"
        className="gw-header__close touch-44"
        onClick={back}
        aria-label={t('common.close')}
      >
        <IconClose size={18} />
      </button>
      <div className="gw-header__title">
        <IconShield size={18} />
        <span>{flavour ? t(`payment.sandbox.${flavour}`) : t('payment.sandbox.header')}</span>
      </div>
      <span className="gw-header__badge">{t('payment.sandbox.badge')}</span>
    </header>
  );
}

/**
 * The sandbox gateway's cashier page (SPEC §2 pages/web/webpay; ?prepayId&orderNo&localOrderNo): the amount and
 * what it is for, Pay and Cancel. Paying goes to the receipt (which polls the result), cancelling to the order.
 */
export function WebPayPage() {
  const t = useT();
  const { locale } = useLocale();
  const currency = useContext(CurrencyContext);
  const { query } = useRoute();
  const prepayId = query.prepayId ?? '';
  const intent = useSandboxIntent(prepayId);
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (what: 'pay' | 'cancel') => {
    setBusy(what);
    setFailure(null);
    try {
      if (what === 'pay') {
        await sandboxPay(prepayId);
        leaveGateway(query, 'paid');
      } else {
        await sandboxCancel(prepayId);
        leaveGateway(query, 'cancelled');
      }
    } catch (error) {
      setFailure(errorMessage(error));
      void intent.refetch();
    } finally {
      setBusy(null);
    }
  };

  const data = intent.data;
  const state = data ? shownState(data, Date.now()) : null;
  return (
    <div className="gw-page">
      <GatewayHeader flavour={data?.flavour ?? null} />
      <p className="gw-notice">{t('payment.sandbox.notice')}</p>
      <main className="gw-card">
        {intent.isError && !data ? (
          <div className="gw-state" role="alert">
            <IconAlert size={28} />
            <p>{errorMessage(intent.error)}</p>
            <Button variant="ghost" onClick={() => void intent.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : !data || !state ? (
          <div className="gw-loading" aria-busy="true">
            <Skeleton width="40%" height={14} />
            <Skeleton width="60%" height={36} />
          </div>
        ) : (
          <>
            <p className="gw-description">{data.description}</p>
            <p className="gw-amount" data-testid="sandbox-amount">
              {formatAmount(data.amount, currency)}
            </p>
            {state === 'open' ? (
              <>
                <p className="gw-expires">
                  {t('payment.sandbox.expiresAt', { time: formatDate(data.expiresAt, 'time', { locale }) })}
                </p>
                {failure ? (
                  <p className="gw-failure" role="alert">
                    {failure}
                  </p>
                ) : null}
                <div className="gw-actions">
                  <button
                    type="button"
                    className={`gw-pay gw-pay--${data.flavour}`}
                    onClick={() => void act('pay')}
                    disabled={busy !== null}
                    aria-busy={busy === 'pay' || undefined}
                    data-testid="sandbox-pay"
                  >
                    {busy === 'pay' ? t('payment.sandbox.paying') : t('payment.sandbox.pay')}
                  </button>
                  <button
                    type="button"
                    className="gw-cancel"
                    onClick={() => void act('cancel')}
                    disabled={busy !== null}
                    data-testid="sandbox-cancel"
                  >
                    {t('payment.sandbox.cancel')}
                  </button>
                </div>
              </>
            ) : (
              <div className="gw-state" data-testid="sandbox-state" data-state={state}>
                <p className="gw-state__text">{t(`payment.sandbox.state.${state}`)}</p>
                {state === 'paid' ? (
                  <Button onClick={() => leaveGateway(query, 'paid')}>
                    {t('payment.sandbox.toReceipt')}
                  </Button>
                ) : (
                  <Button variant="ghost" onClick={() => leaveGateway(query, 'closed')}>
                    {t('payment.sandbox.toOrder')}
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </main>
      <p className="gw-footer">{t('payment.sandbox.footer')}</p>
    </div>
  );
}
