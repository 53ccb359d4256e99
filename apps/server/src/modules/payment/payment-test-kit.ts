// Fixtures and call helpers of the payment tests: orders are inserted directly, not placed through placefast.
import type { PayStartOut } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { type OrderStatus, orderLines, orders } from '../../db/schema/order.ts';
import { payments, sandboxIntents } from '../../db/schema/payment.ts';
import type { PaymentSettings } from '../../db/schema/store.ts';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, type DbTarget, suiteWorld, type TestApp } from '../../test/harness.ts';
import { moveBalance } from '../balance/ledger.ts';
import { notificationOf, sandboxControls } from './sandbox/notifier.ts';
import { type SandboxNotification, sandboxNotifyPath, signFields } from './sandbox/signing.ts';

/** The gateway key of every payment test app, so tests can sign (and forge) notifications. */
export const TEST_PAY_SECRET = 'test-pay-sandbox-secret-0123456789';

/** Every method on, with two third-party gateways (codes 900 and 901). */
export const allMethods: PaymentSettings = {
  balance: true,
  cash: true,
  payAfter: true,
  wechat: true,
  alipay: true,
  thirdParty: [{ name: 'UnionPay' }, { name: 'PayPal' }],
};

/** The env of a test app whose gateway key the tests know. */
export const paymentTestEnv = { PAY_SANDBOX_SECRET: TEST_PAY_SECRET };

/** A test app with the known gateway key, and a store offering every method. */
export async function paymentTestApp(target: DbTarget): Promise<{ t: TestApp; store: number }> {
  const t = await createTestApp(target, { env: paymentTestEnv });
  return { t, store: await insertStore(t.db, { payment: allMethods }) };
}

export interface PaymentSuite {
  t: TestApp;
  store: number;
  member: { memberId: number; session: string };
  /** An unpaid order of the member in the store (wechat, 25.80 unless `fields` say otherwise). */
  order(fields?: Partial<OrderFixture>): Promise<{ id: number; orderNo: string }>;
}

/** What a payment suite starts from: the payment test app and its store, and one signed-in member. */
export function paymentSuite(target: DbTarget): PaymentSuite {
  return suiteWorld(async () => {
    const { t, store } = await paymentTestApp(target);
    const member = await memberSession(t);
    const order = (fields: Partial<OrderFixture> = {}) =>
      insertOrder(t, { memberId: member.memberId, storeId: store, ...fields });
    return { t, store, member, order };
  });
}

/** What the tests pass to gateway helpers that want app deps. */
export function gatewayDeps(t: TestApp) {
  return { db: t.db, clock: t.clock, paySandboxSecret: TEST_PAY_SECRET };
}

let orderCounter = 0;

export interface OrderFixture {
  memberId: number;
  storeId: number;
  status?: OrderStatus;
  payMethod?: number;
  amount?: number;
  cancelAfter?: Date | null;
}

/** An order row with one line, as placefast would leave it (unpaid wechat order of 25.80 by default). */
export async function insertOrder(t: TestApp, f: OrderFixture): Promise<{ id: number; orderNo: string }> {
  orderCounter += 1;
  const orderNo = `2026${String(process.pid).slice(-4)}${String(Date.now()).slice(-6)}${orderCounter}`;
  const amount = f.amount ?? 2580;
  const status = f.status ?? 'unpaid';
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNo,
      memberId: f.memberId,
      storeId: f.storeId,
      orderMode: 'takeout',
      status,
      payMethod: f.payMethod ?? 4,
      amount,
      originalAmount: amount,
      quantity: 1,
      pickupNo: String(orderCounter % 1000).padStart(3, '0'),
      contactPhone: '13800138000',
      idempotencyKey: `k-${orderNo}`,
      requestHash: 'h',
      createdAt: t.clock.now(),
      cancelAfter: f.cancelAfter === undefined && status === 'unpaid' ? minutesFrom(t, 15) : f.cancelAfter,
    })
    .returning({ id: orders.id });
  await t.db.insert(orderLines).values({
    orderId: row!.id,
    productId: 1,
    productName: 'Tea',
    unitPrice: amount,
    unitOriginalPrice: amount,
    quantity: 1,
  });
  return { id: row!.id, orderNo };
}

