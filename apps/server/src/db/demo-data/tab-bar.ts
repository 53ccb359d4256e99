import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { type StoreSettings, stores } from '../schema/store.ts';

/**
 * The demo's own tab bar (decision 041), on the Lujiazui shop (the third of demoStores): Home, Menu (the category
 * page, with a label of its own in four languages), Cart, Orders, Me. The other shops keep the default four, which
 * the other journeys walk.
 */
const demoTabBar: NonNullable<StoreSettings['tabBar']> = {
  tabs: [
    { kind: 'home' },
    {
      kind: 'category',
      label: 'Menu',
      translations: { es: { label: 'Menú' }, 'zh-CN': { label: '菜单' }, 'zh-Hant': { label: '菜單' } },
    },
    { kind: 'cart' },
    { kind: 'order' },
    { kind: 'me' },
  ],
};

/** Gives the third demo shop its tab bar, unless it has one already (safe to run again). */
export async function ensureDemoTabBar(tx: Tx, storeIds: number[]): Promise<void> {
  const id = storeIds[2];
  if (!id) return;
  await tx
    .update(stores)
    .set({ settings: sql`${stores.settings} || ${JSON.stringify({ tabBar: demoTabBar })}::jsonb` })
    .where(sql`${eq(stores.id, id)} AND NOT ${stores.settings} ? 'tabBar'`);
}

/** The demo chain's knowledge site (pages/college/college), on the first shop; a placeholder host of the demo. */
export const demoKnowledgeHost = 'learn.amberleaf.example';

/** Gives the first demo shop its knowledge site, unless it has one already (safe to run again). */
export async function ensureDemoKnowledgeSite(tx: Tx, storeIds: number[]): Promise<void> {
  const id = storeIds[0];
  if (!id) return;
  await tx
    .update(stores)
    .set({
      settings: sql`${stores.settings} || ${JSON.stringify({ knowledgeHost: demoKnowledgeHost })}::jsonb`,
    })
    .where(sql`${eq(stores.id, id)} AND NOT ${stores.settings} ? 'knowledgeHost'`);
}
