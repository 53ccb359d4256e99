import { asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type StoreSettings, stores } from '../../db/schema/store.ts';

/**
 * The settings of the headquarters of a store's chain, read fresh through the caller's transaction (on PGlite a
 * second connection would wait for it): what belongs to members, who belong to the whole chain (the invite rules,
 * decision 076). A call naming no store, or an unknown one, is judged by the first headquarters; null on an empty
 * database.
 */
export async function chainSettingsIn(db: DbOrTx, storeId: number | null): Promise<StoreSettings | null> {
  const cols = { id: stores.id, parentId: stores.parentId, settings: stores.settings };
  const [named] = storeId ? await db.select(cols).from(stores).where(eq(stores.id, storeId)) : [];
  const store =
    named ??
    (await db.select(cols).from(stores).where(isNull(stores.parentId)).orderBy(asc(stores.id)).limit(1))[0];
  if (!store) return null;
  if (store.parentId === null) return store.settings;
  const [root] = await db.select(cols).from(stores).where(eq(stores.id, store.parentId));
  return root?.settings ?? null;
}
