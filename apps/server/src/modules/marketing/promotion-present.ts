import type { PromotionOut } from '@shop/contracts';
import { fromMinor, type Locale, type PromotionRule, translatedField } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { productsByIds, productText } from '../catalog/index.ts';
import { namedProductIds } from './promotion-input.ts';
import type { PromotionRow } from './promotion-store.ts';

type ProductRow = Awaited<ReturnType<typeof productsByIds>>[number];

/** The figures of a rule the wire carries flat (decimals for money), each type filling its own. */
function figuresOf(rule: PromotionRule) {
  const none = {
    rate: null,
    nth: null,
    unitLimit: null,
    tierBy: null,
    tiers: [],
    repeat: false,
    maxBack: null,
    requireAmount: null,
    comboPrice: null,
  };
  switch (rule.t) {
    case 'PromotionProductDiscount':
      return { ...none, rate: rule.rate, unitLimit: rule.unitLimit };
    case 'PromotionSecondProductHalfPrice':
      return { ...none, rate: rule.rate, nth: rule.nth };
    case 'PromotionCashBack':
      return {
        ...none,
        tierBy: 'amount' as const,
        tiers: rule.tiers.map((t) => ({
          threshold: fromMinor(t.requireAmount),
          off: fromMinor(t.backAmount),
          rate: null,
        })),
        repeat: rule.repeat,
        maxBack: rule.maxBack === null ? null : fromMinor(rule.maxBack),
      };
    case 'PromotionGradientDiscount':
      return {
        ...none,
        tierBy: rule.basis,
        tiers: rule.tiers.map((t) => ({
          threshold: rule.basis === 'amount' ? fromMinor(t.threshold) : t.threshold,
          off: null,
          rate: t.rate,
        })),
      };
    case 'PromotionProductRedemption':
    case 'PromotionGift':
      return { ...none, requireAmount: fromMinor(rule.requireAmount) };
    case 'PromotionCombo':
      return { ...none, comboPrice: fromMinor(rule.price) };
  }
}

/** The product a gift or redemption hands out, or null for the other types. */
function handedOut(rule: PromotionRule): { productId: number; quantity: number; price: number } | null {
  if (rule.t === 'PromotionGift') return { productId: rule.productId, quantity: rule.quantity, price: 0 };
  if (rule.t === 'PromotionProductRedemption')
    return { productId: rule.productId, quantity: rule.quantity, price: rule.price };
  return null;
}

/** The products the promotions name, read once for a whole list (on-shelf products of the store). */
export async function productsNamedBy(
  db: Db,
  storeId: number,
  rows: readonly PromotionRow[],
): Promise<Map<number, ProductRow>> {
  const ids = new Set<number>();
  for (const row of rows) for (const id of namedProductIds(row.rule as unknown as PromotionRule)) ids.add(id);
  const found = await productsByIds(db, storeId, [...ids]);
  return new Map(found.map((p) => [p.id, p]));
}

/** A promotion as the shopper reads it, its texts in the reader's locale (decision 020). */
export function toPromotionOut(
  row: PromotionRow,
  products: Map<number, ProductRow>,
  locale: Locale,
): PromotionOut {
  const rule = row.rule as unknown as PromotionRule;
  const out = handedOut(rule);
  const product = out ? products.get(out.productId) : undefined;
  return {
    id: row.id,
    t: row.type,
    name: translatedField(row.name, row.translations, 'name', locale),
    description: translatedField(row.description, row.translations, 'description', locale),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    weekdays: rule.weekdays,
    timeSlots: rule.timeSlots,
    products: rule.products,
    stackableWithCoupons: rule.stackableWithCoupons,
    newMembersOnly: rule.newMembersOnly,
    levelIds: rule.levelIds,
    ...figuresOf(rule),
    // A combo item off the shelf keeps its place with no name: the set cannot be bought now.
    comboItems:
      rule.t === 'PromotionCombo'
        ? rule.items.map((item) => {
            const found = products.get(item.productId);
            return {
              productId: item.productId,
              quantity: item.quantity,
              name: found ? productText(found, 'name', locale) : '',
              imageName: found?.imageName ?? '',
            };
          })
        : [],
    product:
      out && product
        ? {
            productId: product.id,
            name: productText(product, 'name', locale),
            imageName: product.imageName,
            quantity: out.quantity,
            price: fromMinor(out.price),
            listPrice: fromMinor(product.price),
          }
        : null,
  };
}
