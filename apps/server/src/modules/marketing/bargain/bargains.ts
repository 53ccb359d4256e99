import type { BargainOut, BargainStatus } from '@shop/contracts';
import {
  type BargainSettings,
  bargainPrice,
  bargainStatus,
  fromMinor,
  type Locale,
  translatedField,
} from '@shop/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import {
  bargainActivities,
  bargainCuts,
  bargainOrders,
  bargains,
} from '../../../db/schema/marketing/bargain.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { shownMemberNames } from '../../account/index.ts';
import { kindOrderKeys, selectKindOrders } from '../../order/index.ts';
import type { BargainActivityRow } from './activities.ts';

export type BargainRow = typeof bargains.$inferSelect;

/** A bargain with its activity: what every bargain call reads first. */
export interface BargainWithActivity {
  bargain: BargainRow;
  activity: BargainActivityRow;
}

/** The settings the bargain started with (its snapshot, never the activity's as edited since). */
export function settingsOf(b: BargainRow): BargainSettings {
  return { price: b.price, floor: b.floor, helpers: b.helpers, minCut: b.minCut, maxCut: b.maxCut };
}

/** What the starter pays for it now. */
export const priceNow = (b: BargainRow) => bargainPrice(settingsOf(b), b.remaining);

/**
 * The status on the wire: bought and ended as written; a running one is in progress, success at the floor, or
 * ended at its deadline or when the store ended the activity (computed, so no job has to write it).
 */
export function statusOf({ bargain, activity }: BargainWithActivity, now: Date): BargainStatus {
  if (bargain.status !== 'in_progress') return bargain.status;
  const status = bargainStatus(bargain.remaining, bargain.endsAt, now);
  return activity.status === 'ended' && status === 'in_progress' ? 'ended' : status;
}

function selectWithActivity(db: DbOrTx) {
  return db
    .select({ bargain: bargains, activity: bargainActivities })
    .from(bargains)
    .innerJoin(bargainActivities, eq(bargainActivities.id, bargains.activityId));
}

/** A bargain of an activity of this store; BARGAIN_NOT_FOUND for none or another store's. */
export async function requireBargain(db: DbOrTx, storeId: number, id: number): Promise<BargainWithActivity> {
  const [row] = await selectWithActivity(db).where(
    and(eq(bargains.id, id), eq(bargainActivities.storeId, storeId)),
  );
  if (!row) throw new AppError('BARGAIN_NOT_FOUND');
  return row;
}

/** The member's latest bargain of the activity (running, bought or ended), or null. */
export async function latestOf(db: DbOrTx, activityId: number, memberId: number) {
  const [row] = await selectWithActivity(db)
    .where(and(eq(bargains.activityId, activityId), eq(bargains.memberId, memberId)))
    .orderBy(desc(bargains.id))
    .limit(1);
  return row ?? null;
}

/** The member's bargains in this store, the newest first (the last 50). */
export function memberBargains(db: DbOrTx, storeId: number, memberId: number) {
  return selectWithActivity(db)
    .where(and(eq(bargains.memberId, memberId), eq(bargainActivities.storeId, storeId)))
    .orderBy(desc(bargains.id))
    .limit(50);
}

/** The names, cuts and orders of these bargains, read in three queries whatever their number. */
async function extrasOf(db: DbOrTx, ids: number[], starterIds: number[]) {
  const [cuts, bought] = await Promise.all([
    db
      .select()
      .from(bargainCuts)
      .where(inArray(bargainCuts.bargainId, ids))
      .orderBy(desc(bargainCuts.createdAt), desc(bargainCuts.helperId)),
    selectKindOrders(db, { bargainId: bargainOrders.bargainId })
      .innerJoin(bargainOrders, eq(bargainOrders.orderId, kindOrderKeys.id))
      .where(inArray(bargainOrders.bargainId, ids)),
  ]);
  const names = await shownMemberNames(db, [...starterIds, ...cuts.map((c) => c.helperId)]);
  return { cuts, names, orderNos: new Map(bought.map((b) => [b.bargainId, b.order.orderNo])) };
}

/** Who reads and when: the reader's own order number and "helped by me" depend on it. */
export interface Reader {
  memberId: number | null;
  now: Date;
  locale: Locale;
}

/** These bargains as the reader sees them, in the order given. */
export async function presentBargains(
  db: DbOrTx,
  rows: readonly BargainWithActivity[],
  reader: Reader,
): Promise<BargainOut[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.bargain.id);
  const extras = await extrasOf(db, ids, [...new Set(rows.map((r) => r.bargain.memberId))]);
  return rows.map((row) => {
    const { bargain: b, activity: a } = row;
    const cuts = extras.cuts.filter((c) => c.bargainId === b.id);
    const mine = reader.memberId === b.memberId;
    return {
      id: b.id,
      activityId: a.id,
      name: translatedField(a.name, a.translations, 'name', reader.locale),
      image: a.image,
      starterName: extras.names.get(b.memberId) ?? '',
      price: fromMinor(b.price),
      floor: fromMinor(b.floor),
      currentPrice: fromMinor(priceNow(b)),
      helpers: b.helpers,
      helpersDone: b.helpersDone,
      status: statusOf(row, reader.now),
      endsAt: b.endsAt.toISOString(),
      cuts: cuts.map((c) => ({
        helperName: extras.names.get(c.helperId) ?? '',
        cut: fromMinor(c.cut),
        at: c.createdAt.toISOString(),
      })),
      mine,
      helpedByMe: cuts.some((c) => c.helperId === reader.memberId),
      orderNo: mine ? (extras.orderNos.get(b.id) ?? null) : null,
      createdAt: b.createdAt.toISOString(),
    };
  });
}

/** One bargain as the reader sees it. */
export async function presentBargain(
  db: DbOrTx,
  row: BargainWithActivity,
  reader: Reader,
): Promise<BargainOut> {
  const [out] = await presentBargains(db, [row], reader);
  return out!;
}
