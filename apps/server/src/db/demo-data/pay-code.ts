import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { type PayCodeSettings, stores } from '../schema/store.ts';

/**
 * The member payment code in each demo shop (decision 034), in demoStores order (chain.ts): Jing'an with the
 * defaults written out (a new code every 60 s, confirmation on the phone above ¥200), the busy Xintiandi café
 * refreshing every 30 s and asking above ¥100; Lujiazui keeps the defaults unwritten.
 */
const demoPayCode: PayCodeSettings[] = [
  { refreshSeconds: 60, confirmAbove: 20_000 },
  { refreshSeconds: 30, confirmAbove: 10_000 },
];

/** Gives the demo shops their payment code settings, unless they have some already (safe to run again). */
export async function ensureDemoPayCode(tx: Tx, storeIds: number[]): Promise<void> {
  for (const [i, id] of storeIds.entries()) {
    const payCode = demoPayCode[i];
    if (!payCode) continue;
    await tx
      .update(stores)
      .set({ settings: sql`${stores.settings} || ${JSON.stringify({ payCode })}::jsonb` })
      .where(sql`${eq(stores.id, id)} AND NOT ${stores.settings} ? 'payCode'`);
  }
}
