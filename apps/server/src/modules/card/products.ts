import type { CardBuyRefusal, CardKind, CardProductOut } from '@shop/contracts';
import { fromMinor, type Locale, translatedField } from '@shop/domain';
import { and, asc, count, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cardProducts, cardTakes } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { memberFacts } from '../coupon/index.ts';
import { validityOver } from './validity.ts';

export type CardProductRow = typeof cardProducts.$inferSelect;

/**
 * Products listed on sale in a store: its own and the whole chain's (store_id null), not ended, of one kind when
 * given. A promotion card is never listed: it is opened by its code (couponPromotionCardDetails?code=).
 */
function onSaleIn(storeId: number, kind?: CardKind): SQL {
  return and(
    or(isNull(cardProducts.storeId), eq(cardProducts.storeId, storeId)),
    eq(cardProducts.status, 'active'),
    eq(cardProducts.online, true),
    ne(cardProducts.kind, 'promotion'),
    kind ? eq(cardProducts.kind, kind) : undefined,
  ) as SQL;
}

/** One page of the products on sale in a store, by the store's sort, and how many there are. */
export async function salePage(
  db: DbOrTx,
  storeId: number,
  kind: CardKind | undefined,
  page: { index: number; size: number },
) {
  const rows = await db
    .select()
    .from(cardProducts)
    .where(onSaleIn(storeId, kind))
    .orderBy(asc(cardProducts.sort), asc(cardProducts.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(cardProducts).where(onSaleIn(storeId, kind));
  return { rows, total: total?.n ?? 0 };
}

/** A product sold in this store (an ended one too, so its page can say so); CARD_PRODUCT_NOT_FOUND otherwise. */
export async function requireProduct(db: DbOrTx, storeId: number, id: number): Promise<CardProductRow> {
  const [row] = await db
    .select()
    .from(cardProducts)
    .where(and(eq(cardProducts.id, id), or(isNull(cardProducts.storeId), eq(cardProducts.storeId, storeId))));
  if (!row) throw new AppError('CARD_PRODUCT_NOT_FOUND');
  return row;
}

/**
 * A promotion card product is got by its code alone (its page gives the code to Card/BuyCard): by its id without
 * it, it is as unknown as any product not sold here (CARD_PRODUCT_NOT_FOUND). Other kinds need no code.
 */
export function requireOpenedBy(row: CardProductRow, code: string | undefined): void {
  if (row.kind === 'promotion' && (code === undefined || code.toUpperCase() !== row.code))
    throw new AppError('CARD_PRODUCT_NOT_FOUND');
}

/** What decides whether a member may buy card products: their level now and how many of each they bought. */
export interface CardBuyer {
  levelId: number | null;
  bought: ReadonlyMap<number, number>;
}

/** The buyer's facts for these products; null for a guest. */
export async function buyerFor(
  db: DbOrTx,
  memberId: number | null,
  productIds: number[],
  at: Date,
): Promise<CardBuyer | null> {
  if (memberId === null) return null;
  // The member's level as every area's level rule reads it (coupon's face says it for all of them).
  const { levelId } = await memberFacts(db, memberId, at);
  const takes = productIds.length
    ? await db
        .select()
        .from(cardTakes)
        .where(and(eq(cardTakes.memberId, memberId), inArray(cardTakes.productId, productIds)))
    : [];
  return { levelId, bought: new Map(takes.map((t) => [t.productId, t.bought])) };
}

export interface BuyRefusal {
  code: CardBuyRefusal;
  limit?: number;
}

/**
 * Why `buyer` cannot buy `quantity` of the product at `now` (SPEC §5: ended or its fixed dates over, level, the
 * member's limit, what is left), or null. The same limits are taken again by conditional updates when the cards
 * are issued, so this answer is the page's and an early refusal, never the guard.
 */
export function buyRefusal(
  row: CardProductRow,
  buyer: CardBuyer | null,
  now: Date,
  zone: string,
  quantity = 1,
): BuyRefusal | null {
  // A product only printed as physical cards is not sold online: to a buyer it is as good as ended. A promotion card
  // is sold online (by its code, not on the sale lists: onSaleIn), so staff make it with online true.
  if (row.status === 'ended' || !row.online || validityOver(row.validity, now, zone))
    return { code: 'CARD_PRODUCT_ENDED' };
  if (!buyer) return { code: 'NOT_LOGGED_IN' };
  if (row.levelIds.length > 0 && (buyer.levelId === null || !row.levelIds.includes(buyer.levelId)))
    return { code: 'CARD_LEVEL_INSUFFICIENT' };
  if (row.buyLimit !== null && (buyer.bought.get(row.id) ?? 0) + quantity > row.buyLimit)
    return { code: 'CARD_BUY_LIMIT', limit: row.buyLimit };
  if (row.remaining !== null && row.remaining < quantity) return { code: 'CARD_SOLD_OUT' };
  return null;
}

/** The refusal as the error it is answered with. */
export function refusalError(refusal: BuyRefusal): AppError {
  return new AppError(refusal.code, refusal.limit === undefined ? {} : { Limit: refusal.limit });
}

/** Products as the member reads them, with whether `buyer` can buy one now. */
export function productOuts(
  rows: readonly CardProductRow[],
  buyer: CardBuyer | null,
  now: Date,
  zone: string,
  locale: Locale,
): CardProductOut[] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: translatedField(row.name, row.translations, 'name', locale),
    description: translatedField(row.description, row.translations, 'description', locale),
    price: fromMinor(row.price),
    times: row.times,
    faceValue: row.faceValue === null ? null : fromMinor(row.faceValue),
    validity: row.validity,
    storeIds: row.storeIds,
    productIds: row.productIds,
    categoryIds: row.categoryIds,
    levelIds: row.levelIds,
    buyLimit: row.buyLimit,
    bought: buyer?.bought.get(row.id) ?? 0,
    remaining: row.remaining,
    transferable: row.transferable,
    refusal: buyRefusal(row, buyer, now, zone)?.code ?? null,
  }));
}
