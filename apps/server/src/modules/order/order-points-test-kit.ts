// A store, a product and a member for the tests of the points a completed order earns and a refund takes back.
import { and, eq } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import { pointsEntries } from '../../db/schema/points.ts';
import type { StoreSettings } from '../../db/schema/store.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import {
  createTestApp,
  type DbTarget,
  suiteWorld,
  TEST_STAFF_TOKEN,
  type TestApp,
} from '../../test/harness.ts';
import { moveBalance } from '../balance/ledger.ts';
import { pointsLedgerSum } from '../points/ledger.ts';
import { insertOrder } from './order-test-kit.ts';

export interface PointsWorld {
  t: TestApp;
  store: number;
  cake: number;
}

/** One app per suite, with a store whose rule is the demo's (1 point per yuan) and a ¥37 cake. */
export function pointsSuite(target: DbTarget): PointsWorld {
  return suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await insertStore(t.db, { pointRule: { pointsPerYuan: 1, pointsPerYuanOff: 100 } });
    const cake = await insertProduct(t.db, store, { name: 'Cake', price: 3700, stock: 100_000 });
    return { t, store, cake };
  });
}

/** A staff step on an order over the staff API. */
export async function staffStep(t: TestApp, orderNo: string, step: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/staff/orders/${orderNo}/${step}`,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A new member with `balance` (minor units) to pay with. */
export async function newMember(w: PointsWorld, balance = 0): Promise<number> {
  const { memberId } = await memberSession(w.t);
  if (balance > 0)
    await w.t.db.transaction((tx) =>
      moveBalance(tx, { memberId, delta: balance, reason: 'manual_edit', at: w.t.clock.now() }),
    );
  return memberId;
}

/** A paid order of `quantity` cakes waiting for the store, online (4) unless said; in `store` if given. */
export function paidOrder(
  w: PointsWorld,
  memberId: number,
  opts: { quantity?: number; payMethod?: number; store?: number; price?: number } = {},
) {
  return insertOrder(w.t.db, {
    memberId,
    storeId: opts.store ?? w.store,
    lines: [{ productId: w.cake, quantity: opts.quantity ?? 2, price: opts.price ?? 3700 }],
    status: 'accepted',
    payMethod: opts.payMethod ?? 4,
    paidAt: w.t.clock.now(),
    createdAt: w.t.clock.now(),
  });
}

/** Another store of the suite with these settings. */
export function storeWith(w: PointsWorld, settings: Partial<StoreSettings>): Promise<number> {
  return insertStore(w.t.db, settings);
}

/** A member's points (and balance), the sum of their points ledger, and the points entries of one order. */
export async function pointsBooks(w: PointsWorld, memberId: number, orderId: number) {
  const [member] = await w.t.db.select().from(members).where(eq(members.id, memberId));
  const entries = await w.t.db
    .select({ delta: pointsEntries.delta, reason: pointsEntries.reason, note: pointsEntries.note })
    .from(pointsEntries)
    .where(and(eq(pointsEntries.memberId, memberId), eq(pointsEntries.orderId, orderId)))
    .orderBy(pointsEntries.id);
  return {
    points: member!.points,
    balance: member!.balance,
    sum: await pointsLedgerSum(w.t.db, memberId),
    entries,
  };
}
