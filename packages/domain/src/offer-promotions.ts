import type { LocalClock } from './coupon-rules.ts';
import { type LineDeal, lineDeal, type PreparedPromotion, preparePromotion } from './line-promotions.ts';
import type { Minor } from './money.ts';
import type { AddedLineTag, OfferAdjustment, OfferInput, OfferLine } from './offer-engine-types.ts';
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

/** What the promotions did: their adjustments (allocated over the given lines) and the lines they add. */
export interface PromotionOutcome<T extends OfferLine> {
  adjustments: OfferAdjustment[];
  added: T[];
  tags: AddedLineTag[];
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

/** Whether deal a (of promotion pa) goes before deal b: more saved, then the type's rank, then the lower id. */
function better(a: LineDeal, pa: PreparedPromotion, b: LineDeal, pb: PreparedPromotion): boolean {
  if (a.total !== b.total) return a.total > b.total;
  const ra = lineRank.get(pa.promotion.rule.t)!;
  const rb = lineRank.get(pb.promotion.rule.t)!;
  return ra !== rb ? ra < rb : pa.promotion.id < pb.promotion.id;
}

/** Line promotions, the one saving most first, each over the units the ones before it left. */
function applyLinePromotions(
  candidates: PreparedPromotion[],
  slots: Slot[],
  dearest: readonly Slot[],
  adjustments: OfferAdjustment[],
): void {
  while (candidates.length > 0) {
    let best = -1;
    let bestDeal: LineDeal | null = null;
    for (let c = 0; c < candidates.length; c++) {
      const deal = lineDeal(candidates[c]!, slots, dearest);
      if (!deal || deal.total <= 0) continue;
      if (bestDeal === null || better(deal, candidates[c]!, bestDeal, candidates[best]!)) {
        best = c;
        bestDeal = deal;
      }
    }
    if (bestDeal === null) return;
    const p = candidates[best]!;
    // Taking units only shrinks what the others could do: one that saves nothing now never will.
    candidates.splice(best, 1);
    const stacks = p.promotion.rule.stackableWithCoupons;
    for (const slot of slots) {
      const claimed = bestDeal.claimed[slot.index]!;
      slot.free -= claimed;
      slot.left -= bestDeal.discount[slot.index]!;
      if (claimed > 0 && !stacks) slot.blocked = true;
    }
    adjustments.push(adjustmentOf(p, bestDeal.discount, bestDeal.total));
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
    const line = offers.addedLine(rule.productId, quantity);
    if (line === null) continue;
    const price = rule.t === 'PromotionGift' ? 0 : rule.price;
    const kind = rule.t === 'PromotionGift' ? 'gift' : 'redemption';
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
  const out: PromotionOutcome<T> = { adjustments: [], added: [], tags: [] };
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
