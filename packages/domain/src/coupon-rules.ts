import type { Minor } from './money.ts';
import type { OrderMode } from './order-modes.ts';
import { localDate } from './settlement.ts';
import { localTime, parseClock } from './store-hours.ts';

/**
 * A coupon's rule (SPEC §3 Coupon, decision 029): what it takes off, on which goods, where and when. It is stored
 * as JSON on the template and copied to each member's coupon when issued, so a later edit of the template never
 * changes a coupon already held. Every figure is whole minor units; instants are not part of the rule (a held
 * coupon carries its resolved validFrom / validUntil).
 */

/** The kinds of coupon (SPEC §3 couponType: cash-off, discount, free-shipping, gift, exchange, pickup). */
export const couponKinds = ['cash', 'discount', 'freight', 'gift', 'exchange', 'pickup'] as const;
export type CouponKind = (typeof couponKinds)[number];

/**
 * Which goods a rule applies to (SPEC §3 productSelectionRule): all, only the listed products and categories, or all
 * but them. A product matches when its id or its category id is listed.
 */
export type ProductSelection =
  | { rule: 'all' }
  | { rule: 'include' | 'exclude'; productIds: number[]; categoryIds: number[] };

/** A span of the store's wall clock, "HH:MM" to "HH:MM"; a `to` before `from` runs past midnight. */
export interface TimeSlot {
  from: string;
  to: string;
}

/** Where a coupon may be used: in the app ahead (delivery, self-pickup), at the store (queue, table), or both. */
export const couponScopes = ['online', 'offline', 'both'] as const;
export type CouponScope = (typeof couponScopes)[number];

/** The modes an order is priced in: the shopper's three (SPEC §4) and the table's scan-to-order. */
export type OfferMode = OrderMode | 'table';

/** Where a template's validity starts when it counts in days (SPEC §3 validity modes). */
export const validityStarts = ['purchase', 'firstUse', 'receipt', 'sharing'] as const;
export type ValidityStart = (typeof validityStarts)[number];

/**
 * A template's validity: fixed instants (ISO 8601), or a number of days from an event. The member's coupon stores
 * the instants it resolves to; the engine only sees those.
 */
export type CouponValidity =
  | { mode: 'fixed'; startsAt: string; endsAt: string }
  | { mode: 'days'; from: ValidityStart; days: number };

/** What every coupon rule has, whatever its kind. */
export interface CouponRuleBase {
  /** The minimum spend of the eligible lines (after promotions) before the coupon applies; 0 for none. */
  requireAmount: Minor;
  products: ProductSelection;
  scope: CouponScope;
  /** The order modes allowed besides the scope; empty for all. */
  modes: OfferMode[];
  /** ISO weekdays (1 = Monday … 7 = Sunday) in the store's time zone; empty for every day. */
  weekdays: number[];
  /** Times of day on the store's clock; empty for all day. */
  timeSlots: TimeSlot[];
  /** Dates (YYYY-MM-DD, the store's calendar) on which it cannot be used. */
  bannedDates: string[];
  /** May share an order with other coupons; a non-stackable coupon is used alone. */
  stackable: boolean;
  /** Uses of coupons of this template per member per day / ISO week / month of the store's calendar; null for no limit. */
  usesPerDay: number | null;
  usesPerWeek: number | null;
  usesPerMonth: number | null;
}

/** Cash off: `backAmount` off the eligible lines once they reach `requireAmount`. */
export interface CashCouponRule extends CouponRuleBase {
  kind: 'cash';
  backAmount: Minor;
}

/**
 * Discount: the eligible lines at `rate` percent (85 = 15 % off), on at most `maxDiscountableQuantity` units (the
 * dearest first; null for all), the saving capped by `maxDiscount` (null for no cap).
 */
export interface DiscountCouponRule extends CouponRuleBase {
  kind: 'discount';
  rate: number;
  maxDiscountableQuantity: number | null;
  maxDiscount: Minor | null;
}

/** Free shipping: `freightOff` off the delivery fee (null for all of it); delivery mode only. */
export interface FreightCouponRule extends CouponRuleBase {
  kind: 'freight';
  freightOff: Minor | null;
}

/** Gift: adds `gift.quantity` units of `gift.productId` free once the eligible lines reach `requireAmount`. */
export interface GiftCouponRule extends CouponRuleBase {
  kind: 'gift';
  gift: { productId: number; quantity: number };
}

