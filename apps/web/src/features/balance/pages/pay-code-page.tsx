import { groupPayCode, toMinor } from '@shop/domain';
import { useEffect } from 'react';
import { useCountdown } from '../../../lib/countdown/use-countdown.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { usePayCodeCharges } from '../api/pay-code-charges.ts';
import { PayCodeBarcode } from '../components/pay-code-barcode.tsx';
import { PayCodeConfirm } from '../components/pay-code-confirm.tsx';
import { IconBrightness, IconRefresh } from '../components/pay-code-icons.tsx';
import { PayCodePaid } from '../components/pay-code-paid.tsx';
import { PayCodeQr } from '../components/pay-code-qr.tsx';
import { useNewPayments } from '../state/use-new-payments.ts';
import { useOnline } from '../state/use-online.ts';
import { usePayCode } from '../state/use-pay-code.ts';
import { useWakeLock } from '../state/use-wake-lock.ts';
import './pay-code-page.css';

/** Seconds until the automatic refresh, ticking each second by the device's clock (the code's own clock). */
function useSecondsLeft(refreshAt: number): number {
  const left = useCountdown(refreshAt, { clock: (now) => now });
  return left.m * 60 + left.s;
}

function CodeSkeleton() {
  return (
    <div className="pay-code__card card" aria-hidden="true">
      <Skeleton height={80} />
      <Skeleton width="70%" height={18} />
      <Skeleton width={200} height={200} />
    </div>
  );
}

/**
 * The member payment code (SPEC §2 balance/balancePay, decision 034): barcode, digits and QR computed on the phone
 * (it shows with no network once enrolled), refreshed by itself every store-set interval and on demand, with the
 * countdown and a brightness hint. The till's charges appear here by themselves (polling); one above the store's
 * limit waits for the member's confirmation here.
 */
export function PayCodePage() {
  const t = useT();
  const online = useOnline();
  const view = usePayCode();
  const charges = usePayCodeCharges(view.device?.deviceKey ?? null);
  const payments = useNewPayments(charges.data, view.refresh);
  const secondsLeft = useSecondsLeft(view.refreshAt);
  useWakeLock();

  const { reenrol } = view;
  useEffect(() => {
    if (charges.data && !charges.data.deviceActive && online) reenrol();
  }, [charges.data, online, reenrol]);

  const balance = charges.data?.balance ?? null;
  const waiting = charges.data?.charges.filter((c) => c.status === 'confirming') ?? [];
  let body = <CodeSkeleton />;
  if (view.shown) {
    const code = view.shown.code;
    body = (
      <div className="pay-code__card card" data-testid="pay-code-card">
        <p className="pay-code__lead">{t('balance.payCode.lead')}</p>
        {balance !== null ? (
          <p className="pay-code__balance" data-testid="pay-code-balance">
            {t('balance.payCode.balance')} <Price minor={toMinor(balance)} size="sm" />
          </p>
        ) : null}
        <PayCodeBarcode code={code} label={t('balance.payCode.barcodeLabel')} />
        <p className="pay-code__digits" data-testid="pay-code-digits">
          {groupPayCode(code)}
        </p>
        <PayCodeQr code={code} label={t('balance.payCode.qrLabel')} />
        <div className="pay-code__refresh">
          <span data-testid="pay-code-countdown">
            {view.refreshing
              ? t('balance.payCode.refreshing')
              : t('balance.payCode.refreshIn', { seconds: String(secondsLeft) })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            onClick={view.refresh}
            disabled={view.refreshing}
            data-testid="pay-code-refresh"
          >
            <IconRefresh size={16} /> {t('balance.payCode.refresh')}
          </Button>
        </div>
      </div>
    );
  } else if (view.problem !== null) {
    const title = online ? errorMessage(view.problem) : t('balance.payCode.needsNetwork');
    body = <LoadFailed title={title} onRetry={view.refresh} />;
  }

  return (
    <div className="pay-code-page">
      <PageHeader title={t('balance.payCode.title')} />
      {payments.latest ? <PayCodePaid charge={payments.latest} onDone={payments.dismiss} /> : null}
      {waiting.map((c) => (
        <PayCodeConfirm key={c.id} charge={c} />
      ))}
      {body}
      <p className="pay-code__hint" data-testid="pay-code-brightness">
        <IconBrightness size={18} /> {t('balance.payCode.brightness')}
      </p>
      {!online ? (
        <p className="pay-code__hint pay-code__hint--offline" role="status" data-testid="pay-code-offline">
          {t('balance.payCode.offline')}
        </p>
      ) : null}
    </div>
  );
}
