// Products, members with points and calls shared by the points mall tests.
import type { PointsOrderOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pointsmallCounts, pointsmallProducts } from '../../db/schema/pointsmall.ts';
import { type CallOptions, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { movePoints } from '../points/index.ts';

export type ProductFields = Partial<typeof pointsmallProducts.$inferInsert>;

/** Goods of the store for 100 points, 10 in stock, no limit, every level, unless `fields` say otherwise. */
export async function insertPointsProduct(t: TestApp, storeId: number | null, fields: ProductFields = {}) {
  const [row] = await t.db
    .insert(pointsmallProducts)
    .values({
      storeId,
      kind: 'goods',
      name: 'Tote bag',
      rules: [{ points: 100, price: 0 }],
      stock: 10,
      createdAt: t.clock.now(),
      ...fields,
    })
    .returning();
  return row!;
}

/** Gives a member points through the ledger (a manual edit), so points = ledger sum holds. */
export async function givePoints(t: TestApp, memberId: number, points: number) {
  await t.db.transaction((tx) =>
    movePoints(tx, { memberId, delta: points, reason: 'manual_edit', at: t.clock.now() }),
  );
}

/** A product's stock now, and the members' counts of it. */
export async function productState(db: Db, id: number) {
  const [product] = await db.select().from(pointsmallProducts).where(eq(pointsmallProducts.id, id));
  const counts = await db.select().from(pointsmallCounts).where(eq(pointsmallCounts.productId, id));
  return { product: product!, counts };
}

let keyCounter = 0;

/** A fresh idempotency key. */
export function newKey(): string {
  keyCounter += 1;
  return `points-test-key-${process.pid}-${keyCounter}-${Date.now()}`;
}

/** A mall call in the store (x-store-id), as a member when a session is given. */
export function mallCall<R = unknown>(
  t: TestApp,
  store: number,
  path: string,
  body: unknown,
  session?: string,
  opts: CallOptions = {},
) {
  const headers = { 'x-store-id': String(store), ...opts.headers };
  return t.call<R>(path, body, { ...opts, headers, ...(session ? { session } : {}) });
}

/** PointsMall/Exchange of one unit by the first rule, points only, unless `body` says otherwise. */
export function exchange(t: TestApp, store: number, session: string, body: Record<string, unknown>) {
  return mallCall<PointsOrderOut>(
    t,
    store,
    'PointsMall/Exchange',
    { ruleIndex: 0, payMethod: -1, idempotencyKey: newKey(), ...body },
    session,
  );
}

/** A staff call behind the test bearer token. */
export async function staffCall(t: TestApp, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/staff/${url}`,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
}
