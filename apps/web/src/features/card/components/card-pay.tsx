import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { type KeypadStep, PayMethodPicker, PaymentKeypad } from '../../payment/index.ts';
import type { CardPay } from '../state/use-card-pay.ts';

/**
 * The methods to pick from under their title (a skeleton while the pay info loads); in a section of its own on the
 * buy pages (`section`), inside the form's section on the top-up page.
 */
export function CardPayMethods({
  pay,
  titleId,
  name,
  section = false,
}: {
  pay: CardPay;
  titleId: string;
  name: string;
  section?: boolean;
}) {
  const t = useT();
  if (pay.pending) return <Skeleton height={120} radius={12} />;
  const methods = (
    <>
      <h2 className="card-section__title" id={titleId}>
        {t('card.buy.payWith')}
      </h2>
      <PayMethodPicker
        options={pay.options}
        selected={pay.chosen?.Code ?? null}
        onSelect={pay.setMethod}
        balance={{ amount: pay.balance, short: pay.short, shortNote: 'card.buy.balanceShort' }}
        labelledBy={titleId}
        name={name}
        look="cards"
      />
    </>
  );
  return section ? <section className="card-section">{methods}</section> : methods;
}

/**
 * The foot of a card's buy form: why it cannot be bought or what paying said, then the bar with the price and the
 * buy button (kept above the keyboard by the page's card-page--bar), and the keypad when balance asks for it.
 */
export function CardBuyFoot({
  price,
  step,
  error,
  disabled,
}: {
  /** Decimals. */
  price: number;
  step: KeypadStep & { error: string | null };
  error: string | null;
  disabled: boolean;
}) {
  const t = useT();
  return (
    <>
      {step.error || error ? (
        <p className="card-error" role="alert" data-testid="card-buy-error">
          {step.error ?? error}
        </p>
      ) : null}
      <div className="card-bar">
        <Price minor={toMinor(price)} size="md" />
        <Button type="submit" size="lg" loading={step.busy} disabled={disabled} data-testid="card-buy">
          {t('card.buy.buyNow')}
        </Button>
      </div>
      <PaymentKeypad step={step} amount={toMinor(price)} />
    </>
  );
}
