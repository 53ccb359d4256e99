import type { LocalClock } from './coupon-rules.ts';
import { type LineDeal, lineDeal, type PreparedPromotion, preparePromotion } from './line-promotions.ts';
import type { Minor } from './money.ts';
import type {
  AddedLineTag,
  DroppedLine,
  OfferAdjustment,
  OfferInput,
  OfferLine,
} from './offer-engine-types.ts';
import { chargedLine } from './offer-lines.ts';
import type { Slot } from './offer-slots.ts';
import { cashBackDeal, reachesSpend } from './order-promotions.ts';
import { isPromotionOn, linePromotionTypes, type PromotionType } from './promotion-rules.ts';

/**
 * The promotions part of the offer engine (decision 029): line promotions, best first, until none saves more;
 * then the one CashBack saving most; then the Gift and opted-in Redemption lines whose spend the goods reached
 * after the line promotions. A promotion that does not stack with coupons marks the lines it used, and coupons
 * skip them.
 */

/** What the promotions did: their adjustments (allocated over the given lines), the lines they add and those they could not. */
export interface PromotionOutcome<T extends OfferLine> {
  adjustments: OfferAdjustment[];
  added: T[];
  tags: AddedLineTag[];
  dropped: DroppedLine[];
}

/** The i18n key of a promotion's adjustment in the settlement and the order. */
export function promotionLabelKey(t: PromotionType): string {
  // The promotions page's name of the type (web catalogue marketing.promotions.types.*).
  return `marketing.promotions.types.${t}`;
}

const lineRank = new Map<string, number>(linePromotionTypes.map((t, i) => [t, i]));

function adjustmentOf(p: PreparedPromotion, discount: readonly Minor[], total: Minor): OfferAdjustment {
  const { promotion } = p;
  const allocation = new Array<Minor>(discount.length);
  for (let i = 0; i < discount.length; i++) allocation[i] = -discount[i]! || 0;
  return {
    kind: 'promotion',
    labelKey: promotionLabelKey(promotion.rule.t),
    amount: -total,
    detail: { promotionId: promotion.id, t: promotion.rule.t, name: promotion.name },
    allocation,
  };
}

/** How a round of line promotions ranks two deals: above 0 when a goes first. */
type DealRank = (a: LineDeal, b: LineDeal) => number;

/** The deal saving most in all. */
const byTotal: DealRank = (a, b) => a.total - b.total;
/** The deal saving most on each unit it takes (a second-half deal before a store-wide 10 % on the same cups). */
const byUnit: DealRank = (a, b) => a.total * b.units - b.total * a.units;

/** Whether deal a (of promotion pa) goes before deal b by the rank, then the type's rank, then the lower id. */
function better(
  rank: DealRank,
  a: LineDeal,
  pa: PreparedPromotion,
  b: LineDeal,
  pb: PreparedPromotion,
): boolean {
  const by = rank(a, b);
  if (by !== 0) return by > 0;
  const ra = lineRank.get(pa.promotion.rule.t)!;
  const rb = lineRank.get(pb.promotion.rule.t)!;
  return ra !== rb ? ra < rb : pa.promotion.id < pb.promotion.id;
}

/** The line promotions in the order one ranking applies them, each deal over the units the ones before it left. */
interface LinePlan {
  steps: Array<{ prepared: PreparedPromotion; deal: LineDeal }>;
  total: Minor;
}

/** Takes a deal's units and discount off the slots (and marks them when it does not stack with coupons). */
function take(slots: Slot[], prepared: PreparedPromotion, deal: LineDeal): void {
  const stacks = prepared.promotion.rule.stackableWithCoupons;
  for (const slot of slots) {
    const claimed = deal.claimed[slot.index]!;
    slot.free -= claimed;
    slot.left -= deal.discount[slot.index]!;
    if (claimed > 0 && !stacks) slot.blocked = true;
  }
}

/** Plans the line promotions on copies of the slots: the best deal by `rank` first, until none saves anything. */
function planLinePromotions(
  candidates: readonly PreparedPromotion[],
  slots: readonly Slot[],
  dearest: readonly Slot[],
  rank: DealRank,
): LinePlan {
  const work = slots.map((slot) => Object.assign({}, slot));
  const workDearest = dearest.map((slot) => work[slot.index]!);
  const left = candidates.slice();
  const plan: LinePlan = { steps: [], total: 0 };
  while (left.length > 0) {
    let best = -1;
    let bestDeal: LineDeal | null = null;
    for (let c = 0; c < left.length; c++) {
      const deal = lineDeal(left[c]!, work, workDearest);
      if (!deal || deal.total <= 0) continue;
      if (bestDeal === null || better(rank, deal, left[c]!, bestDeal, left[best]!)) {
        best = c;
        bestDeal = deal;
      }
    }
    if (bestDeal === null) break;
    // Taking units only shrinks what the others could do: one that saves nothing now never will.
    const [prepared] = left.splice(best, 1);
    take(work, prepared!, bestDeal);
    plan.steps.push({ prepared: prepared!, deal: bestDeal });
    plan.total += bestDeal.total;
  }
  return plan;
}

