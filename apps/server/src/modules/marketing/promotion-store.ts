import type { Promotion, PromotionRule } from '@shop/domain';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema/marketing.ts';
import { holdsStoreText } from '../../platform/cache/store-text.ts';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock/clock.ts';

/** A promotion row as stored (its rule is domain's PromotionRule). */
export type PromotionRow = typeof promotions.$inferSelect;

/** A live promotion: the row, and the domain's view of it that the offer engine applies. */
export interface LivePromotion {
  row: PromotionRow;
  promotion: Promotion;
}

/** The engine's view of a row: its id, base name (kept in the order's adjustment), span and rule. */
export function toDomainPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    name: row.name,
    translations: row.translations,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    rule: row.rule as unknown as PromotionRule,
  };
}

// Every settlement and placefast asks for the store's promotions (checkout's lookup) and the promotions page and
// product badges list them: a short cache per store, as delivery zones have, emptied for the store (and for every
// store, after a chain-wide promotion) by the staff writes of this instance; other instances catch up within
// the life; a translation write empties it (decision 020). The engine checks each promotion's span, weekdays and hours at the order's instant, so a promotion
// that ends while cached is still not applied after its end.
const PROMOTIONS_TTL_MS = 10_000;
const caches = perDatabase((db) =>
  holdsStoreText(db, new TtlCache<number, LivePromotion[]>(PROMOTIONS_TTL_MS, 1_000)),
);

async function loadLive(db: Db, storeId: number, now: Date): Promise<LivePromotion[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        or(eq(promotions.storeId, storeId), isNull(promotions.storeId)),
        eq(promotions.status, 'active'),
        gt(promotions.endsAt, now),
      ),
    )
    .orderBy(asc(promotions.sort), asc(promotions.endsAt), asc(promotions.id));
  return rows.map((row) => ({ row, promotion: toDomainPromotion(row) }));
}

/** The store's promotions not ended (running or to come), its own and the chain's, cached a few seconds. */
export function livePromotions(db: Db, clock: Clock, storeId: number): Promise<LivePromotion[]> {
  return caches(db).get(storeId, clock, () => loadLive(db, storeId, clock.now()));
}

/** The lookup checkout registers for its pricing (modules/checkout registerPromotionLookup): the domain objects. */
export async function promotionsForCheckout(
  deps: { db: Db; clock: Clock },
  storeId: number,
): Promise<Promotion[]> {
  const live = await livePromotions(deps.db, deps.clock, storeId);
  return live.map((entry) => entry.promotion);
}

/** Forgets the cached promotions of a store, or of every store for a chain-wide promotion (storeId null). */
export function forgetPromotions(db: Db, storeId: number | null): void {
  if (storeId === null) caches(db).clear();
  else caches(db).delete(storeId);
}
