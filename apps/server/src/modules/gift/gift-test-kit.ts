// Packages, members and books shared by the gift tests.
import type { GiftItem } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { memberCoupons } from '../../db/schema/coupon.ts';
import { giftDeliveries, giftEntitlements, giftPackages } from '../../db/schema/gift.ts';
import { insertStore } from '../../test/fixtures.ts';
import { createTestApp, type DbTarget, suiteWorld, type TestApp } from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import { allMethods, paymentTestEnv } from '../payment/payment-test-kit.ts';
import { movePoints } from '../points/index.ts';

export type PackageFields = Partial<typeof giftPackages.$inferInsert>;

/** A package of the store (free, unlimited, on sale) with these items unless `fields` say otherwise. */
export async function insertPackage(
  t: TestApp,
  storeId: number | null,
  items: GiftItem[],
  fields: PackageFields = {},
) {
  const [row] = await t.db
    .insert(giftPackages)
    .values({
      storeId,
      name: 'Welcome pack',
      items,
      remaining: fields.total ?? null,
      createdAt: t.clock.now(),
      ...fields,
    })
    .returning();
  return row!;
}

/** What a member holds from gifts: balance and points with their ledgers, coupons, deliveries, entitlements. */
export async function giftBooks(db: Db, memberId: number) {
  const books = await memberBooks(db, memberId);
  return {
    balance: books.member.balance,
    points: books.member.points,
    balanceSum: books.balanceSum,
    pointsSum: books.pointsSum,
    balanceEntries: books.balanceEntries,
    pointsEntries: books.pointsEntries,
    coupons: await db.select().from(memberCoupons).where(eq(memberCoupons.memberId, memberId)),
    deliveries: await db.select().from(giftDeliveries).where(eq(giftDeliveries.memberId, memberId)),
    orders: books.orders,
    entitlements: await db.select().from(giftEntitlements).where(eq(giftEntitlements.memberId, memberId)),
  };
}

export const balanceItem = (quantity: number): GiftItem => ({ giftType: 0, quantity });
export const pointsItem = (quantity: number): GiftItem => ({ giftType: 1, quantity });
export const couponItem = (templateId: number, quantity = 1): GiftItem => ({
  giftType: 2,
  quantity,
  giftInfo: { templateId },
});
export const packageItem = (packageId: number, quantity = 1): GiftItem => ({
  giftType: 5,
  quantity,
  giftInfo: { packageId },
});

export interface GiftSuite {
  t: TestApp;
  store: number;
}

/** What a gift suite starts from: an app with the known gateway key and a store taking every method. */
export function giftSuite(target: DbTarget): GiftSuite {
  return suiteWorld(async () => {
    const t = await createTestApp(target, { env: paymentTestEnv });
    return { t, store: await insertStore(t.db, { payment: allMethods }) };
  });
}

/** A gift call in the suite's store (x-store-id), as a member when a session is given. */
export function giftCall<R = unknown>(s: GiftSuite, path: string, body: unknown = {}, session?: string) {
  return s.t.call<R>(path, body, {
    headers: { 'x-store-id': String(s.store) },
    ...(session ? { session } : {}),
  });
}

/** Gives a member points through the ledger (a staff edit). */
export function givePoints(t: TestApp, memberId: number, points: number) {
  return t.db.transaction((tx) =>
    movePoints(tx, { memberId, delta: points, reason: 'manual_edit', at: t.clock.now() }),
  );
}
