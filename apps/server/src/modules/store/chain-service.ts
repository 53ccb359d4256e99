import type { StoreSummary } from '@shop/contracts';
import type { LatLon } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import { type Clock, systemClock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { toStoreSummary } from './store-info.ts';
import { chainRootId, chainStores, findStore, firstRootId, type StoreRow } from './store-records.ts';

/**
 * The chain's stores a shopper can pick: the branches under the headquarters, or the headquarters alone when
 * it has none; minus the stores its settings exclude.
 */
export async function pickableStores(db: Db, clock: Clock, rootId: number): Promise<StoreRow[]> {
  const all = await chainStores(db, clock, rootId);
  const root = all.find((s) => s.id === rootId);
  const branches = all.filter((s) => s.id !== rootId);
  const excluded = new Set(root?.settings.excludedStoreIds ?? []);
  return (branches.length > 0 ? branches : all).filter((s) => !excluded.has(s.id));
}

type ChainCaller = Pick<CallContext, 'db' | 'clock' | 'headers'>;

/** The chain the caller is in: that of the x-store-id header's store, else the first headquarters. */
async function callerRoot(ctx: ChainCaller): Promise<number | null> {
  const headerStore = ctx.headers.storeId ? await findStore(ctx.db, ctx.clock, ctx.headers.storeId) : null;
  if (headerStore) return chainRootId(headerStore.row);
  return firstRootId(ctx.db);
}

/**
 * The headquarters of the caller's chain (callerRoot), whose settings are the chain's for what belongs to members,
 * who belong to the whole chain (profile rules, check-in, points); null on an empty database.
 */
export async function callerHeadquarters(ctx: ChainCaller): Promise<StoreRow | null> {
  const rootId = await callerRoot(ctx);
  if (rootId === null) return null;
  return (await findStore(ctx.db, ctx.clock, rootId))?.row ?? null;
}

/** The stores of the caller's chain a shopper can pick (pickableStores of callerRoot); none on an empty database. */
export async function callerChainStores(ctx: CallContext): Promise<StoreRow[]> {
  const rootId = await callerRoot(ctx);
  return rootId === null ? [] : pickableStores(ctx.db, ctx.clock, rootId);
}

/** The nearest store of the caller's chain that takes orders (not closed nor temporarily closed). */
export async function nearestStore(
  ctx: CallContext,
  from: LatLon,
): Promise<StoreSummary & { distanceInMeter: number }> {
  const rootId = await callerRoot(ctx);
  if (rootId === null) throw new AppError('STORE_NOT_FOUND');
  const at = { now: ctx.clock.now(), locale: ctx.locale };
  let best: (StoreSummary & { distanceInMeter: number }) | null = null;
  for (const row of await pickableStores(ctx.db, ctx.clock, rootId)) {
    if (row.status === 'closed' || row.status === 'temp_closed') continue;
    const summary = toStoreSummary(row, at, from);
    const d = summary.distanceInMeter;
    if (d !== null && (best === null || d < best.distanceInMeter)) best = { ...summary, distanceInMeter: d };
  }
  if (!best) throw new AppError('STORE_NOT_FOUND');
  return best;
}

export interface NearbyQuery {
  from: LatLon | null;
  pageIndex: number;
  pageSize: number;
  filter?: string;
  ignoreStoreIds?: number[];
}

function byDistanceThenId(a: StoreSummary, b: StoreSummary): number {
  // Stores without a known distance go last, in id order.
  const da = a.distanceInMeter ?? Number.POSITIVE_INFINITY;
  const db = b.distanceInMeter ?? Number.POSITIVE_INFINITY;
  return da === db ? a.storeId - b.storeId : da - db;
}

/**
 * A page of the caller's chain stores, nearest first when a position is given, closed ones included. The filter
 * finds a store by its name or address in the reader's language or the base text.
 */
export async function nearbyStores(ctx: CallContext, q: NearbyQuery) {
  const rootId = await callerRoot(ctx);
  const rows = rootId === null ? [] : await pickableStores(ctx.db, ctx.clock, rootId);
  const ignored = new Set(q.ignoreStoreIds ?? []);
  const needle = q.filter?.toLowerCase() ?? '';
  const at = { now: ctx.clock.now(), locale: ctx.locale };
  const found = (text: string) => text.toLowerCase().includes(needle);
  const matching = rows
    .filter((r) => !ignored.has(r.id))
    .map((r) => ({ row: r, summary: toStoreSummary(r, at, q.from) }))
    .filter(({ row, summary: s }) => !needle || [row.name, row.address, s.storeName, s.address].some(found))
    .map(({ summary }) => summary)
    .sort(byDistanceThenId);
  const start = (q.pageIndex - 1) * q.pageSize;
  return {
    items: matching.slice(start, start + q.pageSize),
    total: matching.length,
    pageIndex: q.pageIndex,
    hasMore: start + q.pageSize < matching.length,
  };
}

/**
 * The store the web app opens with when the client names none: the first open store of the first chain,
 * else its headquarters; null on an empty database.
 */
export async function defaultStoreId(db: Db, clock: Clock = systemClock): Promise<number | null> {
  const rootId = await firstRootId(db);
  if (rootId === null) return null;
  const stores = await pickableStores(db, clock, rootId);
  return stores.find((s) => s.status === 'open')?.id ?? rootId;
}
