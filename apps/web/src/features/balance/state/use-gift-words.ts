import type { BalanceGiftOut, TopUpGiftItemOut } from '@shop/contracts';
import { useContext } from 'react';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';

/** What a top-up brings besides the money, spelled out: the balance gift and how it is paid, then each gift item. */
export interface Gifts {
  gift: BalanceGiftOut | null;
  items: readonly TopUpGiftItemOut[];
}

/** The words of a top-up's gifts, one line each (recharge cards, the result, payDetail). */
export function useGiftWords(): (gifts: Gifts) => string[] {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const item = (i: TopUpGiftItemOut): string => {
    const count = i.quantity;
    if (i.giftType === 1) return t('balance.gift.points', { count });
    if (i.giftType === 2) return t('balance.gift.coupon', { count, name: i.name });
    if (i.giftType === 5) return t('balance.gift.package', { count, name: i.name });
    return t('balance.gift.goods', { count, name: i.name });
  };
  return ({ gift, items }) => {
    const lines: string[] = [];
    if (gift) {
      const amount = formatAmount(gift.amount, currency);
      lines.push(
        gift.instalments > 1
          ? t('balance.gift.instalments', {
              amount,
              count: gift.instalments,
              every: t(`balance.gift.every.${gift.every}`),
            })
          : t('balance.gift.atOnce', { amount }),
      );
    }
    return [...lines, ...items.map(item)];
  };
}
