import type { PreparedPromotion } from './line-promotions.ts';
import type { Minor } from './money.ts';
import { allocateByLargestRemainder } from './offer-allocation.ts';
import { leftOf, type Slot } from './offer-slots.ts';
import type { CashBackRule } from './promotion-rules.ts';

/**
 * The order promotions (decision 029): they look at what the selected goods come to after the line promotions.
 * CashBack takes an amount off them (the best one alone); Gift and Redemption add a line once it is reached.
 */

/** What a CashBack would take off: its total and its part of each slot (positive, by largest remainder). */
export interface CashBackDeal {
  prepared: PreparedPromotion;
  total: Minor;
  allocation: Minor[];
}

/** The back amount a CashBack gives on `spent`: the highest tier reached, once or for every whole tier, capped. */
export function cashBackAmount(rule: CashBackRule, spent: Minor): Minor {
  let tier: { requireAmount: Minor; backAmount: Minor } | null = null;
  for (const t of rule.tiers)
    if (
      t.requireAmount <= spent &&
      t.backAmount > 0 &&
      (tier === null || t.requireAmount >= tier.requireAmount)
    )
      tier = t;
  if (tier === null) return 0;
  const times = rule.repeat && tier.requireAmount > 0 ? Math.floor(spent / tier.requireAmount) : 1;
  let back = tier.backAmount * times;
  if (rule.maxBack !== null) back = Math.min(back, Math.max(0, rule.maxBack));
  return Math.min(back, spent);
}

export function cashBackDeal(p: PreparedPromotion, rule: CashBackRule, slots: readonly Slot[]): CashBackDeal {
  const bases = new Array<Minor>(slots.length);
  for (let i = 0; i < slots.length; i++) bases[i] = p.selected[i] ? slots[i]!.left : 0;
  const total = cashBackAmount(rule, leftOf(slots, p.selected));
  return { prepared: p, total, allocation: allocateByLargestRemainder(total, bases) };
}

/** Whether the selected goods reach a spend: some are in the order, and they come to `requireAmount` or more. */
export function reachesSpend(p: PreparedPromotion, slots: readonly Slot[], requireAmount: Minor): boolean {
  return p.selected.includes(true) && leftOf(slots, p.selected) >= requireAmount;
}
