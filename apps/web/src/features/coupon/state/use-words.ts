import type { RuleNamesOut } from '@shop/contracts';
import { useContext, useMemo } from 'react';
import { formatDate, formatMoney } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { intlTag, type Locale } from '../../../lib/i18n/locale.ts';
import { CurrencyContext } from '../../../ui/price.tsx';
import { noNames, type RuleNames, rateFigure, type WordsContext } from './rule-words.ts';

/** 1 January 2024 was a Monday: ISO weekday n is 2024-01-0n. */
function weekdayNamer(locale: Locale): (isoDay: number) => string {
  const format = new Intl.DateTimeFormat(intlTag(locale), { weekday: 'short', timeZone: 'UTC' });
  return (isoDay) => format.format(new Date(Date.UTC(2024, 0, isoDay)));
}

/** A calendar day (YYYY-MM-DD) as that day wherever the reader is; an instant in the reader's zone. */
function shortDate(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? formatDate(`${value}T00:00:00Z`, 'short', { timeZone: 'UTC' })
    : formatDate(value, 'short');
}

/** The names a coupon answer carries (RuleNamesOut) as the words look them up. */
export function toRuleNames(names: RuleNamesOut | undefined): RuleNames {
  if (!names) return noNames;
  return {
    products: new Map(names.products.map((p) => [p.id, p.name])),
    categories: new Map(names.categories.map((c) => [c.id, c.name])),
  };
}

/** The words' context in the reader's language and the store's currency. */
export function useWords(names?: RuleNamesOut): WordsContext {
  const t = useT();
  const { locale } = useLocale();
  const symbol = useContext(CurrencyContext);
  return useMemo(
    () => ({
      t,
      money: (minor: number) => formatMoney(minor, symbol),
      weekday: weekdayNamer(locale),
      rate: (rate: number) => rateFigure(rate, locale.startsWith('zh')),
      date: shortDate,
      names: toRuleNames(names),
    }),
    [t, locale, symbol, names],
  );
}
