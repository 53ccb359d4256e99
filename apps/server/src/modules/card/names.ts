import type { Locale } from '@shop/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { catalogNames } from '../catalog/index.ts';
import { kindOrderKeys, selectKindOrders } from '../order/index.ts';
import { findStore, storeText } from '../store/index.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** The names a card's page shows of what its product points at, through the areas that keep them. */
export function cardNames(deps: Deps, locale: Locale) {
  // Each name once: a chain's card covers each store's category of the same name (every store's 'Bread').
  const inOrder = (names: Map<number, string>, ids: number[]) => [
    ...new Set(ids.flatMap((id) => names.get(id) ?? [])),
  ];
  return {
    products: async (ids: number[]) => inOrder(await catalogNames(deps.db, 'products', ids, locale), ids),
    categories: async (ids: number[]) => inOrder(await catalogNames(deps.db, 'categories', ids, locale), ids),
    stores: async (ids: number[]) =>
      (await Promise.all(ids.map(storeName(deps, locale)))).flatMap((n) => n ?? []),
  };
}

/** A store's name in the reader's language, null for one gone. */
export function storeName(deps: Deps, locale: Locale) {
  return async (storeId: number): Promise<string | null> => {
    const store = await findStore(deps.db, deps.clock, storeId);
    return store ? storeText(store.row, 'name', locale) : null;
  };
}

/** The order numbers of these orders' ids (a card's records name their orders). */
export async function orderNumbers(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await selectKindOrders(db, {}).where(inArray(kindOrderKeys.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.order.id, r.order.orderNo]));
}
