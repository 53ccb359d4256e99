import type { SettlementPreviewOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { intlTag } from '../../../lib/i18n/locale.ts';
import { adjustmentId, adjustmentLabel } from '../../../ui/adjustment-label.ts';
import { keyed } from '../../../ui/keyed.ts';
import { CurrencyContext, Price } from '../../../ui/price.tsx';
import { saleSaving } from '../state/sale-saving.ts';

/**
 * The totals of SPEC §3 as the server computed them: original amount, what sale prices save, quantity, each
 * promotion, coupon and fee on its own line, to pay — each figure once, so the rows add up as printed.
 */
export function SettlementTotals({
  summary,
  adjustments = [],
}: {
  summary: SettlementPreviewOut['summary'];
  /** What changed the goods' total (promotions, coupons, a delivery fee), each on its own line. */
  adjustments?: SettlementPreviewOut['adjustments'];
}) {
  const t = useT();
  const { locale } = useLocale();
  const one = new Intl.PluralRules(intlTag(locale)).select(summary.quantity) === 'one';
  const currency = useContext(CurrencyContext);
  const saved = saleSaving(summary, adjustments);
  return (
    <section className="settle-card card" data-testid="settlement-totals">
      <dl className="settle-totals">
        <div className="settle-totals__row">
          <dt>{t('checkout.totalOriginal')}</dt>
          <dd data-testid="total-original">{formatMoney(toMinor(summary.originalAmount), currency)}</dd>
        </div>
        <div className="settle-totals__row">
          <dt>{t('checkout.totalSaleSaving')}</dt>
          <dd className={saved > 0 ? 'settle-totals__saving' : undefined} data-testid="total-discount">
            {saved > 0 ? `-${formatMoney(saved, currency)}` : formatMoney(0, currency)}
          </dd>
        </div>
        <div className="settle-totals__row">
          <dt>{t('checkout.totalQuantity')}</dt>
          <dd data-testid="total-quantity">
            {t(one ? 'checkout.unitsOne' : 'checkout.units', { count: summary.quantity })}
          </dd>
        </div>
        {keyed(adjustments, adjustmentId).map(({ key, item: a }) => (
          <div className="settle-totals__row" key={key}>
            <dt>{adjustmentLabel(t, a)}</dt>
            <dd data-testid={`total-${a.kind}`}>{formatMoney(toMinor(a.amount), currency)}</dd>
          </div>
        ))}
        <div className="settle-totals__row settle-totals__row--sum">
          <dt>{t('checkout.totalAmount')}</dt>
          <dd>
            <Price minor={toMinor(summary.amount)} size="md" />
          </dd>
        </div>
      </dl>
    </section>
  );
}
