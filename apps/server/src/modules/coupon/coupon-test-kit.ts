// Templates, members and calls shared by the coupon tests.
import { type CouponRule, openCouponConditions } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponClaims, couponTemplates, memberCoupons } from '../../db/schema/coupon.ts';
import { orders } from '../../db/schema/order.ts';
import { insertStore } from '../../test/fixtures.ts';
import {
  type CallOptions,
  createTestApp,
  type DbTarget,
  suiteWorld,
  type TestApp,
} from '../../test/harness.ts';
import { allMethods, paymentTestEnv } from '../payment/payment-test-kit.ts';

/** ¥5 off ¥20 on everything, anywhere, any time. */
export const cashRule: CouponRule = {
  kind: 'cash',
  backAmount: 500,
  requireAmount: 2000,
  ...openCouponConditions(),
};

export type TemplateFields = Partial<typeof couponTemplates.$inferInsert>;

/** A template of the store (free, 100 of them, one per member, 30 days from receipt) unless `fields` say otherwise. */
export async function insertTemplate(t: TestApp, storeId: number | null, fields: TemplateFields = {}) {
  const [row] = await t.db
    .insert(couponTemplates)
    .values({
      storeId,
      name: 'Five off twenty',
      rule: cashRule,
      validity: { mode: 'days', from: 'receipt', days: 30 },
      total: 100,
      remaining: fields.total === undefined ? 100 : fields.total,
      claimLimit: 1,
      createdAt: t.clock.now(),
      ...fields,
    })
    .returning();
  return row!;
}

export interface CouponSuite {
  t: TestApp;
  store: number;
}

/** What a coupon suite starts from: an app with the known gateway key and a store taking every method. */
export function couponSuite(target: DbTarget): CouponSuite {
  return suiteWorld(async () => {
    const t = await createTestApp(target, { env: paymentTestEnv });
    return { t, store: await insertStore(t.db, { payment: allMethods }) };
  });
}

/** A coupon call in the suite's store (x-store-id), as a member when a session is given. */
export function couponCall<R = unknown>(
  s: CouponSuite,
  path: string,
  body: unknown = {},
  session?: string,
  opts: CallOptions = {},
) {
  const headers = { 'x-store-id': String(s.store), ...opts.headers };
  return s.t.call<R>(path, body, { ...opts, headers, ...(session ? { session } : {}) });
}

/** The member's coupon rows, oldest first. */
export function couponsOf(db: Db, memberId: number) {
  return db
    .select()
    .from(memberCoupons)
    .where(eq(memberCoupons.memberId, memberId))
    .orderBy(memberCoupons.id);
}

/** A template row as it stands, and its claims rows. */
export async function templateState(db: Db, id: number) {
  const [template] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, id));
  const claims = await db.select().from(couponClaims).where(eq(couponClaims.templateId, id));
  return { template: template!, claims };
}

let keyCounter = 0;

/** A fresh idempotency key. */
export function newKey(): string {
  keyCounter += 1;
  return `coupon-test-key-${process.pid}-${keyCounter}-${Date.now()}`;
}

/** Makes the member an old member: a goods order that went through (decision 030). */
export async function giveGoodsOrder(t: TestApp, memberId: number, storeId: number, status = 'completed') {
  await t.db.insert(orders).values({
    orderNo: `9${Date.now()}${keyCounter++}`,
    memberId,
    storeId,
    orderMode: 'takeout',
    status: status as 'completed',
    payMethod: 1,
    amount: 1000,
    originalAmount: 1000,
    quantity: 1,
    pickupNo: '1',
    contactPhone: '',
    idempotencyKey: newKey(),
    requestHash: 'x',
    createdAt: t.clock.now(),
  });
}