/** Exchange: the coupon is swapped for one unit of `exchange.productId` at `exchange.price` (0 = free). */
export interface ExchangeCouponRule extends CouponRuleBase {
  kind: 'exchange';
  exchange: { productId: number; price: Minor };
}

/** Pickup voucher: one unit of `pickup.productId` in the order becomes free; self-pickup only. */
export interface PickupCouponRule extends CouponRuleBase {
  kind: 'pickup';
  pickup: { productId: number };
}

export type CouponRule =
  | CashCouponRule
  | DiscountCouponRule
  | FreightCouponRule
  | GiftCouponRule
  | ExchangeCouponRule
  | PickupCouponRule;

/** How many times the member used coupons of the template in the current day, week and month (this order aside). */
export interface CouponUses {
  day: number;
  week: number;
  month: number;
}

/** A member's coupon as the engine sees it: its copied rule, its resolved validity and its template's uses. */
export interface HeldCoupon {
  /** The member coupon's id. */
  id: number;
  templateId: number;
  rule: CouponRule;
  /** Usable from this instant (inclusive) … */
  validFrom: Date;
  /** … until this one (exclusive). */
  validUntil: Date;
  uses: CouponUses;
}

/**
 * Why a coupon cannot be used on an order, shown greyed beside it. BELOW_MINIMUM comes with the amount short;
 * NOT_STACKABLE when the chosen coupons cannot all go together; NO_DELIVERY_FEE for free shipping with no fee to take
 * off; PRODUCT_UNAVAILABLE when the product a gift, exchange or pickup names cannot be sold now.
 */
export const couponReasons = [
  'NOT_STARTED',
  'EXPIRED',
  'WRONG_WEEKDAY',
  'WRONG_TIME',
  'BANNED_DATE',
  'WRONG_SCOPE',
  'WRONG_MODE',
  'BELOW_MINIMUM',
  'NO_ELIGIBLE_ITEMS',
  'NO_DELIVERY_FEE',
  'PRODUCT_UNAVAILABLE',
  'USE_LIMIT_DAY',
  'USE_LIMIT_WEEK',
  'USE_LIMIT_MONTH',
  'NOT_STACKABLE',
] as const;
export type CouponReason = (typeof couponReasons)[number];

/** The modes of each scope: online is ordered in the app ahead (delivery, self-pickup); offline at the store. */
export function modeScope(mode: OfferMode): 'online' | 'offline' {
  return mode === 'package' || mode === 'takeout' ? 'online' : 'offline';
}

/** Whether a product (by id and category) is among those a selection names. */
export function isSelected(
  selection: ProductSelection,
  productId: number,
  categoryId: number | null,
): boolean {
  if (selection.rule === 'all') return true;
  const listed =
    selection.productIds.includes(productId) ||
    (categoryId !== null && selection.categoryIds.includes(categoryId));
  return selection.rule === 'include' ? listed : !listed;
}

/** The periods a use is counted in, keyed as coupon_use_counts keys them: the store's day, ISO week and month. */
export interface CouponPeriods {
  /** 'd:2026-11-25' */
  day: string;
  /** 'w:2026-W48' (ISO 8601 week; its year may differ from the date's at New Year) */
  week: string;
  /** 'm:2026-11' */
  month: string;
}