/** An order paid by balance at placefast: ledger top-up, spend, balance payment row, order pending and paid. */
export async function insertBalanceOrder(t: TestApp, memberId: number, storeId: number, amount = 1500) {
  const order = await insertOrder(t, {
    memberId,
    storeId,
    status: 'pending',
    payMethod: 2,
    amount,
    cancelAfter: null,
  });
  const at = t.clock.now();
  await t.db.transaction(async (tx) => {
    await moveBalance(tx, { memberId, delta: amount, reason: 'top_up', at });
    await moveBalance(tx, { memberId, delta: -amount, reason: 'order_payment', orderId: order.id, at });
    await tx.insert(payments).values({
      localOrderNo: `${order.orderNo}B`,
      orderId: order.id,
      memberId,
      payMethod: 2,
      provider: 'balance',
      amount,
      status: 'paid',
      createdAt: at,
      paidAt: at,
    });
    await tx.update(orders).set({ paidAt: at, paidAmount: amount }).where(eq(orders.id, order.id));
  });
  return order;
}

/** A time `minutes` after the test clock's now. */
export function minutesFrom(t: TestApp, minutes: number): Date {
  return new Date(t.clock.now().getTime() + minutes * 60_000);
}

/** Starts an online payment (wxpay for 3/4, ThirdPartWxPay for 900+ unless `path` says otherwise). */
export function startPay(t: TestApp, session: string, orderNo: string, payMethod: number, path?: string) {
  const chosen = path ?? (payMethod >= 900 ? 'order/ThirdPartWxPay' : 'order/wxpay');
  return t.call<PayStartOut>(chosen, { orderNo, payMethod }, { session });
}

/** Starts a payment that must succeed; returns its answer and prepay id. */
export async function started(t: TestApp, session: string, orderNo: string, payMethod = 4) {
  const res = await startPay(t, session, orderNo, payMethod);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const out = res.body.Result!;
  const prepayId = new URLSearchParams(out.webPayPath.split('?')[1]).get('prepayId')!;
  return { out, prepayId };
}

/** Posts a notification to the shop's notify route; returns the status and the text answer. */
export async function postNotify(t: TestApp, body: unknown): Promise<{ status: number; text: string }> {
  const res = await t.app.inject({ method: 'POST', url: sandboxNotifyPath, payload: body as object });
  return { status: res.statusCode, text: res.body };
}

/** The signed notification the gateway would send for an intent, with fields changed and re-signed if asked. */
export async function notificationFor(
  t: TestApp,
  prepayId: string,
  change: Partial<SandboxNotification> = {},
): Promise<SandboxNotification> {
  const [intent] = await t.db.select().from(sandboxIntents).where(eq(sandboxIntents.prepayId, prepayId));
  const { sign: _sign, ...fields } = { ...notificationOf(TEST_PAY_SECRET, intent!), ...change };
  return { ...fields, sign: signFields(TEST_PAY_SECRET, fields) };
}

/** The order row and its payment rows. */
export async function orderState(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  return { order: order!, payments: rows };
}

/** The sandbox intent behind a prepay id. */
export async function intentOf(db: Db, prepayId: string) {
  const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.prepayId, prepayId));
  return row!;
}

/** order/QueryPayResult for a member. */
export function queryPay(t: TestApp, session: string, localOrderNo: string) {
  return t.call<{ result: { finish: number }; orderNo: string }>(
    'order/QueryPayResult',
    { localOrderNo },
    { session },
  );
}

/** Pays on the sandbox page with the notification dropped on the way (a lost network message). */
export async function payWithoutNotice(t: TestApp, prepayId: string) {
  sandboxControls(t.app).deliver = false;
  try {
    return await t.call('paysandbox/Pay', { prepayId });
  } finally {
    sandboxControls(t.app).deliver = true;
  }
}

/** What every cancel does (the order module's job): order cancelled, open attempts closed, gateway page left open. */
export async function cancelOrderRow(t: TestApp, id: number, reason: 'timeout' | 'shopper' | 'store') {
  const at = t.clock.now();
  await t.db
    .update(orders)
    .set({ status: 'cancelled', cancelReason: reason, cancelledAt: at, cancelAfter: null })
    .where(eq(orders.id, id));
  await t.db
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.orderId, id), eq(payments.status, 'pending')));
}
