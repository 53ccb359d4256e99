import type { CouponOfferOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useContext } from 'react';
import { formatMoney } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { TextKey } from '../../../lib/i18n/messages.ts';
import { CurrencyContext } from '../../../ui/price.tsx';

/** Why a weighed coupon cannot go on this order, in the reader's words ('' when it can). */
export function useCouponReason(): (offer: CouponOfferOut) => string {
  const t = useT();
  const currency = useContext(CurrencyContext);
  return (offer) =>
    offer.reason
      ? t(`checkout.couponReason.${offer.reason}` as TextKey, {
          amount: formatMoney(toMinor(offer.shortBy), currency),
        })
      : '';
}
