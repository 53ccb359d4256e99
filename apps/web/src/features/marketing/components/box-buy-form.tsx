import type { BlindBoxDetailOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useId } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PayMethodPicker, PaymentKeypad } from '../../payment/index.ts';
import { blindBoxPath, useBoxBuy } from '../state/use-box-buy.ts';

const loginPath = '/subpackages/account/login';

/** Why the series cannot be bought now, as an error code the page translates; null when it can. */
function refusalOf(series: BlindBoxDetailOut): string | null {
  const now = Date.parse(series.serverTime);
  if (now < Date.parse(series.startsAt)) return 'BLIND_BOX_NOT_STARTED';
  if (now >= Date.parse(series.endsAt)) return 'BLIND_BOX_ENDED';
  if (series.remaining === 0) return 'BLIND_BOX_SOLD_OUT';
  if (series.buyLimit !== null && (series.drawn ?? 0) >= series.buyLimit) return 'BLIND_BOX_BUY_LIMIT';
  return null;
}

function MemberForm({ series }: { series: BlindBoxDetailOut }) {
  const t = useT();
  const ids = useId();
  const form = useBoxBuy(series, true);
  const refusal = refusalOf(series);
  const error = form.buy.error ?? (refusal ? t(`errors.${refusal}`, { Limit: series.buyLimit ?? 0 }) : null);
  return (
    <form className="bb-form" onSubmit={form.submit} data-testid="blind-box-buy-form">
      {refusal ? null : form.pay.pending ? (
        <Skeleton height={120} radius={12} />
      ) : (
        <section className="bb-section">
          <h2 className="bb-section__title" id={`${ids}-methods`}>
            {t('marketing.blindBox.payWith')}
          </h2>
          <PayMethodPicker
            options={form.pay.options}
            selected={form.pay.chosen?.Code ?? null}
            onSelect={form.pay.setMethod}
            balance={{
              amount: form.pay.balance,
              short: form.pay.short,
              shortNote: 'marketing.blindBox.balanceShort',
            }}
            labelledBy={`${ids}-methods`}
            name="blind-box-pay-method"
            look="cards"
          />
        </section>
      )}
      {error ? (
        <p className="bb-error" role="alert" data-testid="blind-box-error">
          {error}
        </p>
      ) : null}
      <div className="bb-bar">
        <Price minor={toMinor(series.price)} size="md" />
        <Button
          type="submit"
          size="lg"
          loading={form.buy.busy}
          disabled={refusal !== null || form.pay.chosen === null}
          data-testid="blind-box-buy"
        >
          {t('marketing.blindBox.open')}
        </Button>
      </div>
      <PaymentKeypad step={form.buy} amount={toMinor(series.price)} />
    </form>
  );
}

/** The foot of a series' page: a member buys a box there; a guest is asked to log in first (SPEC §6). */
export function BoxBuyForm({ series }: { series: BlindBoxDetailOut }) {
  const t = useT();
  const { isLoggedIn } = useSession();
  if (isLoggedIn) return <MemberForm series={series} />;
  return (
    <div className="bb-bar">
      <Price minor={toMinor(series.price)} size="md" />
      <Button
        size="lg"
        onClick={() => navigate(loginPath, { redirect: `${blindBoxPath}?id=${series.id}` })}
        data-testid="blind-box-login"
      >
        {t('marketing.blindBox.logInToBuy')}
      </Button>
    </div>
  );
}
