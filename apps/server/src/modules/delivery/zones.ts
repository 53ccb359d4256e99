import type { DeliveryZoneOut, StaffZoneIn } from '@shop/contracts';
import { type DeliveryZone, fromMinor, type LatLon, toMinor } from '@shop/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { deliveryZones } from '../../db/schema/delivery.ts';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock/clock.ts';

type ZoneRow = typeof deliveryZones.$inferSelect;

/** A stored zone as the domain's rules take it (vertices as LatLon, the id as text). */
export function toDomainZone(row: ZoneRow): DeliveryZone {
  const terms = {
    id: String(row.id),
    fee: row.fee,
    minDeliveryPrice: row.minDeliveryPrice,
    deliveryMinutes: row.deliveryMinutes,
    sort: row.sort,
  };
  if (row.kind === 'polygon') {
    const vertices = (row.ring ?? []).map(([longitude, latitude]) => ({ latitude, longitude }));
    return { ...terms, kind: 'polygon', vertices };
  }
  return { ...terms, kind: 'radius', maxMeters: row.maxMeters ?? 0, minMeters: row.minMeters ?? 0 };
}

/** A zone on the wire (decimal money); a radius zone's centre is the store. */
export function toWireZone(zone: DeliveryZone, store: LatLon | null): DeliveryZoneOut {
  const terms = {
    zoneId: Number(zone.id),
    fee: fromMinor(zone.fee),
    minDeliveryPrice: fromMinor(zone.minDeliveryPrice),
    deliveryMinutes: zone.deliveryMinutes,
    sort: zone.sort,
  };
  if (zone.kind === 'polygon') {
    return {
      ...terms,
      kind: 'polygon',
      polygon: zone.vertices.map((v) => [v.longitude, v.latitude] as [number, number]),
      centre: null,
      maxMeters: null,
      minMeters: null,
    };
  }
  return {
    ...terms,
    kind: 'radius',
    polygon: [],
    centre: zone.centre ?? store,
    maxMeters: zone.maxMeters,
    minMeters: zone.minMeters ?? 0,
  };
}

// Zones are read on every address check and delivery order, and change when staff save them: a short cache per
// store (as store records have, decision 003), emptied for the store by the staff write on this instance.
const ZONES_TTL_MS = 10_000;
const caches = perDatabase(() => new TtlCache<number, DeliveryZone[]>(ZONES_TTL_MS));

async function loadZones(db: DbOrTx, storeId: number): Promise<DeliveryZone[]> {
  const rows = await db
    .select()
    .from(deliveryZones)
    .where(eq(deliveryZones.storeId, storeId))
    .orderBy(asc(deliveryZones.sort), asc(deliveryZones.id));
  return rows.map(toDomainZone);
}

/** A store's zones in their order (sort, then id), cached a few seconds. */
export function storeZones(db: Db, clock: Clock, storeId: number): Promise<DeliveryZone[]> {
  return caches(db).get(storeId, clock, () => loadZones(db, storeId));
}

/** The row values of a zone as staff wrote it (money from decimals to minor units). */
function zoneValues(storeId: number, zone: StaffZoneIn) {
  const terms = {
    storeId,
    fee: toMinor(zone.fee),
    minDeliveryPrice: toMinor(zone.minDeliveryPrice),
    deliveryMinutes: zone.deliveryMinutes,
    sort: zone.sort,
  };
  return zone.kind === 'polygon'
    ? { ...terms, kind: 'polygon' as const, ring: zone.polygon }
    : { ...terms, kind: 'radius' as const, maxMeters: zone.maxMeters, minMeters: zone.minMeters ?? 0 };
}

/** Replaces a store's zones with `zones` in one transaction, and forgets the cached copy. */
export async function replaceZones(db: Db, storeId: number, zones: StaffZoneIn[]): Promise<DeliveryZone[]> {
  const saved = await db.transaction(async (tx) => {
    await tx.delete(deliveryZones).where(eq(deliveryZones.storeId, storeId));
    if (zones.length > 0) await tx.insert(deliveryZones).values(zones.map((z) => zoneValues(storeId, z)));
    return loadZones(tx, storeId);
  });
  caches(db).delete(storeId);
  return saved;
}
