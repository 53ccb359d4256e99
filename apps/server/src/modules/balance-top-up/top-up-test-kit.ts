// Rules, calls and a paid top-up shared by the balance tests.
import type { TopUpOrderOut } from '@shop/contracts';
import type { Db } from '../../db/client.ts';
import { topUpRules } from '../../db/schema/balance-top-up.ts';
import { insertStore } from '../../test/fixtures.ts';
import { createTestApp, type DbTarget, suiteWorld, type TestApp } from '../../test/harness.ts';
import { newKey } from '../level/level-test-kit.ts';
import { allMethods, paymentTestEnv, started } from '../payment/payment-test-kit.ts';

/** An app and one of its stores: rules are a store's, so each test takes a store of its own. */
export interface TopUpSuite {
  t: TestApp;
  store: number;
}

/** An app with the known gateway key; stores come from shopIn. */
export function topUpApp(target: DbTarget): { t: TestApp } {
  return suiteWorld(async () => ({ t: await createTestApp(target, { env: paymentTestEnv }) }));
}

/** A new store of the app taking every method (Shanghai time). */
export async function shopIn(t: TestApp): Promise<TopUpSuite> {
  return { t, store: await insertStore(t.db, { payment: allMethods }) };
}

export type RuleFields = Partial<typeof topUpRules.$inferInsert>;

/** A fixed ¥100 rule of the store, with no gift unless `fields` say otherwise (minor units). */
export async function insertRule(db: Db, storeId: number, at: Date, fields: RuleFields = {}) {
  const [row] = await db
    .insert(topUpRules)
    .values({ storeId, kind: 'fixed', amount: 10_000, createdAt: at, ...fields })
    .returning();
  return row!;
}

/** A balance call in the suite's store (x-store-id) as the member. */
export function balanceCall<R = unknown>(s: TopUpSuite, path: string, body: unknown, session: string) {
  return s.t.call<R>(path, body, { session, headers: { 'x-store-id': String(s.store) } });
}

/** Balance/TopUp by wechat (4) with a fresh key unless the body says otherwise. */
export function topUp(s: TopUpSuite, session: string, body: Record<string, unknown>) {
  return balanceCall<TopUpOrderOut>(
    s,
    'Balance/TopUp',
    { payMethod: 4, idempotencyKey: newKey(), ...body },
    session,
  );
}

/** Places a top-up and pays it on the sandbox gateway's page (which notifies the shop). */
export async function paidTopUp(s: TopUpSuite, session: string, body: Record<string, unknown>) {
  const placed = await topUp(s, session, body);
  if (placed.status !== 200) throw new Error(JSON.stringify(placed.body));
  const { prepayId } = await started(s.t, session, placed.body.Result.orderNo);
  const paid = await s.t.call('paysandbox/Pay', { prepayId });
  if (paid.status !== 200) throw new Error(JSON.stringify(paid.body));
  return { orderNo: placed.body.Result.orderNo, prepayId };
}
