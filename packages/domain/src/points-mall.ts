/**
 * The points mall's rules (SPEC §3 points product productRules / rulePrices / rulePoints, §5 points exchange): what
 * an exchange costs, the min~max range a product shows, which products a mall view lists, and who may exchange.
 * Pure: the server applies the same rules inside its conditional updates (docs/decisions/035).
 */

/** One way to pay for a points product: points alone (price 0) or points plus money (price in minor units). */
export interface PointsRule {
  points: number;
  /** Minor units; 0 for points only. */
  price: number;
}

/** What a product is: goods picked up at the store, coupons of a coupon template, or a gift package. */
export type PointsProductKind = 'goods' | 'coupon' | 'package';

/** A closed range of whole numbers (points, or money in minor units). */
export interface Range {
  min: number;
  max: number;
}

/** The min~max of a product's rules in points and in money (SPEC §3 rulePoints / rulePrices). */
export function ruleRange(rules: readonly PointsRule[]): { points: Range; price: Range } {
  if (rules.length === 0) throw new Error('a points product has at least one rule');
  const points = rules.map((r) => r.points);
  const prices = rules.map((r) => r.price);
  return {
    points: { min: Math.min(...points), max: Math.max(...points) },
    price: { min: Math.min(...prices), max: Math.max(...prices) },
  };
}

/** What `quantity` units cost by one rule: the points taken and the money paid (minor units). */
export function exchangeCost(rule: PointsRule, quantity: number): PointsRule {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error('an exchange is of one or more units');
  return { points: rule.points * quantity, price: rule.price * quantity };
}

/** Whether a rule is a valid way to pay: some points, no negative money, whole numbers. */
export function isValidRule(rule: PointsRule): boolean {
  return (
    Number.isSafeInteger(rule.points) &&
    rule.points > 0 &&
    Number.isSafeInteger(rule.price) &&
    rule.price >= 0
  );
}

/**
 * The mall's views (SPEC §2 named links: points mall with type=justpoint, price, coupons, or coupons&price=1):
 * all, products payable by points alone, products with a points + money rule, coupons, coupons with money.
 */
export type MallView = 'all' | 'justpoint' | 'price' | 'coupons' | 'couponsPrice';

/** The view a pointsMall page's query names (`type`, `price`); anything else is the whole mall. */
export function mallViewOf(query: { type?: string | undefined; price?: string | undefined }): MallView {
  if (query.type === 'justpoint') return 'justpoint';
  if (query.type === 'price') return 'price';
  if (query.type === 'coupons') return query.price === '1' ? 'couponsPrice' : 'coupons';
  return 'all';
}

/** Whether a product belongs in a view. */
export function inMallView(
  product: { kind: PointsProductKind; rules: readonly PointsRule[] },
  view: MallView,
) {
  const pointsOnly = product.rules.some((r) => r.price === 0);
  const withMoney = product.rules.some((r) => r.price > 0);
  switch (view) {
    case 'all':
      return true;
    case 'justpoint':
      return pointsOnly;
    case 'price':
      return withMoney;
    case 'coupons':
      return product.kind === 'coupon';
    case 'couponsPrice':
      return product.kind === 'coupon' && withMoney;
  }
}

/** Why a member cannot exchange a product now, each an error code of the catalogue (SPEC §8 points). */
export type ExchangeRefusal =
  | 'NOT_LOGGED_IN'
  | 'POINTSMALL_ENDED'
  | 'POINTSMALL_LEVEL_INSUFFICIENT'
  | 'POINTSMALL_LIMIT'
  | 'POINTSMALL_SOLD_OUT'
  | 'POINTSMALL_INSUFFICIENT_POINTS';

/** A product as far as the exchange rules read it. */
export interface ExchangeableProduct {
  status: 'active' | 'ended';
  stock: number;
  perPersonLimit: number | null;
  /** Levels that may exchange it (ids); empty: every level. */
  levelIds: readonly number[];
}

/** The member as the exchange rules read them: their level, their points, what they exchanged of this product. */
export interface Exchanger {
  levelId: number | null;
  points: number;
  exchanged: number;
}

/**
 * The first reason, in the order the member can act on least to most, that refuses `quantity` units by `rule`:
 * ended, level, the member's own limit, stock, points. Null when the exchange may go ahead — the transaction's
 * conditional updates still decide.
 */
export function exchangeRefusal(
  product: ExchangeableProduct,
  member: Exchanger | null,
  rule: PointsRule,
  quantity: number,
): ExchangeRefusal | null {
  if (product.status !== 'active') return 'POINTSMALL_ENDED';
  if (!member) return 'NOT_LOGGED_IN';
  if (product.levelIds.length > 0 && (member.levelId === null || !product.levelIds.includes(member.levelId)))
    return 'POINTSMALL_LEVEL_INSUFFICIENT';
  if (product.perPersonLimit !== null && member.exchanged + quantity > product.perPersonLimit)
    return 'POINTSMALL_LIMIT';
  if (product.stock < quantity) return 'POINTSMALL_SOLD_OUT';
  if (member.points < exchangeCost(rule, quantity).points) return 'POINTSMALL_INSUFFICIENT_POINTS';
  return null;
}
