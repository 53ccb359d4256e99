import type { CardValidity, MemberCardState, MyCardTab } from '@shop/contracts';
import { addCalendarDays, localDate, zonedMidnight } from '@shop/domain';

// A card's validity on the store's calendar (SPEC §3 validity modes, issue 29). Unlike a coupon's days, which are
// 24-hour spans from the instant it was issued (decision 030), a card's days are the store's calendar days: a
// 30-day pass bought at 21:00 is good through the 30th local day, whatever the UTC offset or a DST change between.

/** The store's midnight that ends the `days`-day span starting on the local day of `at` (that day is day 1). */
export function endOfLocalDays(at: Date, days: number, zone: string): Date {
  return zonedMidnight(addCalendarDays(localDate(at, zone), days), zone);
}

/**
 * The instants a card issued at `at` is valid between. Fixed dates: from the first day's 00:00 to the midnight after
 * the last, store time. Days from purchase: from `at` to the end of its last local day. Days from the first use:
 * from `at`, with no end until the card is first used (validUntil null; firstUseUntil sets it then).
 */
export function issuedValidity(
  validity: CardValidity,
  at: Date,
  zone: string,
): { validFrom: Date; validUntil: Date | null } {
  if (validity.mode === 'fixed') {
    return {
      validFrom: zonedMidnight(validity.startsOn, zone),
      validUntil: zonedMidnight(addCalendarDays(validity.endsOn, 1), zone),
    };
  }
  if (validity.from === 'firstUse') return { validFrom: at, validUntil: null };
  return { validFrom: at, validUntil: endOfLocalDays(at, validity.days, zone) };
}

/** The end a first use at `at` gives a card counted from its first use; null for any other validity. */
export function firstUseUntil(validity: CardValidity, at: Date, zone: string): Date | null {
  if (validity.mode !== 'days' || validity.from !== 'firstUse') return null;
  return endOfLocalDays(at, validity.days, zone);
}

/** Whether a product's fixed validity is over at `now`: it would issue cards already expired, so it is not sold. */
export function validityOver(validity: CardValidity, now: Date, zone: string): boolean {
  return validity.mode === 'fixed' && now >= zonedMidnight(addCalendarDays(validity.endsOn, 1), zone);
}

/** A valid card with less than this left shows as about to expire (as a coupon does). */
const EXPIRING_SOON_MS = 3 * 24 * 60 * 60 * 1000;

/** What a held card's row says of its life. */
export interface CardLifeFacts {
  status: 'valid' | 'used' | 'expired' | 'disabled' | 'refunded' | 'transferred';
  validFrom: Date;
  validUntil: Date | null;
}

/** The state a card shows at `now`: expiry and 'not yet' are read from its instants, never stored. */
export function cardState(c: CardLifeFacts, now: Date): MemberCardState {
  if (c.status !== 'valid') return c.status;
  const t = now.getTime();
  if (c.validUntil && t >= c.validUntil.getTime()) return 'expired';
  if (t < c.validFrom.getTime()) return 'notYetEffective';
  return c.validUntil && c.validUntil.getTime() - t <= EXPIRING_SOON_MS ? 'aboutToExpire' : 'valid';
}

/** The card list's tab a state is listed under. */
export function cardTab(state: MemberCardState): MyCardTab {
  if (state === 'used' || state === 'transferred') return 'used';
  if (state === 'expired' || state === 'disabled' || state === 'refunded') return 'expired';
  return 'usable';
}
