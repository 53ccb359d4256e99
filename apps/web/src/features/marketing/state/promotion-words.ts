import type { PromotionOut } from '@shop/contracts';
import { hasWindow, isSelected, linePromotionTypes, localClock, windowRefusal } from '@shop/domain';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import type { Translate } from '../../../lib/i18n/i18n-context.tsx';
import { intlTag, type Locale } from '../../../lib/i18n/locale.ts';
import { currentLocale } from '../../../lib/i18n/messages.ts';

// How a promotion reads to the shopper: its short badge, its figures and its conditions, in the active language.
// Only the web words promotions; the server sends figures (decision 032).

/**
 * How a language states a discount of `rate` percent paid: Chinese by the tenths paid (80 → 8折, 85 → 8.5折),
 * the others by the percent taken off (80 → 20% off). The catalogues' texts take it as {cut}.
 */
export function discountCut(rate: number, locale: Locale): string {
  return locale.startsWith('zh') ? String(rate / 10) : String(100 - rate);
}

const money = (amount: number) => formatAmount(amount);

/** Whether a promotion covers a product: a combo by its items, the others by their product selection. */
export function coversProduct(p: PromotionOut, productId: number, categoryId: number | null): boolean {
  if (p.t === 'PromotionCombo') return p.comboItems.some((item) => item.productId === productId);
  return isSelected(p.products, productId, categoryId);
}

/**
 * Whether a promotion runs at this instant on the store's clock: within its span, its weekdays and its hours (who
 * it is for — levels, new members — is the engine's to judge at the order).
 */
export function isRunning(p: PromotionOut, at: Date, timeZone: string): boolean {
  const time = at.getTime();
  if (time < Date.parse(p.startsAt) || time >= Date.parse(p.endsAt)) return false;
  return !hasWindow(p) || windowRefusal(p, localClock(at, timeZone)) === null;
}

/** A promotion that changes a line's price (shown on product cards); the others act on the whole order. */
export function isLinePromotion(p: PromotionOut): boolean {
  return (linePromotionTypes as readonly string[]).includes(p.t);
}

function rateParams(rate: number) {
  return { cut: discountCut(rate, currentLocale()) };
}

/** The few words of a badge: "20% off", "第2件5折", "满50减8". */
export function badgeText(p: PromotionOut, t: Translate): string {
  const tier = p.tiers[0];
  switch (p.t) {
    case 'PromotionProductDiscount':
      return t('marketing.promotions.badge.discount', rateParams(p.rate ?? 100));
    case 'PromotionSecondProductHalfPrice':
      return p.rate === 0
        ? t('marketing.promotions.badge.nthFree', { nth: p.nth ?? 2 })
        : t('marketing.promotions.badge.nth', { nth: p.nth ?? 2, ...rateParams(p.rate ?? 50) });
    case 'PromotionGradientDiscount':
      return t('marketing.promotions.badge.gradient');
    case 'PromotionCombo':
      return t('marketing.promotions.badge.combo', { price: money(p.comboPrice ?? 0) });
    case 'PromotionCashBack':
      return t('marketing.promotions.badge.cashBack', {
        off: money(tier?.off ?? 0),
        threshold: money(tier?.threshold ?? 0),
      });
    case 'PromotionGift':
      return t('marketing.promotions.badge.gift', { amount: money(p.requireAmount ?? 0) });
    case 'PromotionProductRedemption':
      return t('marketing.promotions.badge.redemption', { price: money(p.product?.price ?? 0) });
  }
}

function tierLines(p: PromotionOut, t: Translate): string[] {
  return p.tiers.map((tier) => {
    if (p.t === 'PromotionCashBack') {
      const key = p.repeat ? 'cashBackRepeat' : 'cashBack';
      return t(`marketing.promotions.line.${key}`, {
        off: money(tier.off ?? 0),
        threshold: money(tier.threshold),
      });
    }
    const rate = rateParams(tier.rate ?? 100);
    return p.tierBy === 'amount'
      ? t('marketing.promotions.line.gradientAmount', { threshold: money(tier.threshold), ...rate })
      : t('marketing.promotions.line.gradientQuantity', { threshold: tier.threshold, ...rate });
  });
}

/** What a promotion gives, line by line ("Pay 80% of the price", "满50减8", a combo's items). */
export function figureLines(p: PromotionOut, t: Translate): string[] {
  const product = p.product;
  switch (p.t) {
    case 'PromotionProductDiscount': {
      const lines = [t('marketing.promotions.line.discount', rateParams(p.rate ?? 100))];
      if (p.unitLimit !== null) lines.push(t('marketing.promotions.line.unitLimit', { n: p.unitLimit }));
      return lines;
    }
    case 'PromotionSecondProductHalfPrice':
      return [t('marketing.promotions.line.nth', { nth: p.nth ?? 2, ...rateParams(p.rate ?? 50) })];
    case 'PromotionCashBack':
    case 'PromotionGradientDiscount': {
      const lines = tierLines(p, t);
      if (p.maxBack !== null)
        lines.push(t('marketing.promotions.line.maxBack', { amount: money(p.maxBack) }));
      return lines;
    }
    case 'PromotionProductRedemption':
      return product
        ? [
            t('marketing.promotions.line.redemption', {
              amount: money(p.requireAmount ?? 0),
              name: product.name,
              price: money(product.price),
              listPrice: money(product.listPrice),
            }),
          ]
        : [];
    case 'PromotionGift':
      return product
        ? [
            t('marketing.promotions.line.gift', {
              amount: money(p.requireAmount ?? 0),
              name: product.name,
              quantity: product.quantity,
            }),
          ]
        : [];
    case 'PromotionCombo':
      return [
        t('marketing.promotions.line.combo', { price: money(p.comboPrice ?? 0) }),
        ...p.comboItems.map((item) =>
          item.name
            ? t('marketing.promotions.line.comboItem', { quantity: item.quantity, name: item.name })
            : t('marketing.promotions.line.comboItemGone', { quantity: item.quantity }),
        ),
      ];
  }
}

/** Weekday names (1 = Monday … 7 = Sunday) in the reader's language, joined as a list. */
function weekdayList(days: readonly number[], locale: Locale): string {
  const names = new Intl.DateTimeFormat(intlTag(locale), { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  const words = days.map((day) => names.format(new Date(Date.UTC(2024, 0, day))));
  return new Intl.ListFormat(intlTag(locale), { style: 'long', type: 'conjunction' }).format(words);
}

/** When and for whom: days, hours, the span, new members, levels, and whether coupons join it. */
export function conditionLines(p: PromotionOut, t: Translate, locale: Locale, now: Date): string[] {
  const lines: string[] = [];
  if (p.weekdays.length > 0 && p.weekdays.length < 7)
    lines.push(t('marketing.promotions.cond.days', { days: weekdayList(p.weekdays, locale) }));
  for (const slot of p.timeSlots) lines.push(t('marketing.promotions.cond.hours', slot));
  if (Date.parse(p.startsAt) > now.getTime())
    lines.push(t('marketing.promotions.cond.starts', { date: formatDate(p.startsAt, 'short', { locale }) }));
  lines.push(t('marketing.promotions.cond.until', { date: formatDate(p.endsAt, 'short', { locale }) }));
  if (p.newMembersOnly) lines.push(t('marketing.promotions.cond.newMembers'));
  if (p.levelIds.length > 0) lines.push(t('marketing.promotions.cond.levels'));
  lines.push(
    t(
      p.stackableWithCoupons
        ? 'marketing.promotions.cond.stackable'
        : 'marketing.promotions.cond.notStackable',
    ),
  );
  return lines;
}
