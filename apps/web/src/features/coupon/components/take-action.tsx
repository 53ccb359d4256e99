import type { CouponTakeRefusal, CouponTemplateOut } from '@shop/contracts';
import { useContext } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Link } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { minePath, mineQuery } from '../state/coupon-paths.ts';

/** Refusals that mean "you have yours already": the card says Claimed and leads to My coupons. */
const haveIt: ReadonlySet<CouponTakeRefusal> = new Set([
  'COUPON_ALREADY_CLAIMED',
  'COUPON_CLAIM_LIMIT',
  'COUPON_BUY_LIMIT',
]);
/** Refusals that mean nobody can take it any more. */
const gone: ReadonlySet<CouponTakeRefusal> = new Set([
  'COUPON_SOLD_OUT',
  'COUPON_FULLY_CLAIMED',
  'COUPON_ENDED',
]);

interface TakeActionProps {
  template: CouponTemplateOut;
  busy: boolean;
  onTake: () => void;
  /** sm on a ticket in a list; lg in the bar of the template's page. */
  size?: 'sm' | 'lg';
}

/**
 * A centre card's action: Claim (free) or Buy with its price; once the member has theirs, Claimed and a way to
 * them; sold out or ended, All gone; otherwise why they cannot take it (new members only, level…). A guest sees
 * Claim and is asked to log in (the reason NOT_LOGGED_IN).
 */
export function TakeAction({ template, busy, onTake, size = 'sm' }: TakeActionProps) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const reason = template.reason;
  if (template.canTake || reason === 'NOT_LOGGED_IN') {
    const priced = template.price > 0;
    return (
      <Button size={size} loading={busy} onClick={onTake} data-testid={`coupon-take-${template.id}`}>
        {priced
          ? t('coupon.centre.buyFor', { price: formatAmount(template.price, currency) })
          : t('coupon.centre.claim')}
        <span className="visually-hidden"> {template.name}</span>
      </Button>
    );
  }
  if (reason && haveIt.has(reason)) {
    return (
      <>
        <span className="coupon-card__note" data-testid={`coupon-claimed-${template.id}`}>
          {t('coupon.centre.claimed')}
        </span>
        <Link to={minePath} query={mineQuery} className="coupon-link touch-44">
          {t('coupon.mine.use')}
          <span className="visually-hidden"> {template.name}</span>
        </Link>
      </>
    );
  }
  return (
    <span className="coupon-card__note" data-testid={`coupon-refusal-${template.id}`}>
      {reason && gone.has(reason) ? t('coupon.centre.soldOut') : reason ? t(`errors.${reason}`) : null}
    </span>
  );
}
