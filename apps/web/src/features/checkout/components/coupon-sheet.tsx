import type { CouponOfferOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useContext, useId, useState } from 'react';
import { formatDate, formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { BottomSheet } from '../../../ui/bottom-sheet.tsx';
import { Button } from '../../../ui/button.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import type { CouponChoice } from '../state/coupon-choice.ts';
import { useCouponReason } from './coupon-reason.ts';
import './coupon-sheet.css';

/**
 * The coupons ticked after a tap on `offer`: a coupon that goes alone (not stackable) replaces the others, and one
 * that stacks drops a lone one (the server decides all the same, decision 031).
 */
export function toggled(ticked: number[], offer: CouponOfferOut, offers: CouponOfferOut[]): number[] {
  if (ticked.includes(offer.id)) return ticked.filter((id) => id !== offer.id);
  if (!offer.rule.stackable) return [offer.id];
  const stacking = ticked.filter((id) => offers.find((o) => o.id === id)?.rule.stackable);
  return [...stacking, offer.id];
}

function CouponRow({
  offer,
  ticked,
  onToggle,
}: {
  offer: CouponOfferOut;
  ticked: boolean;
  onToggle: () => void;
}) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const id = useId();
  const until = formatDate(offer.validUntil, 'short');
  const reason = useCouponReason()(offer);
  return (
    <li
      className={`coupon-row${offer.usable ? '' : ' coupon-row--greyed'}`}
      data-testid={`coupon-${offer.id}`}
    >
      <input
        id={id}
        type="checkbox"
        className="coupon-row__tick"
        checked={ticked}
        disabled={!offer.usable}
        onChange={onToggle}
        aria-describedby={`${id}-note`}
      />
      <label htmlFor={id} className="coupon-row__text">
        <span className="coupon-row__name">{offer.name}</span>
        <span className="coupon-row__note" id={`${id}-note`}>
          {offer.usable
            ? t('checkout.couponSaves', { amount: formatMoney(toMinor(offer.saving), currency), date: until })
            : reason}
        </span>
      </label>
    </li>
  );
}

/**
 * The coupon picker (SPEC §7 GetAvailableCoupons / applydiscount / ApplyCouponCode): the member's coupons for this
 * settlement, the usable ones to tick (those applied ticked), the others greyed with the reason, and a typed code.
 */
export function CouponSheet({
  offers,
  chosen,
  choice,
  onClose,
}: {
  offers: CouponOfferOut[];
  chosen: number[];
  choice: CouponChoice;
  onClose: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const [ticked, setTicked] = useState(chosen);
  const [code, setCode] = useState('');
  const apply = async (send: () => Promise<boolean>) => {
    if (await send()) onClose();
  };
  return (
    <BottomSheet labelledBy={titleId} onClose={onClose} block="coupon-sheet" testId="coupon-sheet">
      <h2 className="coupon-sheet__title" id={titleId}>
        {t('checkout.couponsTitle')}
      </h2>
      <div className="coupon-sheet__body">
        {offers.length === 0 ? <p className="settle-note">{t('checkout.couponsNone')}</p> : null}
        <ul className="coupon-sheet__list">
          {offers.map((offer) => (
            <CouponRow
              key={offer.id}
              offer={offer}
              ticked={ticked.includes(offer.id)}
              onToggle={() => setTicked(toggled(ticked, offer, offers))}
            />
          ))}
        </ul>
        <form
          className="coupon-sheet__code"
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) void apply(() => choice.applyCode(code.trim(), ticked));
          }}
        >
          <input
            className="settle-input coupon-sheet__code-input"
            value={code}
            maxLength={40}
            onChange={(e) => setCode(e.target.value)}
            placeholder={t('checkout.couponCodePlaceholder')}
            aria-label={t('checkout.couponCode')}
            data-testid="coupon-code"
          />
          <Button type="submit" size="sm" variant="secondary" disabled={!code.trim() || choice.busy}>
            {t('checkout.couponCodeApply')}
          </Button>
        </form>
      </div>
      <div className="coupon-sheet__foot">
        <Button
          variant="secondary"
          disabled={choice.busy}
          onClick={() => void apply(() => choice.choose([]))}
        >
          {t('checkout.couponsNoneUse')}
        </Button>
        <Button
          disabled={choice.busy}
          onClick={() => void apply(() => choice.choose(ticked))}
          data-testid="coupon-confirm"
        >
          {t('common.confirm')}
        </Button>
      </div>
    </BottomSheet>
  );
}
