import type { DeliveryZoneOut, DispatchStoreOut } from '@shop/contracts';
import {
  bestFitStore,
  coveringZone,
  type DeliveryStore,
  type DeliveryZone,
  distanceInMeters,
  type LatLon,
} from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { callerChainStores, findStore, type StoreRow, stateOf, toStoreSummary } from '../store/index.ts';
import { storeZones, toWireZone } from './zones.ts';

function positionOf(row: StoreRow): LatLon | null {
  return row.latitude === null || row.longitude === null
    ? null
    : { latitude: row.latitude, longitude: row.longitude };
}

/** GetStoreTakeawayZones: a store's position and zones for drawing and for the settlement; STORE_NOT_FOUND. */
export async function zonesOfStore(deps: { db: Db; clock: Clock }, storeId: number) {
  const record = await findStore(deps.db, deps.clock, storeId);
  if (!record) throw new AppError('STORE_NOT_FOUND');
  const store = positionOf(record.row);
  const zones = await storeZones(deps.db, deps.clock, storeId);
  return { storeId, store, zones: zones.map((z) => toWireZone(z, store)) };
}

/** The zone of a store that covers a point, with the store's position; null when none does (or no store). */
export async function coverOf(db: Db, clock: Clock, storeId: number, point: LatLon) {
  const record = await findStore(db, clock, storeId);
  if (!record) return null;
  const store = positionOf(record.row);
  const zones = await storeZones(db, clock, storeId);
  // A store without a position can still cover by polygon; its radius zones then cover nothing.
  const usable = store ? zones : zones.filter((z) => z.kind === 'polygon');
  const zone = coveringZone(usable, point, store ?? point);
  return zone ? { zone, store } : null;
}

/**
 * The public face checkout calls when placing a delivery order: the zone of the store that covers the point, with
 * what it charges (fee and minimum in minor units) and promises; null when the point is outside every zone.
 */
export async function zoneFor(
  deps: { db: Db; clock: Clock },
  storeId: number,
  point: { lat: number; lng: number },
): Promise<DeliveryZone | null> {
  const found = await coverOf(deps.db, deps.clock, storeId, { latitude: point.lat, longitude: point.lng });
  return found?.zone ?? null;
}

/** CheckAddressReliability at a point: the covering zone, or DELIVERY_OUT_OF_RANGE. */
export async function checkPosition(ctx: CallContext, storeId: number, point: LatLon) {
  const record = await findStore(ctx.db, ctx.clock, storeId);
  if (!record) throw new AppError('STORE_NOT_FOUND');
  const found = await coverOf(ctx.db, ctx.clock, storeId, point);
  if (!found) throw new AppError('DELIVERY_OUT_OF_RANGE');
  return {
    storeId,
    position: point,
    distanceInMeter: found.store ? distanceInMeters(found.store, point) : 0,
    zone: toWireZone(found.zone, found.store),
  };
}

/** The caller's chain as the domain's best-fit rule takes it: positioned stores with their zones and state. */
async function deliveringStores(ctx: CallContext) {
  const now = ctx.clock.now();
  const rows = (await callerChainStores(ctx)).filter((r) => positionOf(r) !== null);
  return Promise.all(
    rows.map(async (row) => ({
      id: String(row.id),
      row,
      location: positionOf(row) as LatLon,
      zones: await storeZones(ctx.db, ctx.clock, row.id),
      open: !stateOf(row, now).isBizClosed,
    })),
  );
}

type ChainStore = DeliveryStore & { row: StoreRow };

function dispatchStore(
  ctx: CallContext,
  store: ChainStore,
  zone: DeliveryZone,
  from: LatLon,
): DispatchStoreOut {
  const summary = toStoreSummary(store.row, { now: ctx.clock.now(), locale: ctx.locale }, from);
  const zoneOut: DeliveryZoneOut = toWireZone(zone, store.location);
  return { ...summary, distanceInMeter: summary.distanceInMeter ?? 0, zone: zoneOut };
}

/** Store/GetBestFitStore: the nearest open store of the chain covering the point, or DELIVERY_OUT_OF_RANGE. */
export async function bestFit(ctx: CallContext, point: LatLon): Promise<DispatchStoreOut> {
  const fit = bestFitStore(await deliveringStores(ctx), point);
  if (!fit) throw new AppError('DELIVERY_OUT_OF_RANGE');
  return dispatchStore(ctx, fit.store, fit.zone, point);
}

/** GetDispatchOrderStores: every store of the chain with a zone covering the point, nearest first. */
export async function dispatchStores(ctx: CallContext, point: LatLon): Promise<DispatchStoreOut[]> {
  const found: DispatchStoreOut[] = [];
  for (const store of await deliveringStores(ctx)) {
    const zone = coveringZone(store.zones, point, store.location);
    if (zone) found.push(dispatchStore(ctx, store, zone, point));
  }
  return found.sort((a, b) => a.distanceInMeter - b.distanceInMeter || a.storeId - b.storeId);
}