/**
 * Line promotions, a unit taking at most one: planned greedily twice — the deal saving most in all first, and the
 * deal saving most per unit first — and the plan saving the shopper more is applied (the first on a tie).
 */
function applyLinePromotions(
  candidates: PreparedPromotion[],
  slots: Slot[],
  dearest: readonly Slot[],
  adjustments: OfferAdjustment[],
): void {
  if (candidates.length === 0) return;
  let plan = planLinePromotions(candidates, slots, dearest, byTotal);
  if (candidates.length > 1) {
    const perUnit = planLinePromotions(candidates, slots, dearest, byUnit);
    if (perUnit.total > plan.total) plan = perUnit;
  }
  for (const { prepared, deal } of plan.steps) {
    take(slots, prepared, deal);
    adjustments.push(adjustmentOf(prepared, deal.discount, deal.total));
  }
}

/** The CashBack saving most (the lower id on a tie), applied over its selected lines. */
function applyCashBack(
  candidates: readonly PreparedPromotion[],
  slots: Slot[],
  adjustments: OfferAdjustment[],
) {
  let best: ReturnType<typeof cashBackDeal> | null = null;
  for (const p of candidates) {
    if (p.promotion.rule.t !== 'PromotionCashBack') continue;
    const deal = cashBackDeal(p, p.promotion.rule, slots);
    if (deal.total > 0 && (best === null || deal.total > best.total)) best = deal;
  }
  if (best === null) return;
  const stacks = best.prepared.promotion.rule.stackableWithCoupons;
  for (const slot of slots) {
    if (!stacks && best.prepared.selected[slot.index] && slot.left > 0) slot.blocked = true;
    slot.left -= best.allocation[slot.index]!;
  }
  adjustments.push(adjustmentOf(best.prepared, best.allocation, best.total));
}

/** The Gift and Redemption promotions that add a line: reached, and for a redemption opted in to. */
function reachedAdditions<T extends OfferLine>(
  prepared: readonly PreparedPromotion[],
  offers: OfferInput<T>,
  slots: readonly Slot[],
): PreparedPromotion[] {
  return prepared.filter((p) => {
    const { rule } = p.promotion;
    if (rule.t === 'PromotionGift') return reachesSpend(p, slots, rule.requireAmount);
    if (rule.t !== 'PromotionProductRedemption') return false;
    return offers.redemptions.includes(p.promotion.id) && reachesSpend(p, slots, rule.requireAmount);
  });
}

function addLines<T extends OfferLine>(
  reached: readonly PreparedPromotion[],
  offers: OfferInput<T>,
  slots: Slot[],
  out: PromotionOutcome<T>,
): void {
  for (const p of reached) {
    const { rule } = p.promotion;
    if (rule.t !== 'PromotionGift' && rule.t !== 'PromotionProductRedemption') continue;
    const quantity = Math.max(1, rule.quantity);
    const kind = rule.t === 'PromotionGift' ? 'gift' : 'redemption';
    const line = offers.addedLine(rule.productId, quantity);
    // A gift that has run out leaves the order as it is (no coupon marks either) and is named to the shopper.
    if (line === null) {
      out.dropped.push({ productId: rule.productId, quantity, kind, promotionId: p.promotion.id });
      continue;
    }
    const price = rule.t === 'PromotionGift' ? 0 : rule.price;
    out.tags.push({
      index: slots.length + out.added.length,
      kind,
      promotionId: p.promotion.id,
      memberCouponId: null,
    });
    out.added.push(chargedLine(line, price, quantity));
    if (!rule.stackableWithCoupons) for (const slot of slots) if (p.selected[slot.index]) slot.blocked = true;
  }
}

/** Applies the promotions on for this member now to the slots (their free units, what is left, coupon marks). */
export function applyPromotions<T extends OfferLine>(
  offers: OfferInput<T>,
  slots: Slot[],
  dearest: readonly Slot[],
  local: () => LocalClock,
): PromotionOutcome<T> {
  const out: PromotionOutcome<T> = { adjustments: [], added: [], tags: [], dropped: [] };
  if (offers.promotions.length === 0) return out;
  const on = offers.promotions
    .filter((p) => isPromotionOn(p, offers.member, offers.clock.at, local))
    .sort((a, b) => a.id - b.id);
  if (on.length === 0) return out;
  const prepared = on.map((p) => preparePromotion(p, slots));
  applyLinePromotions(
    prepared.filter((p) => lineRank.has(p.promotion.rule.t)),
    slots,
    dearest,
    out.adjustments,
  );
  // Gifts and redemptions count the goods after the line promotions, as CashBack does, not after CashBack.
  const reached = reachedAdditions(prepared, offers, slots);
  applyCashBack(prepared, slots, out.adjustments);
  addLines(reached, offers, slots, out);
  return out;
}
