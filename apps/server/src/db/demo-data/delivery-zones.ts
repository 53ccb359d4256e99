import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { deliveryZones, type LngLatRing } from '../schema/delivery.ts';
import { stores } from '../schema/store.ts';
import { demoStores } from './chain.ts';

type ZoneValues = Omit<typeof deliveryZones.$inferInsert, 'storeId'>;

/** A hexagon of about `km` around a point, a little wider east–west as a city's main road would draw it. */
function hexagon(latitude: number, longitude: number, km: number): LngLatRing {
  const dLat = km / 111.2;
  const dLng = km / (111.2 * Math.cos((latitude * Math.PI) / 180));
  return Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i;
    const lng = Number((longitude + 1.2 * dLng * Math.cos(a)).toFixed(6));
    const lat = Number((latitude + dLat * Math.sin(a)).toFixed(6));
    return [lng, lat] as [number, number];
  });
}

/** An inner polygon (cheaper, nearer) and an outer ring to 5 km (dearer, with a higher minimum). */
function innerAndOuter(latitude: number, longitude: number): ZoneValues[] {
  return [
    {
      kind: 'polygon',
      ring: hexagon(latitude, longitude, 1.5),
      fee: 300,
      minDeliveryPrice: 2000,
      deliveryMinutes: 30,
      sort: 0,
    },
    {
      kind: 'radius',
      maxMeters: 5000,
      minMeters: 0,
      fee: 800,
      minDeliveryPrice: 4000,
      deliveryMinutes: 50,
      sort: 1,
    },
  ];
}

/** The demo shops' zones by name: Lujiazui delivers in one ring only. */
function zonesFor(name: string, latitude: number, longitude: number): ZoneValues[] {
  if (name.includes('Lujiazui')) {
    return [
      {
        kind: 'radius',
        maxMeters: 4000,
        minMeters: 0,
        fee: 600,
        minDeliveryPrice: 3000,
        deliveryMinutes: 45,
        sort: 0,
      },
    ];
  }
  return innerAndOuter(latitude, longitude);
}

/** Gives each demo shop its delivery zones, once: a shop that has zones (staff may have drawn their own) is left alone. */
export async function ensureDemoZones(tx: Tx, storeIds: number[]): Promise<void> {
  if (storeIds.length === 0) return;
  const rows = await tx.select().from(stores).where(inArray(stores.id, storeIds));
  for (const row of rows) {
    const demo = demoStores.find((s) => s.name === row.name);
    if (!demo) continue;
    const [has] = await tx
      .select({ id: deliveryZones.id })
      .from(deliveryZones)
      .where(eq(deliveryZones.storeId, row.id))
      .limit(1);
    if (has) continue;
    await tx
      .insert(deliveryZones)
      .values(zonesFor(demo.name, demo.latitude, demo.longitude).map((z) => ({ ...z, storeId: row.id })));
  }
}
