import type { SettlementPreviewOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useContext, useState } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import type { CouponChoice } from '../state/coupon-choice.ts';
import { CouponSheet } from './coupon-sheet.tsx';

/** What the applied coupons take off, minor units (their adjustments). */
function couponSaving(preview: SettlementPreviewOut): number {
  return -preview.adjustments
    .filter((a) => a.kind === 'coupon')
    .reduce((sum, a) => sum + toMinor(a.amount), 0);
}

/** The settlement's coupon row: what the coupons applied save, or how many could; a tap opens the picker. */
export function CouponSection({ preview, choice }: { preview: SettlementPreviewOut; choice: CouponChoice }) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const [open, setOpen] = useState(false);
  const { chosen, offers } = preview.coupons;
  const usable = offers.filter((o) => o.usable).length;
  const saving = couponSaving(preview);
  let value = t('checkout.couponsNone');
  if (chosen.length > 0) value = `-${formatMoney(saving, currency)}`;
  else if (usable > 0) value = t('checkout.couponsUsable', { count: usable });
  return (
    <section className="settle-card card">
      <button
        type="button"
        className="settle-row settle-coupon"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="coupon-open"
      >
        <span className="settle-row__label">{t('checkout.couponsTitle')}</span>
        <span
          className={`settle-coupon__value${chosen.length > 0 ? ' settle-coupon__value--saving' : ''}`}
          data-testid="coupon-value"
        >
          {value}
        </span>
      </button>
      {open ? (
        <CouponSheet offers={offers} chosen={chosen} choice={choice} onClose={() => setOpen(false)} />
      ) : null}
    </section>
  );
}
