// Stores, partners, friends, orders and books shared by the partner tests.
import { randomBytes } from 'node:crypto';
import type { PartnerProgrammeSettings } from '@shop/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines } from '../../db/schema/order.ts';
import { partnerAccounts, partnerLevels, profitEntries } from '../../db/schema/partner.ts';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import {
  createTestApp,
  type DbTarget,
  suiteWorld,
  TEST_STAFF_TOKEN,
  type TestApp,
} from '../../test/harness.ts';
import { bindOnce } from '../activity/index.ts';
import { advanceOrder, refundOrderLines } from '../order/index.ts';
import { allMethods, insertBalanceOrder, paymentTestEnv } from '../payment/payment-test-kit.ts';
import { makePartner } from './identity.ts';
import { releaseDueProfit } from './release.ts';

export const DAY_MS = 86_400_000;

export interface PartnerSuite {
  t: TestApp;
  store: number;
  /** A level paying 10 % at the first level and 5 % at the second, valid a year. */
  level: number;
}

/** The suite's store pays two levels, holds 7 days, a ¥10 minimum, no fee, unless `partner` says otherwise. */
export function partnerSuite(
  target: DbTarget,
  partner: Partial<PartnerProgrammeSettings> = {},
): PartnerSuite {
  return suiteWorld(async () => {
    const t = await createTestApp(target, { env: paymentTestEnv });
    const store = await insertStore(t.db, {
      payment: allMethods,
      partner: { holdDays: 7, cashOutMinimum: 1000, ...partner },
    });
    const [level] = await t.db
      .insert(partnerLevels)
      .values({
        storeId: store,
        name: 'Silver',
        rank: 1,
        firstRate: 1000,
        secondRate: 500,
        validityDays: 365,
        price: 9900,
        translations: { 'zh-CN': { name: '白银推广员', description: '' } },
        createdAt: t.clock.now(),
      })
      .returning();
    return { t, store, level: level!.id };
  });
}

/** A partner call in the suite's store (x-store-id), as a member when a session is given. */
export function partnerCall<R = unknown>(
  s: PartnerSuite,
  path: string,
  body: unknown = {},
  session?: string,
) {
  return s.t.call<R>(path, body, {
    headers: { 'x-store-id': String(s.store) },
    ...(session ? { session } : {}),
  });
}

/** A staff request to the suite's app. */
export function staffRequest(s: PartnerSuite, method: 'GET' | 'POST', url: string, payload?: object) {
  return s.t.app.inject({
    method,
    url: `/staff/${url}`,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    ...(payload ? { payload } : {}),
  });
}

/** A new member made a partner of the suite's level now (or of `levelId`). */
export async function newPartner(s: PartnerSuite, levelId = s.level) {
  const m = await memberSession(s.t);
  await makePartner(s.t.db, { memberId: m.memberId, levelId, at: s.t.clock.now() });
  return m;
}

/** Binds `memberId` to `inviterId` through the activity area's face. */
export function bind(s: PartnerSuite, memberId: number, inviterId: number) {
  return bindOnce(s.t.db, { memberId, inviterId, via: 'link', at: s.t.clock.now(), expiresAt: null });
}

export interface LineFixture {
  productId?: number;
  quantity: number;
  /** The line's allocated paid amount (minor units). */
  paid: number;
  /** The unit price (minor units): list price, which commission must never use. */
  unitPrice?: number;
}

/** A goods order of the buyer paid by balance with these lines, accepted, not completed yet. */
export async function paidOrder(s: PartnerSuite, buyerId: number, lines: LineFixture[]) {
  const amount = lines.reduce((n, l) => n + l.paid, 0);
  const order = await insertBalanceOrder(s.t, buyerId, s.store, amount);
  await s.t.db.delete(orderLines).where(eq(orderLines.orderId, order.id));
  const made = await s.t.db
    .insert(orderLines)
    .values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.productId ?? 1,
        productName: 'Tea',
        unitPrice: l.unitPrice ?? Math.ceil(l.paid / l.quantity),
        unitOriginalPrice: l.unitPrice ?? Math.ceil(l.paid / l.quantity),
        quantity: l.quantity,
        paidAmount: l.paid,
      })),
    )
    .returning({ id: orderLines.id });
  await advanceOrder(s.t.db, order.orderNo, 'accept', s.t.clock.now());
  return { ...order, lineIds: made.map((l) => l.id).sort((a, b) => a - b) };
}

/** Completes the order through the lifecycle (its 'completed' effects run). */
export function complete(s: PartnerSuite, orderNo: string) {
  return advanceOrder(s.t.db, orderNo, 'complete', s.t.clock.now());
}

/** Refunds some units of lines through the lifecycle's one refund path. */
export function refund(s: PartnerSuite, orderNo: string, asks: { lineId: number; quantity: number }[]) {
  return refundOrderLines({ db: s.t.db, log: s.t.app.log }, orderNo, asks, 'test', s.t.clock.now());
}

/** Runs the hold-day release as the job would, `days` from now. */
export function releaseAfter(s: PartnerSuite, days: number) {
  return releaseDueProfit(s.t.db, new Date(s.t.clock.now().getTime() + days * DAY_MS));
}

/** A partner's accounts beside the sums of their ledger columns, and their entries in order. */
export async function profitBooks(db: Db, memberId: number) {
  const [account] = await db.select().from(partnerAccounts).where(eq(partnerAccounts.memberId, memberId));
  const [sums] = await db
    .select({
      pending: sql<string>`COALESCE(SUM(${profitEntries.pendingDelta}), 0)`,
      withdrawable: sql<string>`COALESCE(SUM(${profitEntries.withdrawableDelta}), 0)`,
    })
    .from(profitEntries)
    .where(eq(profitEntries.memberId, memberId));
  const entries = await db
    .select()
    .from(profitEntries)
    .where(eq(profitEntries.memberId, memberId))
    .orderBy(asc(profitEntries.id));
  return {
    pending: account?.pending ?? 0,
    withdrawable: account?.withdrawable ?? 0,
    pendingSum: Number(sums?.pending ?? 0),
    withdrawableSum: Number(sums?.withdrawable ?? 0),
    entries,
  };
}

/** A fresh idempotency key. */
export const newKey = () => randomBytes(12).toString('hex');

/** A partner with `withdrawable` minor units released: a friend's order of ten times that, completed and held. */
export async function partnerWithWithdrawable(s: PartnerSuite, withdrawable: number) {
  const partner = await newPartner(s);
  const friend = await memberSession(s.t);
  await bind(s, friend.memberId, partner.memberId);
  const order = await paidOrder(s, friend.memberId, [{ quantity: 1, paid: withdrawable * 10 }]);
  await complete(s, order.orderNo);
  await releaseAfter(s, 9);
  return { partner, friend, order };
}
