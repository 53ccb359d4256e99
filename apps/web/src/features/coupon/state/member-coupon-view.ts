import type { MemberCouponOut, MemberCouponState } from '@shop/contracts';
import type { Translate } from '../../../lib/i18n/i18n-context.tsx';

/** The states a coupon is still the member's to use in (the usable tab), and those shown greyed. */
const usableStates: ReadonlySet<MemberCouponState> = new Set([
  'notYetEffective',
  'valid',
  'aboutToExpire',
  'reserved',
]);

export function isUsable(state: MemberCouponState): boolean {
  return usableStates.has(state);
}

export interface Mark {
  text: string;
  tone: 'warn' | 'info';
}

/**
 * The marks a held coupon carries (SPEC §4): about to expire, not yet effective, held by an order, given away or
 * disabled. Used and expired need none: their tab says it.
 */
export function stateMarks(state: MemberCouponState, t: Translate): Mark[] {
  if (state === 'valid' || state === 'used' || state === 'expired') return [];
  return [{ text: t(`coupon.state.${state}`), tone: state === 'aboutToExpire' ? 'warn' : 'info' }];
}

/** validUntil is exclusive (the first instant it no longer works): the last day it works is the day before it. */
export function lastValidInstant(validUntil: string): Date {
  return new Date(Date.parse(validUntil) - 1);
}

/** The date line of a held coupon: from when (not yet valid), until when, when it was used or ran out. */
export function dateLine(
  coupon: Pick<MemberCouponOut, 'state' | 'validFrom' | 'validUntil' | 'usedAt'>,
  t: Translate,
  date: (value: Date | string) => string,
): string | null {
  switch (coupon.state) {
    case 'notYetEffective':
      return t('coupon.mine.validFrom', { date: date(coupon.validFrom) });
    case 'used':
      return coupon.usedAt ? t('coupon.mine.usedOn', { date: date(coupon.usedAt) }) : t('coupon.state.used');
    case 'expired':
      return t('coupon.mine.expiredOn', { date: date(lastValidInstant(coupon.validUntil)) });
    case 'transferred':
    case 'disabled':
      return null;
    default:
      return t('coupon.mine.validUntil', { date: date(lastValidInstant(coupon.validUntil)) });
  }
}
