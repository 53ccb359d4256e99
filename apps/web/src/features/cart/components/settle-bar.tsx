import type { CartSummary } from '@shop/domain';
import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { CurrencyContext, Price } from '../../../ui/price.tsx';
import { SelectBox } from './select-box.tsx';

interface SettleBarProps {
  summary: CartSummary;
  allSelected: boolean;
  canSelect: boolean;
  onSelectAll: (selected: boolean) => void;
  onSettle: () => void;
  busy: boolean;
  /** The tab bar is hidden (hideTab=true): the bar sits on the bottom edge. */
  flush: boolean;
  /** What the selected lines lack of the store's minimum order (minor units; 0 when met). */
  shortfall: number;
}

/**
 * The bottom bar: select-all, the total with what sale prices save, and the settle button — disabled, saying how
 * much is missing, while the selected lines are below the store's minimum order.
 */
export function SettleBar({
  summary,
  allSelected,
  canSelect,
  onSelectAll,
  onSettle,
  busy,
  flush,
  shortfall,
}: SettleBarProps) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const saved = toMinor(summary.discountedPrice);
  return (
    <div className={`settle-bar bottom-bar${flush ? ' settle-bar--flush' : ''}`} data-testid="settle-bar">
      <SelectBox
        checked={allSelected}
        disabled={!canSelect}
        onChange={onSelectAll}
        label={t('cart.selectAll')}
        text={t('cart.selectAllShort')}
      />
      <div className="settle-bar__total" aria-live="polite">
        <div className="settle-bar__amount">
          <span className="settle-bar__label">{t('cart.total')}</span>
          <Price minor={toMinor(summary.amount)} size="md" />
        </div>
        {saved > 0 ? (
          <span className="settle-bar__saved">
            {t('cart.saved', { amount: formatMoney(saved, currency) })}
          </span>
        ) : null}
      </div>
      <Button
        className="settle-bar__button"
        onClick={onSettle}
        loading={busy}
        disabled={shortfall > 0}
        data-testid="settle-button"
      >
        {shortfall > 0
          ? t('cart.moreToOrder', { amount: formatMoney(shortfall, currency) })
          : t('cart.settle', { count: summary.quantity })}
      </Button>
    </div>
  );
}
