import type { CardValidity, MemberCardOut, MemberCardState } from '@shop/contracts';
import { formatAmount } from '../../../lib/i18n/format.ts';
import type { Translate } from '../../../lib/i18n/i18n-context.tsx';

/** A date as the card shows it: a store-local day (YYYY-MM-DD) or an instant, on the store's calendar. */
export type DayFormat = (value: string) => string;

/** A card product's validity in words: its fixed dates, or how many days from the purchase or the first use. */
export function productValidity(validity: CardValidity, t: Translate, day: DayFormat): string {
  if (validity.mode === 'fixed')
    return t('card.validity.range', { from: day(validity.startsOn), to: day(validity.endsOn) });
  return t(validity.from === 'purchase' ? 'card.validity.purchase' : 'card.validity.firstUse', {
    days: validity.days,
  });
}

/**
 * The last day a held card is valid. Its `validUntil` is the instant it stops (the store's midnight after its last
 * day), so the day shown is the one just before; none yet when it counts from a first use still to come.
 */
export function heldValidity(card: Pick<MemberCardOut, 'validUntil'>, t: Translate, day: DayFormat): string {
  if (card.validUntil === null) return t('card.validity.fromFirstUse');
  const lastMoment = new Date(Date.parse(card.validUntil) - 1).toISOString();
  return t('card.validity.until', { date: day(lastMoment) });
}

/** A card can be shown at the counter (and is drawn in full colour) in these states. */
export function isUsable(state: MemberCardState): boolean {
  return state === 'valid' || state === 'aboutToExpire' || state === 'notYetEffective';
}

/** The mark beside a card's name: nothing for a plain valid one. */
export function stateMark(state: MemberCardState, t: Translate): string | null {
  return state === 'valid' ? null : t(`card.state.${state}`);
}

/** A signed amount for a money record: "+¥100.00", "−¥12.50". */
export function signedMoney(delta: number): string {
  const amount = formatAmount(Math.abs(delta));
  return delta > 0 ? `+${amount}` : delta < 0 ? `−${amount}` : amount;
}

/** A signed count for a record: "+10", "−1" (a true minus sign, as the ledgers print it). */
export function signedCount(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${Math.abs(delta)}` : '0';
}
