import { createHash } from 'node:crypto';
import { PayCode, toMinor, unpaidCancelAt } from '@shop/domain';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { requirePayPassword } from '../account/index.ts';
import { insertLineLessOrder, type KindOrder, markPaidAtOnce, type OrderFact } from '../order/index.ts';
import { payFromBalance, requirePrepayMethod } from '../payment/index.ts';
import type { requireStoreRecord } from '../store/index.ts';

/** The payment fields an activity's paying call takes (the pre-sale's two steps, a community group order). */
export interface PayInput {
  payMethod: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
  expectedAmount: number;
}

/** What makes two calls the same payment: the call, what it pays for and the method; never the password. */
export function payHash(parts: readonly (string | number)[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

/** One step's order as it will be placed: its kind, amount and facts, and what placing and paying it do at once. */
export interface StepOrder {
  kind: KindOrder['kind'];
  quantity: number;
  amount: number;
  facts: readonly OrderFact[];
  hash: string;
  /**
   * Run in the placing transaction however it is paid, after the payment (the shared rows last: decision 012); it
   * may refuse and undo the order with it (a community group's units taken by conditional updates).
   */
  onPlaced?(tx: Tx, order: { id: number; orderNo: string }, at: Date): Promise<void>;
  /** Run in the paying transaction when paid by balance (or free); it may refuse and undo everything. */
  onPaidNow?(tx: Tx, order: { id: number; orderNo: string }, at: Date): Promise<void>;
}

/**
 * Places a step's order and pays it: by balance (or nothing to pay) the order, the ledger entry and payment row
 * and the step's own effect commit together or not at all; online it waits unpaid for the store's time limit.
 * The amount shown must be the amount charged (CART_CHANGED otherwise). Lock order of decision 012: the new
 * order, the member and ledger, then the activity's rows in onPaidNow and onPlaced.
 */
export async function placeStep(
  ctx: MemberContext,
  store: Awaited<ReturnType<typeof requireStoreRecord>>['row'],
  input: PayInput,
  step: StepOrder,
): Promise<void> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  if (toMinor(input.expectedAmount) !== step.amount) throw new AppError('CART_CHANGED');
  requirePrepayMethod(store.settings, input.payMethod);
  const free = step.amount === 0;
  const byBalance = free || input.payMethod === PayCode.balance;
  // Outside the payment's transaction: a wrong password must stay counted when the payment is refused.
  if (byBalance && !free) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const place = (tx: Tx) =>
    insertLineLessOrder(tx, {
      kind: step.kind,
      memberId: uid,
      storeId: store.id,
      zone: store.settings.timezone,
      quantity: step.quantity,
      payMethod: input.payMethod,
      amount: step.amount,
      idempotencyKey: input.idempotencyKey,
      requestHash: step.hash,
      at,
      cancelAfter: byBalance ? null : unpaidCancelAt(at, store.settings.unpaidCancelMinutes),
      facts: step.facts,
    });
  if (!byBalance) {
    await retryTransaction(ctx.db, async (tx) => {
      const order = await place(tx);
      if (order) await step.onPlaced?.(tx, order, at);
    });
    return;
  }
  await payNow(ctx.db, uid, place, step, at);
}

async function payNow(
  db: Db,
  memberId: number,
  place: (tx: Tx) => ReturnType<typeof insertLineLessOrder>,
  step: StepOrder,
  at: Date,
): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const order = await place(tx);
    if (!order) return;
    if (order.amount > 0) {
      await payFromBalance(tx, {
        memberId,
        orderId: order.id,
        orderNo: order.orderNo,
        amount: order.amount,
        reason: 'order_payment',
        at,
      });
    }
    await markPaidAtOnce(tx, order.id, at);
    await step.onPaidNow?.(tx, order, at);
    await step.onPlaced?.(tx, order, at);
  });
}
