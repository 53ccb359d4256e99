import { byApplication, type PreparedCoupon, runCoupons } from './coupon-effects.ts';
import { type CouponSetting, couponSettingRefusal } from './coupon-rules.ts';
import type { Minor } from './money.ts';
import type { CouponVerdict, OfferLine } from './offer-engine-types.ts';
import type { Slot } from './offer-slots.ts';

/**
 * Which coupons an order uses (decision 029). At most one non-stackable coupon, alone; or any number of stackable
 * ones, within their templates' use limits. 'best' preselects the combination saving most (ties: the earliest
 * expiry, then the lowest id); chosen coupons that cannot all go together keep the best of them, the rest refused
 * NOT_STACKABLE (or their use limit).
 */

/** What every choice prices against: the setting, the slots after the promotions, and them dearest first. */
interface Pricing {
  setting: CouponSetting;
  slots: readonly Slot[];
  dearest: readonly Slot[];
  /** What each usable coupon saves alone, by id. */
  saving: ReadonlyMap<number, Minor>;
}

/** What a set of coupons (in the order of application) saves in all. */
function savingOf<T extends OfferLine>(set: readonly PreparedCoupon<T>[], at: Pricing): Minor {
  return runCoupons(set, at.slots, at.dearest, at.setting.deliveryFee).saving;
}

interface Candidate<T extends OfferLine> {
  set: PreparedCoupon<T>[];
  saving: Minor;
  expires: number;
  firstId: number;
}

function candidate<T extends OfferLine>(set: PreparedCoupon<T>[], saving: Minor): Candidate<T> {
  let expires = Number.POSITIVE_INFINITY;
  let firstId = Number.POSITIVE_INFINITY;
  for (const p of set) {
    expires = Math.min(expires, p.coupon.validUntil.getTime());
    firstId = Math.min(firstId, p.coupon.id);
  }
  return { set, saving, expires, firstId };
}

function beats<T extends OfferLine>(a: Candidate<T>, b: Candidate<T>): boolean {
  if (a.saving !== b.saving) return a.saving > b.saving;
  if (a.expires !== b.expires) return a.expires < b.expires;
  return a.firstId < b.firstId;
}

/** How many coupons of the same template come before in a set: uses of this order its limits must count. */
function usesBefore(set: readonly PreparedCoupon[], p: PreparedCoupon): number {
  let n = 0;
  for (const q of set) if (q.coupon.templateId === p.coupon.templateId) n++;
  return n;
}

/**
 * The stackable coupons that add to the saving, the best alone first: each joins when the set with it (in the order
 * of application, within the use limits) saves more than without.
 */
function stackedSet<T extends OfferLine>(stackable: PreparedCoupon<T>[], at: Pricing): Candidate<T> {
  const { saving } = at;
  const ranked = stackable
    .slice()
    .sort(
      (a, b) =>
        saving.get(b.coupon.id)! - saving.get(a.coupon.id)! ||
        a.coupon.validUntil.getTime() - b.coupon.validUntil.getTime() ||
        a.coupon.id - b.coupon.id,
    );
  let set: PreparedCoupon<T>[] = [];
  let total = 0;
  for (const p of ranked) {
    if (couponSettingRefusal(p.coupon, at.setting, usesBefore(set, p)) !== null) continue;
    const trial = set.concat(p).sort(byApplication);
    const s = savingOf(trial, at);
    if (s > total) {
      set = trial;
      total = s;
    }
  }
  return candidate(set, total);
}

/** The best of a stackable candidate and each non-stackable coupon alone. */
function againstLoneOnes<T extends OfferLine>(
  stacked: Candidate<T>,
  usable: readonly PreparedCoupon<T>[],
  at: Pricing,
): Candidate<T> {
  let best = stacked;
  for (const p of usable) {
    if (p.coupon.rule.stackable) continue;
    const alone = candidate([p], at.saving.get(p.coupon.id)!);
    if (best.set.length === 0 || beats(alone, best)) best = alone;
  }
  return best;
}

/** Chosen coupons, all applied when they can go together; the use limits counted within the order. */
function chosenSet<T extends OfferLine>(
  usable: PreparedCoupon<T>[],
  verdicts: CouponVerdict[],
  at: Pricing,
): PreparedCoupon<T>[] {
  let set = usable;
  if (usable.length > 1 && usable.some((p) => !p.coupon.rule.stackable)) {
    // The stackable ones chosen go together as chosen, against each non-stackable one alone.
    const stackable = usable.filter((p) => p.coupon.rule.stackable).sort(byApplication);
    set = againstLoneOnes(candidate(stackable, savingOf(stackable, at)), usable, at).set;
    for (const p of usable) if (!set.includes(p)) refuse(verdicts, p, 'NOT_STACKABLE');
  }
  const kept: PreparedCoupon<T>[] = [];
  for (const p of set.slice().sort(byApplication)) {
    const reason = couponSettingRefusal(p.coupon, at.setting, usesBefore(kept, p));
    if (reason) refuse(verdicts, p, reason);
    else kept.push(p);
  }
  return kept;
}

function refuse(verdicts: CouponVerdict[], p: PreparedCoupon, reason: CouponVerdict['reason']): void {
  const verdict = verdicts.find((v) => v.id === p.coupon.id);
  if (verdict) Object.assign(verdict, { usable: false, reason, shortBy: 0, saving: 0 });
}

/**
 * The coupons to apply, in the order of application. `verdicts` (in the order of `prepared`) judge each alone; a
 * chosen coupon dropped here has its verdict changed to why.
 */
export function chooseCoupons<T extends OfferLine>(
  prepared: readonly PreparedCoupon<T>[],
  verdicts: CouponVerdict[],
  chosen: readonly number[] | 'best',
  setting: CouponSetting,
  slots: readonly Slot[],
  dearest: readonly Slot[],
): PreparedCoupon<T>[] {
  const saving = new Map<number, Minor>();
  const usable: PreparedCoupon<T>[] = [];
  for (let i = 0; i < prepared.length; i++) {
    const verdict = verdicts[i]!;
    if (!verdict.usable || (chosen !== 'best' && !chosen.includes(verdict.id))) continue;
    usable.push(prepared[i]!);
    saving.set(verdict.id, verdict.saving);
  }
  if (usable.length === 0) return usable;
  const at: Pricing = { setting, slots, dearest, saving };
  if (chosen !== 'best') return chosenSet(usable, verdicts, at);
  const stackable = usable.filter((p) => p.coupon.rule.stackable);
  const best = againstLoneOnes(stackedSet(stackable, at), usable, at);
  return best.saving > 0 ? best.set.slice().sort(byApplication) : [];
}
