import type { CardValidity, PrivilegeTermsOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { privilegeTerms } from '../../db/schema/card/privilege.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId } from '../../platform/staff/staff-fields.ts';
import { couponFaces, giftableTemplateIds } from '../coupon/index.ts';

export type PrivilegeTermsRow = typeof privilegeTerms.$inferSelect;

/**
 * What staff give a new privilege card product (POST /staff/cards/products with kind 'privilege'): its period in
 * months (1 a month, 3 a quarter, 12 a year), the coupons each month of it brings (active templates, a count of
 * each), and the price benefit for the period — stored now for the pricing engine's order offers to apply later:
 * discountRate the percent of the price a holder pays (90 = 10% off), memberPrices whether member prices apply.
 */
export const privilegeTermsInput = z.strictObject({
  periodMonths: z.union([z.literal(1), z.literal(3), z.literal(12)]),
  coupons: z
    .array(z.strictObject({ templateId: staffBodyId, count: z.number().int().min(1).max(20) }))
    .max(10)
    .optional(),
  discountRate: z.number().int().min(1).max(99).nullable().optional(),
  memberPrices: z.boolean().optional(),
});
export type PrivilegeTermsInput = z.infer<typeof privilegeTermsInput>;

/**
 * The validity a privilege product's row carries (card_products requires one): the longest its period can be in
 * days. Nothing counts by it — a held card's end is its months on the store's calendar (privilege-period.ts).
 */
export function privilegeValidity(terms: PrivilegeTermsInput): CardValidity {
  return { mode: 'days', from: 'purchase', days: terms.periodMonths * 31 };
}

/** Refuses terms naming a coupon template that does not exist or has ended (BAD_REQUEST naming the field). */
export async function requirePrivilegeTerms(db: DbOrTx, terms: PrivilegeTermsInput): Promise<void> {
  const ids = (terms.coupons ?? []).map((c) => c.templateId);
  const active = await giftableTemplateIds(db, ids);
  if (ids.some((id) => !active.has(id)))
    throw new AppError('BAD_REQUEST', {}, { Field: 'privilege.coupons.templateId' });
}

/** Writes a privilege product's terms beside its card_products row. */
export async function savePrivilegeTerms(db: DbOrTx, productId: number, terms: PrivilegeTermsInput) {
  await db.insert(privilegeTerms).values({
    productId,
    periodMonths: terms.periodMonths,
    coupons: terms.coupons ?? [],
    discountRate: terms.discountRate ?? null,
    memberPrices: terms.memberPrices ?? false,
  });
}

/** The terms of these products by product id (a product without terms is left out: it is not sold). */
export async function termsOf(db: DbOrTx, productIds: number[]): Promise<Map<number, PrivilegeTermsRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(privilegeTerms)
    .where(inArray(privilegeTerms.productId, [...new Set(productIds)]));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** One product's terms; a privilege product sold without them is a broken row, not a member's error. */
export async function requireTermsOf(db: DbOrTx, productId: number): Promise<PrivilegeTermsRow> {
  const [row] = await db.select().from(privilegeTerms).where(eq(privilegeTerms.productId, productId));
  if (!row) throw new Error(`privilege card product ${productId} has no terms`);
  return row;
}

/** Terms as the member reads them: the period, each month's coupons by name in the reader's language, the benefit. */
export async function termsOuts(
  db: DbOrTx,
  rows: readonly PrivilegeTermsRow[],
  locale: Locale,
): Promise<Map<number, PrivilegeTermsOut>> {
  const faces = await couponFaces(
    db,
    rows.flatMap((r) => r.coupons.map((c) => c.templateId)),
    locale,
  );
  return new Map(
    rows.map((r) => [
      r.productId,
      {
        periodMonths: r.periodMonths,
        coupons: r.coupons.flatMap((c) => {
          const face = faces.get(c.templateId);
          return face
            ? [{ templateId: c.templateId, count: c.count, name: face.name, description: face.description }]
            : [];
        }),
        benefit: { discountRate: r.discountRate, memberPrices: r.memberPrices },
      },
    ]),
  );
}
