import type { BlindBoxDetailOut, BlindBoxItemOut, BlindBoxSeriesOut } from '@shop/contracts';
import { blindBoxOdds, fromMinor, type Locale, translatedField } from '@shop/domain';
import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { blindBoxItems, blindBoxSeries, blindBoxStreaks } from '../../db/schema/marketing/blind-box.ts';
import { AppError } from '../../platform/http/app-error.ts';

export type BlindBoxSeriesRow = typeof blindBoxSeries.$inferSelect;
export type BlindBoxItemRow = typeof blindBoxItems.$inferSelect;

/** A series is sold in its own store, or in every store when it is the chain's (store_id null). */
const soldIn = (storeId: number) => or(isNull(blindBoxSeries.storeId), eq(blindBoxSeries.storeId, storeId));

/** The series on now in the store: active and within their window. */
export function seriesOnNow(db: DbOrTx, storeId: number, now: Date): Promise<BlindBoxSeriesRow[]> {
  return db
    .select()
    .from(blindBoxSeries)
    .where(
      and(
        soldIn(storeId),
        eq(blindBoxSeries.status, 'active'),
        lte(blindBoxSeries.startsAt, now),
        gt(blindBoxSeries.endsAt, now),
      ),
    )
    .orderBy(asc(blindBoxSeries.endsAt), asc(blindBoxSeries.id));
}

/** A series sold in this store; BLIND_BOX_NOT_FOUND for none or another store's. */
export async function requireSeries(db: DbOrTx, storeId: number, id: number): Promise<BlindBoxSeriesRow> {
  const [row] = await db
    .select()
    .from(blindBoxSeries)
    .where(and(eq(blindBoxSeries.id, id), soldIn(storeId)));
  if (!row) throw new AppError('BLIND_BOX_NOT_FOUND');
  return row;
}

/** The pools of these series, each in id order (the draw's and the page's order). */
export async function poolsOf(db: DbOrTx, seriesIds: number[]): Promise<Map<number, BlindBoxItemRow[]>> {
  const pools = new Map<number, BlindBoxItemRow[]>(seriesIds.map((id) => [id, []]));
  if (seriesIds.length === 0) return pools;
  const rows = await db
    .select()
    .from(blindBoxItems)
    .where(inArray(blindBoxItems.seriesId, seriesIds))
    .orderBy(asc(blindBoxItems.id));
  for (const row of rows) pools.get(row.seriesId)?.push(row);
  return pools;
}

const remainingOf = (pool: readonly BlindBoxItemRow[]) => pool.reduce((sum, item) => sum + item.remaining, 0);

/** Why the series cannot be bought now, or null: not started, ended (by date or by the store), sold out. */
export function seriesRefusal(
  series: BlindBoxSeriesRow,
  pool: readonly BlindBoxItemRow[],
  now: Date,
): 'BLIND_BOX_NOT_STARTED' | 'BLIND_BOX_ENDED' | 'BLIND_BOX_SOLD_OUT' | null {
  if (series.status === 'ended' || now >= series.endsAt) return 'BLIND_BOX_ENDED';
  if (now < series.startsAt) return 'BLIND_BOX_NOT_STARTED';
  if (remainingOf(pool) === 0) return 'BLIND_BOX_SOLD_OUT';
  return null;
}

export function seriesOut(
  series: BlindBoxSeriesRow,
  pool: readonly BlindBoxItemRow[],
  locale: Locale,
): BlindBoxSeriesOut {
  return {
    id: series.id,
    name: translatedField(series.name, series.translations, 'name', locale),
    description: translatedField(series.description, series.translations, 'description', locale),
    image: series.image,
    price: fromMinor(series.price),
    startsAt: series.startsAt.toISOString(),
    endsAt: series.endsAt.toISOString(),
    remaining: remainingOf(pool),
    guaranteeAfter: series.guaranteeAfter,
    buyLimit: series.buyLimit,
  };
}

/** The pool with each item's odds as it stands now (remaining over the pool's remaining). */
export function itemsOut(pool: readonly BlindBoxItemRow[], locale: Locale): BlindBoxItemOut[] {
  const odds = blindBoxOdds(pool);
  return pool.map((item) => ({
    id: item.id,
    name: translatedField(item.name, item.translations, 'name', locale),
    image: item.image,
    prize: item.prize,
    total: item.total,
    remaining: item.remaining,
    oddsBasisPoints: odds.get(item.id) ?? 0,
  }));
}

/** The member's run in a series (boxes drawn, draws since the last prize); zeros before their first box. */
export async function streakOf(db: DbOrTx, memberId: number, seriesId: number) {
  const [row] = await db
    .select({ drawn: blindBoxStreaks.drawn, sincePrize: blindBoxStreaks.sincePrize })
    .from(blindBoxStreaks)
    .where(and(eq(blindBoxStreaks.memberId, memberId), eq(blindBoxStreaks.seriesId, seriesId)));
  return row ?? { drawn: 0, sincePrize: 0 };
}

/** A series' page: its pool and odds now, and for a member their run in it. */
export async function seriesDetail(
  db: DbOrTx,
  storeId: number,
  id: number,
  memberId: number | null,
  now: Date,
  locale: Locale,
): Promise<BlindBoxDetailOut> {
  const series = await requireSeries(db, storeId, id);
  const pool = (await poolsOf(db, [series.id])).get(series.id) ?? [];
  const streak = memberId === null ? null : await streakOf(db, memberId, series.id);
  return {
    ...seriesOut(series, pool, locale),
    items: itemsOut(pool, locale),
    sincePrize: streak?.sincePrize ?? null,
    drawn: streak?.drawn ?? null,
    serverTime: now.toISOString(),
  };
}
