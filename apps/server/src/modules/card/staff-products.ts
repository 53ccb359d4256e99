import { cardValiditySchema, promotionCardCode } from '@shop/contracts';
import { fromMinor, toMinor } from '@shop/domain';
import { asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { cardProducts } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../platform/staff/staff-fields.ts';
import {
  privilegeTermsInput,
  privilegeValidity,
  requirePrivilegeTerms,
  savePrivilegeTerms,
} from './privilege-terms.ts';
import type { CardProductRow } from './products.ts';
import { requirePromotionTerms } from './promotion-terms.ts';

const count = z.number().int().min(1).max(10_000_000);
const ids = z.array(staffBodyId).max(200);
const texts = z.strictObject({
  name: z.string().max(60).optional(),
  description: z.string().max(500).optional(),
});

/**
 * POST /staff/cards/products: a new pass card product (times), prepaid card product (faceValue, which may exceed
 * the price: a discount) or shopping card product (faceValue, spent only on its productIds / categoryIds, both
 * omitted for any item); the other kinds come with their slices. Price and face value in yuan.
 */
export const newCardProduct = z.strictObject({
  /** Omitted: sold in every store of the chain. */
  storeId: staffBodyId.optional(),
  kind: z.enum(['pass', 'prepaid', 'shopping', 'privilege', 'promotion']).optional(),
  name: z.string().trim().min(1).max(60),
  description: z.string().max(500).optional(),
  /** Per locale, { name?, description? } (decision 020). */
  translations: z.partialRecord(z.enum(['en', 'es', 'zh-CN', 'zh-Hant']), texts).optional(),
  price: staffYuan(0, 100_000),
  /** A pass card's times (required for one, refused for a prepaid card). */
  times: z.number().int().min(1).max(10_000).optional(),
  /** A prepaid or shopping card's face value (required for one, refused for the other kinds). */
  faceValue: staffYuan(0.01, 100_000).optional(),
  /** False: only printed as physical cards (staff print them), not listed or bought online. */
  online: z.boolean().optional(),
  /** Required, except for a privilege card: its period of months is its validity. */
  validity: cardValiditySchema.optional(),
  /** A privilege card's period, monthly coupons and price benefit (required for one, refused for other kinds). */
  privilege: privilegeTermsInput.optional(),
  /** A promotion card's code, what its page is opened by (required for one, refused for other kinds; kept upper-case). */
  code: promotionCardCode.optional(),
  /** The unlocked-only promotion a held promotion card unlocks (required for one, refused for other kinds). */
  promotionId: staffBodyId.optional(),
  /** The stores it is used in; omitted: every store. */
  storeIds: ids.optional(),
  productIds: ids.optional(),
  categoryIds: ids.optional(),
  levelIds: z.array(staffBodyId).max(50).optional(),
  buyLimit: count.nullable().optional(),
  /** Omitted: unlimited. */
  total: count.optional(),
  transferable: z.boolean().optional(),
  sort: z.number().int().min(-1000).max(1000).optional(),
});
export type NewCardProduct = z.infer<typeof newCardProduct>;

/** A card product as staff list it (the staff CLI's cards command prints it). */
export interface StaffCardProductOut {
  id: number;
  storeId: number | null;
  kind: CardProductRow['kind'];
  name: string;
  price: number;
  times: number | null;
  faceValue: number | null;
  online: boolean;
  validity: CardProductRow['validity'];
  total: number | null;
  remaining: number | null;
  buyLimit: number | null;
  status: 'active' | 'ended';
  /** A promotion card's code and the promotion it unlocks; null for other kinds. */
  code: string | null;
  promotionId: number | null;
}

export function toStaffProduct(row: CardProductRow): StaffCardProductOut {
  return {
    id: row.id,
    storeId: row.storeId,
    kind: row.kind,
    name: row.name,
    price: fromMinor(row.price),
    times: row.times,
    faceValue: row.faceValue === null ? null : fromMinor(row.faceValue),
    online: row.online,
    validity: row.validity,
    total: row.total,
    remaining: row.remaining,
    buyLimit: row.buyLimit,
    status: row.status,
    code: row.code,
    promotionId: row.promotionId,
  };
}

/** Writes a new card product; fixed dates must not end before they start (BAD_REQUEST naming validity). */
export async function createCardProduct(db: Db, p: NewCardProduct, at: Date): Promise<CardProductRow> {
  const kind = p.kind ?? 'pass';
  if ((kind === 'privilege') !== (p.privilege !== undefined))
    throw new AppError('BAD_REQUEST', {}, { Field: 'privilege' });
  if (p.privilege && p.validity) throw new AppError('BAD_REQUEST', {}, { Field: 'validity' });
  if (p.privilege) await requirePrivilegeTerms(db, p.privilege);
  const code = await requirePromotionTerms(db, { ...p, kind }, at);
  const validity = p.privilege ? privilegeValidity(p.privilege) : p.validity;
  if (!validity || (validity.mode === 'fixed' && validity.endsOn < validity.startsOn))
    throw new AppError('BAD_REQUEST', {}, { Field: 'validity' });
  // Each kind has its own measure: a pass card counts times, a prepaid or shopping card holds money.
  if ((kind === 'pass') !== (p.times !== undefined))
    throw new AppError('BAD_REQUEST', {}, { Field: 'times' });
  if ((kind === 'prepaid' || kind === 'shopping') !== (p.faceValue !== undefined))
    throw new AppError('BAD_REQUEST', {}, { Field: 'faceValue' });
  const [row] = await db
    .insert(cardProducts)
    .values({
      storeId: p.storeId ?? null,
      kind,
      name: p.name,
      description: p.description ?? '',
      translations: p.translations ?? {},
      price: toMinor(p.price),
      times: p.times ?? null,
      faceValue: p.faceValue === undefined ? null : toMinor(p.faceValue),
      online: p.online ?? true,
      validity,
      storeIds: p.storeIds ?? [],
      productIds: p.productIds ?? [],
      categoryIds: p.categoryIds ?? [],
      levelIds: p.levelIds ?? [],
      buyLimit: p.buyLimit ?? null,
      total: p.total ?? null,
      remaining: p.total ?? null,
      transferable: p.transferable ?? false,
      code,
      promotionId: p.promotionId ?? null,
      sort: p.sort ?? 0,
      createdAt: at,
    })
    .returning();
  // Its terms after it (a product without them is not listed or sold: privilege-cards.ts reads them joined).
  if (p.privilege) await savePrivilegeTerms(db, row!.id, p.privilege);
  return row!;
}

/** The card products, of one store (with the chain's) or all, by sort. */
export function listCardProducts(db: Db, storeId?: number): Promise<CardProductRow[]> {
  const where: SQL | undefined = storeId
    ? or(isNull(cardProducts.storeId), eq(cardProducts.storeId, storeId))
    : undefined;
  return db.select().from(cardProducts).where(where).orderBy(asc(cardProducts.sort), asc(cardProducts.id));
}

/** Ends a product's sale (cards held stay usable). Ending twice answers the same. */
export async function endCardProduct(db: Db, id: number): Promise<CardProductRow> {
  const [row] = await db
    .update(cardProducts)
    .set({ status: 'ended' })
    .where(eq(cardProducts.id, id))
    .returning();
  if (!row) throw new AppError('CARD_PRODUCT_NOT_FOUND');
  return row;
}
