import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { type StoreSettings, stores } from '../schema/store.ts';

/** What each demo shop offers, in demoStores order (chain.ts): Jing'an every way, the others what fits them. */
const demoModes: Array<Pick<StoreSettings, 'orderModes' | 'selfTakeLocations' | 'averageMakingMinutes'>> = [
  {
    orderModes: ['package', 'queue', 'takeout'],
    averageMakingMinutes: 4,
    selfTakeLocations: [
      {
        name: 'Pickup shelf at the north door',
        address: 'Nanjing West Road entrance, left of the door',
        translations: {
          es: {
            name: 'Estante de recogida en la puerta norte',
            address: 'Entrada de Nanjing West Road, a la izquierda',
          },
          'zh-CN': { name: '北门自提柜', address: '南京西路入口左侧' },
          'zh-Hant': { name: '北門自取櫃', address: '南京西路入口左側' },
        },
      },
    ],
  },
  // Xintiandi is a sit-down café: the counter's queue and self-pickup.
  { orderModes: ['queue', 'takeout'], averageMakingMinutes: 6 },
  // Lujiazui sits in an office mall: self-pickup and delivery to the towers.
  { orderModes: ['package', 'takeout'] },
];

/** Gives each demo shop its order modes and pickup points, unless it has modes already (safe to run again). */
export async function ensureDemoOrderModes(tx: Tx, storeIds: number[]): Promise<void> {
  for (const [i, id] of storeIds.entries()) {
    const modes = demoModes[i];
    if (!modes) continue;
    await tx
      .update(stores)
      .set({ settings: sql`${stores.settings} || ${JSON.stringify(modes)}::jsonb` })
      .where(sql`${eq(stores.id, id)} AND NOT ${stores.settings} ? 'orderModes'`);
  }
}
