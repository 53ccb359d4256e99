import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { Price } from '../../../ui/price.tsx';

interface SubmitBarProps {
  /** The preview's total (decimals); null while there is none. */
  amount: number | null;
  quantity: number;
  disabled: boolean;
  busy: boolean;
  onSubmit: () => void;
}

/** The bottom bar: what will be charged and the button that places the order. */
export function SubmitBar({ amount, quantity, disabled, busy, onSubmit }: SubmitBarProps) {
  const t = useT();
  return (
    <div className="submit-bar bottom-bar">
      <div className="submit-bar__total" aria-live="polite">
        <span className="submit-bar__label">{t('checkout.totalLabel', { count: quantity })}</span>
        <span data-testid="settlement-total">
          {amount === null ? '—' : <Price minor={toMinor(amount)} size="lg" />}
        </span>
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
