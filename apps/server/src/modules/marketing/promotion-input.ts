import { field } from '@shop/contracts';
import { type PromotionRule, toMinor } from '@shop/domain';
import { z } from 'zod';

// What staff write to create a promotion (POST /staff/promotions, `npm run staff -- promotions create`): money in
// decimals as everywhere on the staff API, turned into domain's PromotionRule (minor units) before it is stored.

const money = z.number().min(0).max(1_000_000);
const percent = z.number().int().min(0).max(99);
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
const ids = z.array(field.id).max(500).default([]);

const selection = z.discriminatedUnion('rule', [
  z.strictObject({ rule: z.literal('all') }),
  z.strictObject({ rule: z.enum(['include', 'exclude']), productIds: ids, categoryIds: ids }),
]);

const base = {
  products: selection.default({ rule: 'all' }),
  weekdays: z.array(z.number().int().min(1).max(7)).max(7).default([]),
  timeSlots: z
    .array(z.strictObject({ from: hhmm, to: hhmm }))
    .max(8)
    .default([]),
  stackableWithCoupons: z.boolean().default(false),
  levelIds: ids,
  newMembersOnly: z.boolean().default(false),
  /** Only for members something they hold unlocks it for (a promotion card); left out of the public listings. */
  unlockedOnly: z.boolean().default(false),
};

/** Thresholds must rise: a later tier asks for more than the one before. */
function rising(values: number[]): boolean {
  return values.every((value, i) => i === 0 || value > values[i - 1]!);
}

const cashTier = z
  .strictObject({ requireAmount: money, backAmount: money.positive() })
  .refine((t) => t.backAmount <= t.requireAmount, 'backAmount must not exceed requireAmount');

const ruleIn = z.discriminatedUnion('t', [
  z.strictObject({
    t: z.literal('PromotionProductDiscount'),
    ...base,
    rate: percent.min(1),
    unitLimit: z.number().int().min(1).max(999).nullable().default(null),
  }),
  z.strictObject({
    t: z.literal('PromotionCashBack'),
    ...base,
    tiers: z
      .array(cashTier)
      .min(1)
      .max(10)
      .refine((tiers) => rising(tiers.map((t) => t.requireAmount)), 'tiers must rise'),
    repeat: z.boolean().default(false),
    maxBack: money.nullable().default(null),
  }),
  z.strictObject({
    t: z.literal('PromotionSecondProductHalfPrice'),
    ...base,
    nth: z.number().int().min(2).max(10).default(2),
    rate: percent.default(50),
  }),
  z
    .strictObject({
      t: z.literal('PromotionGradientDiscount'),
      ...base,
      basis: z.enum(['quantity', 'amount']),
      tiers: z
        .array(z.strictObject({ threshold: money.positive(), rate: percent.min(1) }))
        .min(1)
        .max(10)
        .refine((tiers) => rising(tiers.map((t) => t.threshold)), 'tiers must rise'),
    })
    .refine((r) => r.basis === 'amount' || r.tiers.every((t) => Number.isInteger(t.threshold)), {
      path: ['tiers'],
      message: 'a quantity threshold is a whole number of units',
    }),
  z.strictObject({
    t: z.literal('PromotionProductRedemption'),
    ...base,
    requireAmount: money,
    productId: field.id,
    price: money,
    quantity: z.number().int().min(1).max(99).default(1),
  }),
  z.strictObject({
    t: z.literal('PromotionCombo'),
    ...base,
    items: z
      .array(z.strictObject({ productId: field.id, quantity: z.number().int().min(1).max(99) }))
      .min(1)
      .max(10),
    price: money,
  }),
  z.strictObject({
    t: z.literal('PromotionGift'),
    ...base,
    requireAmount: money,
    productId: field.id,
    quantity: z.number().int().min(1).max(99).default(1),
  }),
]);
export type RuleIn = z.infer<typeof ruleIn>;

/** A promotion as staff create it; storeId null makes it every store's. */
export const promotionIn = z
  .strictObject({
    storeId: field.id.nullable(),
    name: z.string().trim().min(1).max(60),
    description: z.string().trim().max(500).default(''),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    sort: z.number().int().min(-1000).max(1000).default(0),
    rule: ruleIn,
  })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), {
    path: ['endsAt'],
    message: 'endsAt must be after startsAt',
  });
export type PromotionIn = z.infer<typeof promotionIn>;

/** The domain rule of a staff rule: amounts from decimals to minor units (a gradient's too, when by amount). */
export function toDomainRule(rule: RuleIn): PromotionRule {
  switch (rule.t) {
    case 'PromotionCashBack':
      return {
        ...rule,
        tiers: rule.tiers.map((t) => ({
          requireAmount: toMinor(t.requireAmount),
          backAmount: toMinor(t.backAmount),
        })),
        maxBack: rule.maxBack === null ? null : toMinor(rule.maxBack),
      };
    case 'PromotionGradientDiscount':
      return rule.basis === 'amount'
        ? { ...rule, tiers: rule.tiers.map((t) => ({ threshold: toMinor(t.threshold), rate: t.rate })) }
        : rule;
    case 'PromotionProductRedemption':
      return { ...rule, requireAmount: toMinor(rule.requireAmount), price: toMinor(rule.price) };
    case 'PromotionCombo':
      return { ...rule, price: toMinor(rule.price) };
    case 'PromotionGift':
      return { ...rule, requireAmount: toMinor(rule.requireAmount) };
    default:
      return rule;
  }
}

/** The products a rule names, staff's or the domain's: what a gift or redemption hands out, a combo's items. */
export function namedProductIds(rule: RuleIn | PromotionRule): number[] {
  if (rule.t === 'PromotionGift' || rule.t === 'PromotionProductRedemption') return [rule.productId];
  if (rule.t === 'PromotionCombo') return rule.items.map((item) => item.productId);
  return [];
}
