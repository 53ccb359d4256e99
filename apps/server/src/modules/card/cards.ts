import type { CardKind, CardRecordOut, MemberCardDetailOut, MemberCardOut, MyCardTab } from '@shop/contracts';
import { fromMinor, type Locale, translatedField } from '@shop/domain';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cardEntries, cardProducts, memberCards } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { cardState } from './validity.ts';

export type MemberCardRow = typeof memberCards.$inferSelect;
type CardWithProduct = { card: MemberCardRow; product: typeof cardProducts.$inferSelect };

/** A held card as the member reads it at `now`, named in the reader's language. */
export function memberCardOut(row: CardWithProduct, now: Date, locale: Locale): MemberCardOut {
  const { card, product } = row;
  return {
    id: card.id,
    kind: card.kind,
    productId: card.productId,
    name: translatedField(product.name, product.translations, 'name', locale),
    number: card.number,
    timesTotal: card.timesTotal,
    timesLeft: card.timesLeft,
    balance: card.balance === null ? null : fromMinor(card.balance),
    validFrom: card.validFrom.toISOString(),
    validUntil: card.validUntil?.toISOString() ?? null,
    state: cardState(card, now),
    createdAt: card.createdAt.toISOString(),
  };
}

const withProduct = (db: DbOrTx) =>
  db
    .select({ card: memberCards, product: cardProducts })
    .from(memberCards)
    .innerJoin(cardProducts, eq(cardProducts.id, memberCards.productId));

/** The cards a purchase issued, in the order of its units. */
export async function cardsOfOrder(db: DbOrTx, orderId: number, now: Date, locale: Locale) {
  const rows = await withProduct(db)
    .where(eq(memberCards.boughtByOrderId, orderId))
    .orderBy(asc(memberCards.orderSeq));
  return rows.map((row) => memberCardOut(row, now, locale));
}

/**
 * The tab a card is listed under, as SQL at `now` — validity.ts's cardTab of cardState, which its unit test pins:
 * used when no times are left; expired past its end, disabled or refunded; usable otherwise.
 */
function tabSql(now: Date): SQL<MyCardTab> {
  const at = now.toISOString();
  return sql<MyCardTab>`CASE
    WHEN ${memberCards.status} IN ('used', 'transferred') THEN 'used'
    WHEN ${memberCards.status} <> 'valid' OR ${memberCards.validUntil} <= ${at}::timestamptz THEN 'expired'
    ELSE 'usable' END`;
}

/**
 * One tab of the member's cards of a kind, with each tab's count: newest first, but a prepaid or shopping card list
 * soonest-expiring first (the one to spend first; a card without an end last).
 */
export async function myCards(
  db: DbOrTx,
  memberId: number,
  kind: CardKind,
  tab: MyCardTab,
  page: { index: number; size: number },
  now: Date,
  locale: Locale,
) {
  const mine = and(eq(memberCards.memberId, memberId), eq(memberCards.kind, kind));
  const tabOf = tabSql(now);
  const tabCount = (name: MyCardTab) => sql<number>`(count(*) FILTER (WHERE ${tabOf} = ${name}))::int`;
  const [counted] = await db
    .select({ usable: tabCount('usable'), used: tabCount('used'), expired: tabCount('expired') })
    .from(memberCards)
    .where(mine);
  const counts = counted ?? { usable: 0, used: 0, expired: 0 };
  const rows = await withProduct(db)
    .where(and(mine, sql`${tabOf} = ${tab}`))
    .orderBy(
      ...(kind === 'prepaid' || kind === 'shopping'
        ? [sql`${memberCards.validUntil} ASC NULLS LAST`, asc(memberCards.id)]
        : []),
      desc(memberCards.id),
    )
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  return { cards: rows.map((row) => memberCardOut(row, now, locale)), total: counts[tab], counts };
}

/** One of the member's cards with its product; CARD_NOT_FOUND for another member's or none. */
export async function requireMemberCard(db: DbOrTx, memberId: number, id: number): Promise<CardWithProduct> {
  const [row] = await withProduct(db).where(and(eq(memberCards.id, id), eq(memberCards.memberId, memberId)));
  if (!row) throw new AppError('CARD_NOT_FOUND');
  return row;
}

/** Names of what the store text tables hold, by id, in the reader's language (stores, products, categories). */
export interface CardNames {
  stores(ids: number[]): Promise<string[]>;
  products(ids: number[]): Promise<string[]>;
  categories(ids: number[]): Promise<string[]>;
}

/** A page of a card's records, newest first, each with its order number and store name. */
export async function cardRecordPage(
  db: DbOrTx,
  cardId: number,
  page: { index: number; size: number },
  storeName: (storeId: number) => Promise<string | null>,
  orderNos: (orderIds: number[]) => Promise<Map<number, string>>,
): Promise<{ records: CardRecordOut[]; total: number }> {
  const rows = await db
    .select()
    .from(cardEntries)
    .where(eq(cardEntries.cardId, cardId))
    .orderBy(desc(cardEntries.id))
    .limit(page.size)
    .offset((page.index - 1) * page.size);
  const [total] = await db.select({ n: count() }).from(cardEntries).where(eq(cardEntries.cardId, cardId));
  const numbers = await orderNos(rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId])));
  const records = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      reason: r.reason,
      deltaTimes: r.deltaTimes,
      deltaMoney: fromMinor(r.deltaMoney),
      orderNo: r.orderId === null ? null : (numbers.get(r.orderId) ?? null),
      storeName: r.storeId === null ? null : await storeName(r.storeId),
      note: r.note,
      at: r.at.toISOString(),
    })),
  );
  return { records, total: total?.n ?? 0 };
}

/** A card's page: the card, its product's terms with their names, and its newest records. */
export async function cardDetailOut(
  row: CardWithProduct,
  names: CardNames,
  records: { records: CardRecordOut[]; total: number },
  now: Date,
  locale: Locale,
): Promise<MemberCardDetailOut> {
  const { product } = row;
  return {
    ...memberCardOut(row, now, locale),
    description: translatedField(product.description, product.translations, 'description', locale),
    transferable: product.transferable,
    storeNames: await names.stores(product.storeIds),
    productNames: await names.products(product.productIds),
    categoryNames: await names.categories(product.categoryIds),
    records: records.records,
    recordsTotal: records.total,
  };
}
