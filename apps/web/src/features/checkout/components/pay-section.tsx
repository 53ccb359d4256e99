import { PayCode } from '@shop/domain';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PayMethodPicker } from '../../payment/index.ts';
import type { Settlement } from '../state/use-settlement.ts';

/** The payment method card: the options with the default selection, or why there are none. */
export function PaySection({ s, balance }: { s: Settlement; balance: number }) {
  const t = useT();
  const { payInfo } = s;
  let body: ReactNode;
  if (payInfo.isPending && payInfo.fetchStatus !== 'idle') {
    body = <Skeleton height={48} radius={10} />;
  } else if (payInfo.isError && !payInfo.data) {
    body = (
      <div className="settle-pay-failed">
        <p>{errorMessage(payInfo.error)}</p>
        <Button size="sm" variant="secondary" onClick={() => void payInfo.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (s.split?.restNone && s.payCode !== PayCode.none) {
    // The chosen prepaid cards pay it all: nothing is left for a method to charge.
    body = (
      <p className="settle-note" data-testid="pay-not-needed">
        {t('checkout.payNotNeeded')}
      </p>
    );
  } else if (s.payCode === PayCode.none) {
    // A store offering only pay-at-store methods, beside a card: none is left, and the card is why.
    body = (
      <p className="settle-note">{t(s.atStoreHidden ? 'checkout.payAtStoreWithCard' : 'checkout.payNone')}</p>
    );
  } else {
    body = (
      <>
        <PayMethodPicker
          options={s.options}
          selected={s.payCode}
          onSelect={s.setPayCode}
          balance={{ amount: balance, short: s.balanceShort, shortNote: 'checkout.balanceShort' }}
          labelledBy="settle-pay-title"
          name="pay-option"
          look="rows"
        />
        {/* Cash and pay-after are left out while a card pays part: say why they are gone. */}
        {s.atStoreHidden ? (
          <p className="settle-note" data-testid="pay-at-store-hidden">
            {t('checkout.payAtStoreWithCard')}
          </p>
        ) : null}
      </>
    );
  }
  return (
    <section className="settle-card card" aria-labelledby="settle-pay-title">
      <h2 className="settle-card__title" id="settle-pay-title">
        {t('checkout.payMethods')}
      </h2>
      {body}
    </section>
  );
}
