import type { CouponRule, CouponValidity } from '@shop/domain';
import { z } from 'zod';

// The coupon rule as the wire and the staff API carry it: the domain's CouponRule (packages/domain coupon-rules.ts)
// in zod (checked against the type by `satisfies`), strict, so a template cannot be stored with a rule the engine does not understand. Amounts inside a rule
// are minor units, as the domain keeps them (the rule is engine data the web reads as it is; decision 030).

const money = z.number().int().min(0).max(100_000_000);
const productId = z.number().int().positive().max(2_147_483_647);
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM');
const day = z.iso.date();
const instant = z.iso.datetime({ offset: true });

/** Which products a rule applies to: all, only the listed ones, or all but the listed ones. */
export const productSelectionSchema = z.discriminatedUnion('rule', [
  z.strictObject({ rule: z.literal('all') }),
  z.strictObject({
    rule: z.enum(['include', 'exclude']),
    productIds: z.array(productId).max(500),
    categoryIds: z.array(productId).max(200),
  }),
]);

/** What every kind of coupon shares: where and when it applies, and how often a member may use it. */
const ruleBase = {
  /** Minimum spend of the eligible lines (minor units), 0 none. */
  requireAmount: money,
  products: productSelectionSchema,
  /** online: ordered ahead in the app (delivery, self-pickup); offline: at the store (queue, table); both. */
  scope: z.enum(['online', 'offline', 'both']),
  /** Order modes allowed besides the scope; empty = all. */
  modes: z.array(z.enum(['package', 'queue', 'takeout', 'table'])).max(4),
  /** 1 = Monday … 7 = Sunday; empty = every day. */
  weekdays: z.array(z.number().int().min(1).max(7)).max(7),
  /** On the store's clock; empty = all day. */
  timeSlots: z.array(z.strictObject({ from: clock, to: clock })).max(8),
  /** Store-local dates it cannot be used on. */
  bannedDates: z.array(day).max(366),
  /** May join other coupons and promotions that exclude coupons. */
  stackable: z.boolean(),
  /** Uses per member and template per store-local day / ISO week / month; null = no limit. */
  usesPerDay: z.number().int().min(1).max(1000).nullable(),
  usesPerWeek: z.number().int().min(1).max(1000).nullable(),
  usesPerMonth: z.number().int().min(1).max(1000).nullable(),
};

/** A coupon's rule (SPEC §3 Coupon): its kind with that kind's figures, and the shared conditions. */
export const couponRuleSchema = z.discriminatedUnion('kind', [
  /** backAmount off once the eligible lines reach requireAmount. */
  z.strictObject({ kind: z.literal('cash'), backAmount: money.min(1), ...ruleBase }),
  /** Pay rate percent (85 = 15 % off) of the eligible lines, on at most maxDiscountableQuantity units. */
  z.strictObject({
    kind: z.literal('discount'),
    rate: z.number().int().min(1).max(99),
    maxDiscountableQuantity: z.number().int().min(1).max(999).nullable(),
    maxDiscount: money.min(1).nullable(),
    ...ruleBase,
  }),
  /** freightOff off the delivery fee (null = all of it); delivery only. */
  z.strictObject({ kind: z.literal('freight'), freightOff: money.min(1).nullable(), ...ruleBase }),
  /** gift added free once requireAmount is met. */
  z.strictObject({
    kind: z.literal('gift'),
    gift: z.strictObject({ productId, quantity: z.number().int().min(1).max(99) }),
    ...ruleBase,
  }),
  /** The coupon is swapped for one unit of exchange.productId at exchange.price (0 free). */
  z.strictObject({
    kind: z.literal('exchange'),
    exchange: z.strictObject({ productId, price: money }),
    ...ruleBase,
  }),
  /** A voucher for one unit of pickup.productId in self-pickup only. */
  z.strictObject({ kind: z.literal('pickup'), pickup: z.strictObject({ productId }), ...ruleBase }),
]) satisfies z.ZodType<CouponRule>;
export type CouponRuleIn = z.infer<typeof couponRuleSchema>;

/** When a coupon is valid: fixed instants, or a number of days from when it is bought / received / shared. */
export const couponValiditySchema = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('fixed'), startsAt: instant, endsAt: instant }),
  z.strictObject({
    mode: z.literal('days'),
    from: z.enum(['purchase', 'firstUse', 'receipt', 'sharing']),
    days: z.number().int().min(1).max(3650),
  }),
]) satisfies z.ZodType<CouponValidity>;
export type CouponValidityIn = z.infer<typeof couponValiditySchema>;
