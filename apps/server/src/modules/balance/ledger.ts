import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account.ts';
import { type BalanceReason, balanceEntries } from '../../db/schema/payment.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** One movement of a member's balance: who, how much (minor units, negative to spend), why, for which order. */
export interface BalanceMove {
  memberId: number;
  delta: number;
  reason: BalanceReason;
  orderId?: number | null;
  note?: string;
  at: Date;
}

/**
 * Moves a member's balance and appends the ledger entry, inside the caller's transaction (DESIGN §4). The
 * balance moves by a conditional update that never takes it below 0 ('member balance insufficient' otherwise),
 * so parallel spends cannot overdraw. Returns the balance after the move.
 */
export async function moveBalance(tx: Tx, move: BalanceMove): Promise<number> {
  if (!Number.isSafeInteger(move.delta) || move.delta === 0)
    throw new Error('a balance move needs a whole delta');
  const spend = move.delta < 0;
  const [row] = await tx
    .update(members)
    .set({ balance: sql`${members.balance} + ${move.delta}` })
    .where(
      spend
        ? and(eq(members.id, move.memberId), gte(members.balance, -move.delta))
        : eq(members.id, move.memberId),
    )
    .returning({ balance: members.balance });
  if (!row) throw new AppError('BALANCE_INSUFFICIENT');
  await tx.insert(balanceEntries).values({
    memberId: move.memberId,
    delta: move.delta,
    balanceAfter: row.balance,
    reason: move.reason,
    orderId: move.orderId ?? null,
    note: move.note ?? '',
    createdAt: move.at,
  });
  return row.balance;
}

/** The sum of a member's ledger entries; equals members.balance whenever no transaction is half done. */
export async function ledgerSum(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`COALESCE(SUM(${balanceEntries.delta}), 0)` })
    .from(balanceEntries)
    .where(eq(balanceEntries.memberId, memberId));
  return Number(row?.sum ?? 0);
}
