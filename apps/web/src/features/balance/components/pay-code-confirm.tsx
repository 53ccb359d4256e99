import type { PayCodeChargeOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useState } from 'react';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useCountdown } from '../../../lib/countdown/use-countdown.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { Price } from '../../../ui/price.tsx';
import { PayPasswordSheet, payPasswordRefusals, usePayPasswordStep } from '../../payment/index.ts';
import { useConfirmPayCodeCharge } from '../api/confirm-pay-code-charge.ts';
import { useDeclinePayCodeCharge } from '../api/decline-pay-code-charge.ts';

/**
 * A till's charge above the store's limit, waiting for the member (decision 034): the amount and the store, the
 * time left, and confirm (with the payment password on the keypad when the member has one) or decline.
 */
export function PayCodeConfirm({ charge }: { charge: PayCodeChargeOut }) {
  const t = useT();
  const confirmCharge = useConfirmPayCodeCharge();
  const declineCharge = useDeclinePayCodeCharge();
  const step = usePayPasswordStep<string>();
  const [busy, setBusy] = useState<'confirm' | 'decline' | null>(null);
  const left = useCountdown(charge.confirmBy);

  const confirm = async (payPassword?: string) => {
    setBusy('confirm');
    try {
      await confirmCharge(charge.chargeNo, payPassword);
      step.close();
    } catch (error) {
      if (payPassword !== undefined && isApiError(error) && payPasswordRefusals.has(error.code))
        step.refused(errorMessage(error));
      else {
        step.close();
        toast(errorMessage(error), { kind: 'error' });
      }
    } finally {
      setBusy(null);
    }
  };
  const decline = async () => {
    setBusy('decline');
    try {
      await declineCharge(charge.chargeNo);
      toast(t('balance.payCode.declined'), { kind: 'info' });
    } catch (error) {
      toast(errorMessage(error), { kind: 'error' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      className="pay-code-charge pay-code-charge--confirm card"
      aria-live="polite"
      data-testid="pay-code-confirm"
    >
      <h2 className="pay-code-charge__title">{t('balance.payCode.confirmTitle')}</h2>
      <p className="pay-code-charge__store">{charge.storeName}</p>
      <Price minor={toMinor(charge.amount)} size="lg" />
      <p className="pay-code-charge__hint">
        {t('balance.payCode.confirmLeft', { seconds: String(left.m * 60 + left.s) })}
      </p>
      <div className="pay-code-charge__actions">
        <Button
          variant="secondary"
          loading={busy === 'decline'}
          disabled={busy !== null}
          onClick={decline}
          data-testid="pay-code-decline"
        >
          {t('balance.payCode.decline')}
        </Button>
        <Button
          loading={busy === 'confirm' && step.draft === null}
          disabled={busy !== null}
          onClick={() => (charge.needsPassword ? step.ask(charge.chargeNo) : void confirm())}
          data-testid="pay-code-confirm-button"
        >
          {t('balance.payCode.confirm')}
        </Button>
      </div>
      {step.draft !== null ? (
        <PayPasswordSheet
          amount={toMinor(charge.amount)}
          busy={busy === 'confirm'}
          error={step.error}
          attempt={step.attempt}
          onComplete={(digits) => void confirm(digits)}
          onClose={step.close}
        />
      ) : null}
    </section>
  );
}
