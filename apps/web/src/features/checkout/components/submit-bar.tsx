import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { CurrencyContext, Price } from '../../../ui/price.tsx';

interface SubmitBarProps {
  /** The preview's total (decimals); null while there is none. */
  amount: number | null;
  /** What chosen prepaid cards pay of it (decimals, decision 061): the bar then shows the rest, and the cards' part. */
  cardsPay?: number;
  quantity: number;
  disabled: boolean;
  busy: boolean;
  onSubmit: () => void;
}

/** The bottom bar: what will be charged and the button that places the order. */
export function SubmitBar({ amount, cardsPay, quantity, disabled, busy, onSubmit }: SubmitBarProps) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const carded = amount !== null && cardsPay !== undefined && toMinor(cardsPay) > 0;
  // What the pay method charges: the amount less the cards' part (never below nothing).
  const charged = amount === null ? null : Math.max(0, toMinor(amount) - (carded ? toMinor(cardsPay!) : 0));
  return (
    <div className="submit-bar bottom-bar">
      <div className="submit-bar__total" aria-live="polite">
        <span className="submit-bar__label">{t('checkout.totalLabel', { count: quantity })}</span>
        <span data-testid="settlement-total">
          {charged === null ? '—' : <Price minor={charged} size="lg" />}
        </span>
        {carded ? (
          <span className="submit-bar__cards" data-testid="settlement-cards-pay">
            {t('checkout.cardsPart', { amount: formatMoney(toMinor(cardsPay!), currency) })}
          </span>
        ) : null}
      </div>
      <Button
        className="submit-bar__button"
        size="lg"
        onClick={onSubmit}
        disabled={disabled}
        loading={busy}
        data-testid="settle-submit"
      >
        {t('checkout.submit')}
      </Button>
    </div>
  );
}
