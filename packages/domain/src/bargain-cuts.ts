import type { Minor } from './money.ts';

/**
 * The bargain of SPEC §1/§4 (issue 30) as pure arithmetic: a member's price falls from `price` to `floor` as other
 * members cut it, each cut drawn on the server between the store's `minCut` and `maxCut`, so that the floor is
 * reached exactly at the last of the store's `helpers`. Decision 067: because the settings are validated so that
 * helpers × minCut ≤ price − floor ≤ helpers × maxCut, every cut can stay inside [minCut, maxCut] — the last one
 * included — while keeping the rest reachable; no short final cut is needed and none is made. Reaching the floor
 * earlier would take a cut below minCut or leave a gap the remaining helpers cannot fill, so the floor is never
 * reached before the last helper (the store's "helpers" is the number of friends the bargain asks for).
 */

/** A bargain's settings, snapshotted on the bargain when it starts so a later edit never changes a running one. */
export interface BargainSettings {
  /** The product's price when the bargain starts. */
  price: Minor;
  /** The lowest price the bargain reaches. */
  floor: Minor;
  /** How many helpers (each once, not the starter) cut the price to the floor. */
  helpers: number;
  minCut: Minor;
  maxCut: Minor;
}

/** The setting a store got wrong, and how. */
export type BargainSettingsProblem =
  | { field: 'price'; reason: 'not_positive' }
  | { field: 'floor'; reason: 'negative' | 'not_below_price' }
  | { field: 'helpers'; reason: 'not_positive' }
  | { field: 'minCut'; reason: 'not_positive' | 'too_big_for_helpers' }
  | { field: 'maxCut'; reason: 'below_min_cut' | 'too_small_for_helpers' };

/** Any figure here must be a whole number (minor units, people). */
function whole(n: number, min: number): boolean {
  return Number.isSafeInteger(n) && n >= min;
}

/**
 * Why a store's bargain settings cannot work (null when they can): the figures whole and positive, the floor below
 * the price, and the span price − floor coverable by `helpers` cuts of [minCut, maxCut] — at least helpers × minCut
 * (or the floor is passed before the last helper) and at most helpers × maxCut (or it is never reached).
 */
export function bargainSettingsProblem(s: BargainSettings): BargainSettingsProblem | null {
  if (!whole(s.price, 1)) return { field: 'price', reason: 'not_positive' };
  if (!whole(s.floor, 0)) return { field: 'floor', reason: 'negative' };
  if (s.floor >= s.price) return { field: 'floor', reason: 'not_below_price' };
  if (!whole(s.helpers, 1)) return { field: 'helpers', reason: 'not_positive' };
  if (!whole(s.minCut, 1)) return { field: 'minCut', reason: 'not_positive' };
  if (!whole(s.maxCut, s.minCut)) return { field: 'maxCut', reason: 'below_min_cut' };
  const span = s.price - s.floor;
  if (s.helpers * s.minCut > span) return { field: 'minCut', reason: 'too_big_for_helpers' };
  if (s.helpers * s.maxCut < span) return { field: 'maxCut', reason: 'too_small_for_helpers' };
  return null;
}

/** A random whole number in [a, b], both included. On the server: `(a, b) => crypto.randomInt(a, b + 1)`. */
export type RandomInRange = (a: number, b: number) => number;

/** Where a running bargain stands: what is still to cut to the floor and how many helpers have cut. */
export interface BargainProgress {
  remaining: Minor;
  helpersSoFar: number;
}

/**
 * The range the next cut may be drawn from: inside [minCut, maxCut], leaving no more than the helpers after it can
 * cut at most and no less than they must cut at least; the last helper cuts exactly what is left. Outside that
 * invariant (settings never validated), the plain bounds clamped to what is left, the last helper landing on the
 * floor whatever it takes.
 */
export function nextCutRange(s: BargainSettings, p: BargainProgress): [Minor, Minor] {
  const left = s.helpers - p.helpersSoFar;
  if (p.remaining <= 0 || left <= 0) return [0, 0];
  if (left === 1) return [p.remaining, p.remaining];
  const after = left - 1;
  const lo = Math.max(s.minCut, p.remaining - after * s.maxCut);
  const hi = Math.min(s.maxCut, p.remaining - after * s.minCut);
  if (lo <= hi) return [lo, hi];
  return [Math.min(s.minCut, p.remaining), Math.min(s.maxCut, p.remaining)];
}

/** A drawn cut and where it leaves the bargain. */
export interface BargainCut {
  cut: Minor;
  remaining: Minor;
  /** The floor is reached with this cut: the bargain succeeded and takes no more helpers. */
  reachedFloor: boolean;
}

/**
 * Draws the next helper's cut from `random` within {@link nextCutRange}; 0 once the floor is reached or every
 * helper has cut. Throws on a random source that answers outside the range it was asked for (a bug, not a draw).
 */
export function drawCut(s: BargainSettings, p: BargainProgress, random: RandomInRange): BargainCut {
  const [lo, hi] = nextCutRange(s, p);
  const cut = lo === hi ? lo : random(lo, hi);
  if (!Number.isSafeInteger(cut) || cut < lo || cut > hi) {
    throw new RangeError(`random source gave ${cut} outside [${lo}, ${hi}]`);
  }
  const remaining = Math.max(0, p.remaining) - cut;
  return { cut, remaining, reachedFloor: remaining === 0 };
}

/** What the starter pays if they buy now: the floor plus what is still to cut (never below the floor). */
export function bargainPrice(s: BargainSettings, remaining: Minor): Minor {
  return s.floor + Math.max(0, Math.min(remaining, s.price - s.floor));
}

/** SPEC §4 bargain statuses, and 'ended' for one past its deadline short of the floor. */
export type BargainStatus = 'in_progress' | 'success' | 'ended';

/** A bargain's status at `now`: success once the floor is reached (it stays so), else ended at its deadline. */
export function bargainStatus(remaining: Minor, endsAt: Date, now: Date): BargainStatus {
  if (remaining <= 0) return 'success';
  return now.getTime() >= endsAt.getTime() ? 'ended' : 'in_progress';
}

/** Why a member may not cut this bargain, by catalogue code (the server adds them), or null when they may. */
export type BargainHelpRefusal =
  | 'NOT_LOGGED_IN'
  | 'BARGAIN_OWN'
  | 'BARGAIN_ALREADY_HELPED'
  | 'BARGAIN_FLOOR_REACHED'
  | 'BARGAIN_ENDED';

/** The facts a help request is judged on; the server's unique (bargain, helper) row is what makes "once" hold. */
export interface BargainHelpFacts {
  starterId: number;
  /** null for a guest (SPEC §6: guests are asked to log in). */
  helperId: number | null;
  alreadyHelped: boolean;
  remaining: Minor;
  endsAt: Date;
}

/** Whether `helperId` may cut at `now`: logged in, not the starter, not twice, floor not reached, before the deadline. */
export function bargainHelpRefusal(f: BargainHelpFacts, now: Date): BargainHelpRefusal | null {
  if (f.helperId === null) return 'NOT_LOGGED_IN';
  if (f.helperId === f.starterId) return 'BARGAIN_OWN';
  if (f.alreadyHelped) return 'BARGAIN_ALREADY_HELPED';
  const status = bargainStatus(f.remaining, f.endsAt, now);
  if (status === 'success') return 'BARGAIN_FLOOR_REACHED';
  if (status === 'ended') return 'BARGAIN_ENDED';
  return null;
}
