import { createHash } from 'node:crypto';
import type { CashOutOut } from '@shop/contracts';
import { cashOutFee, fromMinor, toMinor } from '@shop/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { cashOuts } from '../../db/schema/partner.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { moveBalance } from '../balance/index.ts';
import { appendProfit, recordTaken, takeWithdrawable } from './accounts.ts';
import { requireInForce } from './identity.ts';
import { type ProgrammeSettings, programmeSettings } from './settings.ts';

export type CashOutRow = typeof cashOuts.$inferSelect;

/** The method a move to the member balance is recorded under: a cash-out record paid at once, to the balance. */
export const BALANCE_METHOD = 'balance';

export function cashOutOut(row: CashOutRow): CashOutOut {
  return {
    id: row.id,
    amount: fromMinor(row.amount),
    fee: fromMinor(row.fee),
    payout: fromMinor(row.payout),
    method: row.method,
    account: row.account,
    remark: row.remark,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    staffNote: row.staffNote,
  };
}

/** The fee and payout of a cash-out of `amount` minor units under the store's rule (payout = amount − fee). */
export function quote(settings: ProgrammeSettings, amount: number) {
  const fee = cashOutFee(amount, { feeRate: settings.cashOutFeeRate, feeFixed: settings.cashOutFeeFixed });
  return { amount, fee, payout: amount - fee };
}

/** The refusals a cash-out of `amount` meets before any money moves: the minimum, a fee that leaves nothing. */
export function requireCashable(settings: ProgrammeSettings, amount: number) {
  const q = quote(settings, amount);
  if (amount < settings.cashOutMinimum || q.payout <= 0)
    throw new AppError('WITHDRAWAL_BELOW_MINIMUM', {
      Minimum: fromMinor(Math.max(settings.cashOutMinimum, q.fee + 1)),
    });
  return q;
}

export interface CashOutAsk {
  memberId: number;
  storeId: number | null;
  amount: number;
  method: string;
  account?: string | undefined;
  remark: string;
  agreementVersion: string;
  expectedFee?: number | undefined;
  idempotencyKey: string;
}

function askHash(a: CashOutAsk): string {
  const canonical = JSON.stringify([a.amount, a.method, a.account ?? '', a.remark, a.agreementVersion]);
  return createHash('sha256').update(canonical).digest('base64url');
}

async function byKey(db: Db, memberId: number, key: string): Promise<CashOutRow | undefined> {
  const [row] = await db
    .select()
    .from(cashOuts)
    .where(and(eq(cashOuts.memberId, memberId), eq(cashOuts.idempotencyKey, key)));
  return row;
}

