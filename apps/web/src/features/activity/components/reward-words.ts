import { formatMoney, type GiftItem, translatedField } from '@shop/domain';
import type { Translate } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';

/** One gift item of an invite reward in words: "¥5.00 balance", "100 points", "2 coupons", "Latte × 2". */
export function rewardWords(item: GiftItem, t: Translate, locale: Locale): string {
  switch (item.giftType) {
    case 0:
      return t('activity.reward.balance', { amount: formatMoney(item.quantity) });
    case 1:
      return t('activity.reward.points', { points: item.quantity });
    case 2:
      return t('activity.reward.coupons', { count: item.quantity });
    case 5:
      return t('activity.reward.package', { count: item.quantity });
    default: {
      const name = translatedField(item.giftInfo.name, item.giftInfo.translations, 'name', locale);
      return t('activity.reward.named', { name, count: item.quantity });
    }
  }
}

/** A reward's items in one line. */
export function rewardLine(items: readonly GiftItem[], t: Translate, locale: Locale): string {
  return items.map((item) => rewardWords(item, t, locale)).join(' · ');
}
