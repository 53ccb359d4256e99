import {
  hasWindow,
  type LocalClock,
  type ProductSelection,
  type TimeSlot,
  windowRefusal,
} from './coupon-rules.ts';
import { promotionKinds } from './links.ts';
import type { Translations } from './locale.ts';
import type { Minor } from './money.ts';

/**
 * The seven automatic promotions of the promotions page (SPEC §2 named links, `t`), as the engine applies them
 * (decision 029). A promotion's rule is stored as JSON; its id, name and active span are the marketing area's
 * columns and reach the engine beside the rule (`Promotion`).
 */

/** The seven `t` values: the promotions page's kinds (links.ts), one list. */
export const promotionTypes = promotionKinds;
export type PromotionType = (typeof promotionTypes)[number];

/** Who and when, for every promotion. */
export interface PromotionRuleBase {
  /** The goods it applies to (and whose amount counts towards its thresholds). */
  products: ProductSelection;
  /** ISO weekdays (1 = Monday … 7 = Sunday) on the store's clock; empty for every day. */
  weekdays: number[];
  /** Times of day on the store's clock; empty for all day. */
  timeSlots: TimeSlot[];
  /** Coupons may also apply to the goods it discounts; when false, coupons skip those lines. */
  stackableWithCoupons: boolean;
  /** Member level ids it is for; empty for every member. */
  levelIds: number[];
  /** Only for new members (no order yet). */
  newMembersOnly: boolean;
  /**
   * Only for members something they hold unlocks it for (a promotion card, issue 29): absent on rules stored before
   * it, read as false.
   */
  unlockedOnly?: boolean;
}

/** Selected products at `rate` percent (80 = 20 % off), on at most `unitLimit` units per order (dearest first). */
export interface ProductDiscountRule extends PromotionRuleBase {
  t: 'PromotionProductDiscount';
  rate: number;
  unitLimit: number | null;
}

/** A threshold of an order promotion: reach `requireAmount` of selected goods, get `backAmount` off. */
export interface CashBackTier {
  requireAmount: Minor;
  backAmount: Minor;
}

/**
 * Spend X get Y off: the highest tier reached applies. With `repeat`, the top tier reached counts once for every
 * whole `requireAmount` spent ("¥10 off every ¥100"), the total capped by `maxBack` (null for no cap).
 */
export interface CashBackRule extends PromotionRuleBase {
  t: 'PromotionCashBack';
  tiers: CashBackTier[];
  repeat: boolean;
  maxBack: Minor | null;
}

/** Of each selected product, every `nth` unit (2 = the second, fourth …) costs `rate` percent (50 = half price). */
export interface SecondProductHalfPriceRule extends PromotionRuleBase {
  t: 'PromotionSecondProductHalfPrice';
  nth: number;
  rate: number;
}

/** A step of a gradient: from `threshold` (units, or minor units of amount) the selected goods cost `rate` percent. */
export interface GradientTier {
  threshold: number;
  rate: number;
}

/** The more selected goods (by quantity or by amount), the lower their rate: the highest tier reached applies. */
export interface GradientDiscountRule extends PromotionRuleBase {
  t: 'PromotionGradientDiscount';
  basis: 'quantity' | 'amount';
  tiers: GradientTier[];
}

/** Spend `requireAmount` on selected goods and the shopper may add `quantity` units of `productId` at `price` each. */
export interface ProductRedemptionRule extends PromotionRuleBase {
  t: 'PromotionProductRedemption';
  requireAmount: Minor;
  productId: number;
  price: Minor;
  quantity: number;
}

/** One product of a combo and how many units a set takes. */
export interface ComboItem {
  productId: number;
  quantity: number;
}

/**
 * A set of products bought together costs `price`; each whole set in the order counts, the cheapest units of each
 * product making the sets. `products` lists the items for the badges; the items decide the sets.
 */
export interface ComboRule extends PromotionRuleBase {
  t: 'PromotionCombo';
  items: ComboItem[];
  price: Minor;
}

/** Spend `requireAmount` on selected goods and get `quantity` units of `productId` free. */
export interface GiftRule extends PromotionRuleBase {
  t: 'PromotionGift';
  requireAmount: Minor;
  productId: number;
  quantity: number;
}

export type PromotionRule =
  | ProductDiscountRule
  | CashBackRule
  | SecondProductHalfPriceRule
  | GradientDiscountRule
  | ProductRedemptionRule
  | ComboRule
  | GiftRule;

/** An active promotion as the engine sees it: the marketing area's row with its rule. */
export interface Promotion {
  id: number;
  /** The store's base name (decision 020), kept in the adjustment it makes. */
  name: string;
  /** Its name in other languages (decision 020), for the settlement that shows its adjustment. */
  translations?: Translations<{ name: string }>;
  startsAt: Date;
  /** null for open-ended. */
  endsAt: Date | null;
  rule: PromotionRule;
}

/** The promotions that discount line by line; a unit takes at most one of them, the best for the shopper. */
export const linePromotionTypes = [
  'PromotionProductDiscount',
  'PromotionCombo',
  'PromotionSecondProductHalfPrice',
  'PromotionGradientDiscount',
] as const satisfies readonly PromotionType[];

/**
 * Whether a promotion applies to this member now: within its span (start inclusive, end exclusive), its weekdays
 * and hours on the store's clock (read only when it has some), its member levels, its new-member flag, and for an
 * unlocked-only promotion whether the member holds something that unlocks it.
 */
export function isPromotionOn(
  promotion: Promotion,
  member: { levelId: number | null; isNew: boolean; unlocked?: ReadonlySet<number> },
  at: Date,
  local: () => LocalClock,
): boolean {
  const { rule } = promotion;
  const time = at.getTime();
  if (time < promotion.startsAt.getTime()) return false;
  if (promotion.endsAt !== null && time >= promotion.endsAt.getTime()) return false;
  if (rule.newMembersOnly && !member.isNew) return false;
  if (rule.unlockedOnly && !member.unlocked?.has(promotion.id)) return false;
  if (rule.levelIds.length > 0 && (member.levelId === null || !rule.levelIds.includes(member.levelId)))
    return false;
  return !hasWindow(rule) || windowRefusal(rule, local()) === null;
}
