import type { Translate } from '../../../lib/i18n/i18n-context.tsx';

/** A privilege card's period in words: a month, a quarter (3 months), a year (12 months). */
export function periodWords(months: number, t: Translate): string {
  if (months === 12) return t('card.privilege.period.year');
  if (months === 3) return t('card.privilege.period.quarter');
  return t('card.privilege.period.month');
}
