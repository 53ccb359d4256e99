// The sandbox gateway's books: it plays an external wechat-type / alipay-type service, so it keeps its own
// table and knows the shop only by the merchant reference. It shares the shop's database, so its calls join the
// caller's transaction (a real gateway would be an HTTP call made beside it).
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { type SandboxIntentStatus, sandboxIntents } from '../../../db/schema/payment.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import { randomToken } from './signing.ts';

export type Flavour = 'wechat' | 'alipay';
export type SandboxIntent = typeof sandboxIntents.$inferSelect;

/** What a merchant asks the gateway to collect. */
export interface IntentRequest {
  merchantRef: string;
  amount: number;
  description: string;
  flavour: Flavour;
  expiresAt: Date;
}

/**
 * Opens a payment intent, or returns the one already open under this merchant reference (as a unified-order
 * call repeated with the same out_trade_no answers the same prepay id).
 */
export async function createIntent(db: DbOrTx, req: IntentRequest, at: Date): Promise<SandboxIntent> {
  const [made] = await db
    .insert(sandboxIntents)
    .values({ ...req, prepayId: `sbx_${randomToken(18)}`, status: 'open', createdAt: at })
    .onConflictDoNothing({ target: sandboxIntents.merchantRef })
    .returning();
  return made ?? (await intentByRef(db, req.merchantRef))!;
}

/** The intent behind a prepay id, or null. */
export async function intentByPrepay(db: DbOrTx, prepayId: string): Promise<SandboxIntent | null> {
  const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.prepayId, prepayId));
  return row ?? null;
}

/** The intent of a merchant reference, or null (the gateway's order query). */
export async function intentByRef(db: DbOrTx, merchantRef: string): Promise<SandboxIntent | null> {
  const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.merchantRef, merchantRef));
  return row ?? null;
}

/** The status a shopper or merchant sees: an open intent past its expiry is closed. */
export function visibleStatus(intent: SandboxIntent, at: Date): SandboxIntentStatus {
  return intent.status === 'open' && intent.expiresAt <= at ? 'cancelled' : intent.status;
}

/** Why an intent cannot move, as the cashier page says it. */
function refusal(intent: SandboxIntent | null, at: Date): AppError {
  if (!intent) return new AppError('PAY_ORDER_INFO_ERROR');
  if (intent.status === 'paid' || intent.status === 'refunded') return new AppError('PAY_ALREADY_PAID');
  if (intent.status === 'cancelled') return new AppError('PAY_CANCELLED');
  return intent.expiresAt <= at ? new AppError('ORDER_TIMED_OUT') : new AppError('PAY_FAILED');
}

/** The shopper pays: an open, unexpired intent becomes paid with a new transaction id, once. */
export async function payIntent(db: DbOrTx, prepayId: string, at: Date): Promise<SandboxIntent> {
  const [paid] = await db
    .update(sandboxIntents)
    .set({ status: 'paid', transactionId: `T${randomToken(15)}`, paidAt: at })
    .where(
      and(
        eq(sandboxIntents.prepayId, prepayId),
        eq(sandboxIntents.status, 'open'),
        gt(sandboxIntents.expiresAt, at),
      ),
    )
    .returning();
  if (!paid) throw refusal(await intentByPrepay(db, prepayId), at);
  return paid;
}

/** The shopper gives up on the cashier page; cancelling twice is fine, a paid intent stays paid. */
export async function cancelIntent(db: DbOrTx, prepayId: string): Promise<void> {
  const [row] = await db
    .update(sandboxIntents)
    .set({ status: 'cancelled' })
    .where(and(eq(sandboxIntents.prepayId, prepayId), eq(sandboxIntents.status, 'open')))
    .returning({ id: sandboxIntents.id });
  if (row) return;
  const intent = await intentByPrepay(db, prepayId);
  if (!intent) throw new AppError('PAY_ORDER_INFO_ERROR');
  if (intent.status !== 'cancelled') throw new AppError('PAY_ALREADY_PAID');
}

/** The merchant closes an open intent (the shopper switched method); a paid one stays paid. */
export async function closeIntent(db: DbOrTx, merchantRef: string): Promise<void> {
  await db
    .update(sandboxIntents)
    .set({ status: 'cancelled' })
    .where(and(eq(sandboxIntents.merchantRef, merchantRef), eq(sandboxIntents.status, 'open')));
}

/**
 * The merchant's refund of `amount` (minor units) of a paid intent, whole or in parts: refunded_amount grows by a
 * conditional update that never passes the intent's amount, and the intent is 'refunded' once all of it is back.
 * False when it cannot be (no such paid intent, or more than it has left).
 */
export async function refundIntent(db: DbOrTx, merchantRef: string, amount: number): Promise<boolean> {
  if (!Number.isSafeInteger(amount) || amount <= 0) return false;
  const after = sql`${sandboxIntents.refundedAmount} + ${amount}`;
  const rows = await db
    .update(sandboxIntents)
    .set({
      refundedAmount: after,
      status: sql`CASE WHEN ${after} = ${sandboxIntents.amount} THEN 'refunded' ELSE ${sandboxIntents.status} END`,
    })
    .where(
      and(
        eq(sandboxIntents.merchantRef, merchantRef),
        eq(sandboxIntents.status, 'paid'),
        sql`${after} <= ${sandboxIntents.amount}`,
      ),
    )
    .returning({ id: sandboxIntents.id });
  return rows.length > 0;
}
