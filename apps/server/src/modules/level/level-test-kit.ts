// Levels, stores and calls shared by the level tests.
import type { UpgradeOrderOut } from '@shop/contracts';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { upgradeOrders } from '../../db/schema/level/upgrade-orders.ts';
import { customerCategories } from '../../db/schema/level.ts';
import { orders } from '../../db/schema/order.ts';
import { pointsEntries } from '../../db/schema/points.ts';
import type { StoreSettings } from '../../db/schema/store.ts';
import { insertStore } from '../../test/fixtures.ts';
import { createTestApp, type DbTarget, suiteWorld, type TestApp } from '../../test/harness.ts';
import { ledgerSum, moveBalance } from '../balance/ledger.ts';
import { allMethods, paymentTestEnv } from '../payment/payment-test-kit.ts';
import { pointsLedgerSum } from '../points/ledger.ts';

/** Regular (entry), Silver by growth only, Gold by growth or ¥30 (+100 points), Black for ¥98 for 30 days. */
export const testLevels = [
  { code: 'regular', name: 'Regular', rank: 0 },
  { code: 'silver', name: 'Silver', rank: 10, growthThreshold: 500 },
  {
    code: 'gold',
    name: 'Gold',
    rank: 20,
    growthThreshold: 2000,
    upgradePrice: 3000,
    upgradeRewardPoints: 100,
    benefits: ['5% off'],
    discountPercent: 5,
  },
  { code: 'black', name: 'Black', rank: 30, upgradePrice: 9800, validDays: 30 },
];

export type LevelIds = Record<'regular' | 'silver' | 'gold' | 'black', number>;

export async function seedLevels(db: Db): Promise<LevelIds> {
  const rows = await db
    .insert(customerCategories)
    .values(testLevels)
    .returning({ id: customerCategories.id, code: customerCategories.code });
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as LevelIds;
}

/** A store taking every method, rewarding inviters with 50 points, growth 1 per yuan unless said. */
export function levelStore(db: Db, settings: Partial<StoreSettings> = {}): Promise<number> {
  return insertStore(db, { payment: allMethods, payUpgradeInviteReward: { points: 50 }, ...settings });
}

export interface LevelSuite {
  t: TestApp;
  store: number;
  ids: LevelIds;
}

/** What a level suite starts from: an app with the known gateway key, the test levels and a level store. */
export function levelSuite(target: DbTarget): LevelSuite {
  return suiteWorld(async () => {
    const t = await createTestApp(target, { env: paymentTestEnv });
    return { t, ids: await seedLevels(t.db), store: await levelStore(t.db) };
  });
}

let keyCounter = 0;

/** A fresh idempotency key. */
export function newKey(): string {
  keyCounter += 1;
  return `level-test-key-${process.pid}-${keyCounter}-${Date.now()}`;
}

export interface UpgradeCall {
  session: string;
  store: number | null;
  body: Record<string, unknown>;
}

/** CustomerCategory/UpdateCategory in a store (x-store-id), with a fresh key unless the body has one. */
export function upgrade(t: TestApp, c: UpgradeCall) {
  const headers: Record<string, string> = c.store === null ? {} : { 'x-store-id': String(c.store) };
  return t.call<UpgradeOrderOut>(
    'CustomerCategory/UpdateCategory',
    { payMethod: 2, idempotencyKey: newKey(), ...c.body },
    { session: c.session, headers },
  );
}

/** Puts money on a member's balance through the ledger (a staff edit). */
export function giveBalance(t: TestApp, memberId: number, amount: number): Promise<number> {
  return t.db.transaction((tx) =>
    moveBalance(tx, { memberId, delta: amount, reason: 'manual_edit', at: t.clock.now() }),
  );
}

/** The member row with the ledgers' sums beside it. */
export async function memberBooks(db: Db, memberId: number) {
  const [member] = await db.select().from(members).where(eq(members.id, memberId));
  return {
    member: member!,
    balanceSum: await ledgerSum(db, memberId),
    pointsSum: await pointsLedgerSum(db, memberId),
    balanceEntries: await db.select().from(balanceEntries).where(eq(balanceEntries.memberId, memberId)),
    pointsEntries: await db.select().from(pointsEntries).where(eq(pointsEntries.memberId, memberId)),
    // An upgrade order's level and inviter are the level area's own row (upgrade_orders), shown beside the order.
    orders: await db
      .select({
        ...getTableColumns(orders),
        targetCategoryId: upgradeOrders.targetCategoryId,
        inviterId: upgradeOrders.inviterId,
      })
      .from(orders)
      .leftJoin(upgradeOrders, eq(upgradeOrders.orderId, orders.id))
      .where(eq(orders.memberId, memberId)),
  };
}
