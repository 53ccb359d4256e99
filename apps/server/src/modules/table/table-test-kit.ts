// The store, tables and call helpers of the table tests; independent of the demo data.
import { headerNames } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { storeTables, tableSettings } from '../../db/schema/table.ts';
import type { TestApp } from '../../test/harness.ts';
import { insertProduct, shopper, storeWith } from '../checkout/checkout-test-kit.ts';
import { newTableCode } from './staff-service.ts';

const allMethods = { balance: true, cash: true, payAfter: true, wechat: true, alipay: true, thirdParty: [] };

/** A store taking table orders: tables 1–3, tableware ¥1 per diner as must-order, a dish at ¥12, the minimum given. */
export async function tableStore(db: Db, minSpend = 0) {
  const store = await storeWith(db, { payment: allMethods });
  const tableware = await insertProduct(db, store, { name: 'Tableware', price: 100, ignoreStock: true });
  const dish = await insertProduct(db, store, { name: 'Noodles', price: 1200, stock: 100000 });
  await db.insert(tableSettings).values({
    storeId: store,
    enabled: true,
    mustOrder: [{ productId: tableware, quantity: 1, perDiner: true }],
    minSpend,
  });
  const rows = await db
    .insert(storeTables)
    .values(['1', '2', '3'].map((number) => ({ storeId: store, number, code: newTableCode() })))
    .returning();
  return { store, tableware, dish, tables: rows };
}

/** A table call in a store as a member (or a guest without a session). */
export function tableCall<R = unknown>(
  t: TestApp,
  path: string,
  body: unknown,
  store: number,
  session?: string,
) {
  return t.call<R>(path, body, {
    ...(session ? { session } : {}),
    headers: { [headerNames.storeId]: String(store) },
  });
}

export { shopper };