function sameAsk(row: CashOutRow, hash: string): CashOutRow {
  if (row.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT');
  return row;
}

/**
 * Requests a cash-out (SPEC §5): a partner in force, the amount (minor units) at least the store's minimum, the
 * fee shown honestly (payout = amount − fee), a method the store pays by, the withdrawal agreement of its version.
 * The record and its hold are one transaction: the record inserted on its idempotency key, the amount taken from
 * withdrawable by ONE conditional update (WITHDRAWAL_ABOVE_BALANCE when it is more, or when the partner owes),
 * the 'cash_out' entry beside it. A repeat of the key answers the first record.
 */
export async function requestCashOut(db: Db, ask: CashOutAsk, at: Date): Promise<CashOutRow> {
  const hash = askHash(ask);
  const first = await byKey(db, ask.memberId, ask.idempotencyKey);
  if (first) return sameAsk(first, hash);
  const partner = await requireInForce(db, ask.memberId, at);
  const settings = await programmeSettings(db, ask.storeId);
  if (!settings.cashOutMethods.includes(ask.method)) throw new AppError('CASH_OUT_METHOD_UNKNOWN');
  if (ask.agreementVersion !== settings.withdrawalAgreementVersion)
    throw new AppError('PARTNER_AGREEMENT_OUTDATED', {}, { Version: settings.withdrawalAgreementVersion });
  const q = requireCashable(settings, ask.amount);
  if (ask.expectedFee !== undefined && toMinor(ask.expectedFee) !== q.fee)
    throw new AppError('CASH_OUT_FEE_CHANGED', {}, { Fee: fromMinor(q.fee) });
  const made = await retryTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(cashOuts)
      .values({
        memberId: ask.memberId,
        storeId: partner.storeId,
        amount: q.amount,
        fee: q.fee,
        payout: q.payout,
        method: ask.method,
        account: ask.account ?? '',
        remark: ask.remark,
        agreementVersion: ask.agreementVersion,
        idempotencyKey: ask.idempotencyKey,
        requestHash: hash,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    // The same key at once: the other request made the record; this one answers it below.
    if (!row) return null;
    await takeFor(tx, row, 'cash_out', at);
    return row;
  });
  return made ?? theKeysRecord(db, ask, hash);
}

/**
 * Takes a cash-out record's amount from withdrawable by ONE conditional update (WITHDRAWAL_ABOVE_BALANCE when it
 * would go below what is there), with its ledger entry of `kind`: what a cash-out and a move to the balance hold.
 */
async function takeFor(tx: Tx, row: CashOutRow, kind: 'cash_out' | 'to_balance', at: Date): Promise<void> {
  if (!(await takeWithdrawable(tx, row.memberId, row.amount))) throw new AppError('WITHDRAWAL_ABOVE_BALANCE');
  await recordTaken(tx, {
    memberId: row.memberId,
    kind,
    pendingDelta: 0,
    withdrawableDelta: -row.amount,
    cashOutId: row.id,
    at,
  });
}

/** The record a parallel call with the key made first (its insert won), answered as a repeat. */
async function theKeysRecord(
  db: Db,
  ask: { memberId: number; idempotencyKey: string },
  hash: string,
): Promise<CashOutRow> {
  const again = await byKey(db, ask.memberId, ask.idempotencyKey);
  if (!again) throw new AppError('WITHDRAWAL_ABOVE_BALANCE');
  return sameAsk(again, hash);
}

/**
 * Moves withdrawable profit to the member balance when the store allows it (FEATURE_DISABLED otherwise): recorded
 * as a cash-out paid at once to the balance (method 'balance', no fee), so it has the idempotency key and record a
 * cash-out has; the amount taken from withdrawable by the same conditional update, so the same money can never be
 * both cashed out and moved. The balance moves through the balance module's face, first (the member row before
 * the partner's account, decision 012's order).
 */
export async function moveToBalance(
  db: Db,
  ask: { memberId: number; storeId: number | null; amount: number; idempotencyKey: string },
  at: Date,
): Promise<CashOutRow> {
  const hash = createHash('sha256')
    .update(JSON.stringify([BALANCE_METHOD, ask.amount]))
    .digest('base64url');
  const first = await byKey(db, ask.memberId, ask.idempotencyKey);
  if (first) return sameAsk(first, hash);
  const partner = await requireInForce(db, ask.memberId, at);
  const settings = await programmeSettings(db, ask.storeId);
  if (!settings.toBalance) throw new AppError('FEATURE_DISABLED');
  const made = await retryTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(cashOuts)
      .values({
        memberId: ask.memberId,
        storeId: partner.storeId,
        amount: ask.amount,
        fee: 0,
        payout: ask.amount,
        method: BALANCE_METHOD,
        remark: '',
        agreementVersion: settings.withdrawalAgreementVersion,
        status: 'paid',
        idempotencyKey: ask.idempotencyKey,
        requestHash: hash,
        createdAt: at,
        decidedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return null;
    await moveBalance(tx, { memberId: ask.memberId, delta: ask.amount, reason: 'partner_profit', at });
    await takeFor(tx, row, 'to_balance', at);
    return row;
  });
  return made ?? theKeysRecord(db, ask, hash);
}

/**
 * Staff decide a cash-out, only from 'requested' (ONE conditional update on the status: of a confirm and a reject
 * at once, one wins and the other answers CASH_OUT_DECIDED): paid, the money already held goes out; rejected, it
 * returns to withdrawable by its 'cash_out_returned' entry, once. CASH_OUT_NOT_FOUND for none.
 */
export async function decideCashOut(
  db: Db,
  id: number,
  decision: 'paid' | 'rejected',
  note: string,
  at: Date,
): Promise<CashOutRow> {
  return retryTransaction(db, async (tx) => {
    const [moved] = await tx
      .update(cashOuts)
      .set({ status: decision, decidedAt: at, staffNote: note })
      .where(and(eq(cashOuts.id, id), eq(cashOuts.status, 'requested')))
      .returning();
    if (!moved) {
      const [known] = await tx.select({ id: cashOuts.id }).from(cashOuts).where(eq(cashOuts.id, id));
      throw new AppError(known ? 'CASH_OUT_DECIDED' : 'CASH_OUT_NOT_FOUND');
    }
    if (decision === 'rejected')
      await appendProfit(tx, {
        memberId: moved.memberId,
        kind: 'cash_out_returned',
        pendingDelta: 0,
        withdrawableDelta: moved.amount,
        cashOutId: moved.id,
        at,
      });
    return moved;
  });
}