/** The ISO week of a calendar date: its week-numbering year and week number. */
function isoWeek(date: string): { year: number; week: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of the date's week decides its year (ISO 8601).
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const year = day.getUTCFullYear();
  const week = Math.ceil(((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7);
  return { year, week };
}

/** The day, week and month an instant falls in on the store's calendar, as use-count keys. */
export function couponPeriods(at: Date, timeZone: string): CouponPeriods {
  const date = localDate(at, timeZone);
  const { year, week } = isoWeek(date);
  return {
    day: `d:${date}`,
    week: `w:${year}-W${String(week).padStart(2, '0')}`,
    month: `m:${date.slice(0, 7)}`,
  };
}

/** The store's wall clock at the instant priced: its calendar date, ISO weekday and minute of the day. */
export interface LocalClock {
  date: string;
  weekday: number;
  minutes: number;
}

/** The last clock read per time zone, by the minute: orders of the same minute share one Intl reading. */
const lastClock = new Map<string, { minute: number; clock: LocalClock }>();

/**
 * The store's wall clock at an instant. Intl formatting costs microseconds on the order path, so it is read once per
 * pricing, only when a rule asks, and kept for the rest of the minute (time zone offsets are whole minutes).
 */
export function localClock(at: Date, timeZone: string): LocalClock {
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastClock.get(timeZone);
  if (last?.minute === minute) return last.clock;
  const { weekday, minutes } = localTime(at, timeZone);
  const clock = Object.freeze({ date: localDate(at, timeZone), weekday, minutes });
  lastClock.set(timeZone, { minute, clock });
  return clock;
}

/** Whether a minute of the day falls in a slot: [from, to), the whole day when equal, past midnight when to < from. */
function slotCovers(slot: TimeSlot, minutes: number): boolean {
  const from = parseClock(slot.from);
  const to = parseClock(slot.to);
  if (from === null || to === null) return false;
  if (from < to) return minutes >= from && minutes < to;
  return from === to || minutes >= from || minutes < to;
}

/** The days and hours a rule keeps to (coupons add banned dates). */
export interface RuleWindow {
  weekdays: readonly number[];
  timeSlots: readonly TimeSlot[];
  bannedDates?: readonly string[];
}

/** Whether a rule has any day or hour limit, so that the store's clock must be read. */
export function hasWindow(rule: RuleWindow): boolean {
  return rule.weekdays.length > 0 || rule.timeSlots.length > 0 || (rule.bannedDates?.length ?? 0) > 0;
}

/** Why the store's clock is outside a rule's days and hours, or null when it is inside. */
export function windowRefusal(
  rule: RuleWindow,
  local: LocalClock,
): 'BANNED_DATE' | 'WRONG_WEEKDAY' | 'WRONG_TIME' | null {
  if (rule.bannedDates?.includes(local.date)) return 'BANNED_DATE';
  if (rule.weekdays.length > 0 && !rule.weekdays.includes(local.weekday)) return 'WRONG_WEEKDAY';
  if (rule.timeSlots.length > 0 && !rule.timeSlots.some((slot) => slotCovers(slot, local.minutes)))
    return 'WRONG_TIME';
  return null;
}

/** What a coupon is judged against before the goods: when, where, and the fee a free-shipping coupon takes off. */
export interface CouponSetting {
  at: Date;
  mode: OfferMode;
  deliveryFee: Minor;
  /** The store's clock, read on first need. */
  local: () => LocalClock;
}

/** The one mode a kind is for: free shipping in delivery, a pickup voucher in self-pickup. */
const kindModes: Partial<Record<CouponKind, OfferMode>> = { freight: 'package', pickup: 'takeout' };

function useLimitRefusal(coupon: HeldCoupon, extraUses: number): CouponReason | null {
  const { rule, uses } = coupon;
  if (rule.usesPerDay !== null && uses.day + extraUses >= rule.usesPerDay) return 'USE_LIMIT_DAY';
  if (rule.usesPerWeek !== null && uses.week + extraUses >= rule.usesPerWeek) return 'USE_LIMIT_WEEK';
  if (rule.usesPerMonth !== null && uses.month + extraUses >= rule.usesPerMonth) return 'USE_LIMIT_MONTH';
  return null;
}

/**
 * Why a coupon cannot be used in this setting whatever the goods, in the order a shopper would fix it: validity,
 * day and hour, scope and mode, use limits (counting `extraUses` more of its template in the same order), a fee to
 * take off. Null when the goods decide.
 */
export function couponSettingRefusal(
  coupon: HeldCoupon,
  setting: CouponSetting,
  extraUses = 0,
): CouponReason | null {
  const { rule } = coupon;
  const at = setting.at.getTime();
  if (at < coupon.validFrom.getTime()) return 'NOT_STARTED';
  if (at >= coupon.validUntil.getTime()) return 'EXPIRED';
  if (hasWindow(rule)) {
    const refusal = windowRefusal(rule, setting.local());
    if (refusal) return refusal;
  }
  if (rule.scope !== 'both' && rule.scope !== modeScope(setting.mode)) return 'WRONG_SCOPE';
  if (rule.modes.length > 0 && !rule.modes.includes(setting.mode)) return 'WRONG_MODE';
  const only = kindModes[rule.kind];
  if (only !== undefined && only !== setting.mode) return 'WRONG_MODE';
  const limit = useLimitRefusal(coupon, extraUses);
  if (limit) return limit;
  if (rule.kind === 'freight' && setting.deliveryFee <= 0) return 'NO_DELIVERY_FEE';
  return null;
}
