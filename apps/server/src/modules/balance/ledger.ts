import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { runPrepared, type Statement } from '../../db/prepared.ts';
import { type BalanceReason, balanceEntries } from '../../db/schema/balance.ts';
import { AppError } from '../../platform/http/app-error.ts';

/** One movement of a member's balance: who, how much (minor units, negative to spend), why, for which order. */
export interface BalanceMove {
  memberId: number;
  delta: number;
  reason: BalanceReason;
  orderId?: number | null;
  /** A move an order makes more than once for one reason (each refund of some lines): unique per order and reason. */
  ref?: string | null;
  note?: string;
  at: Date;
}

/** SQL expressions (placeholders or column references) for the values of one balance move. */
export interface BalanceMoveSql {
  /** A relation in scope whose row lets the move happen: no row, nothing moves. */
  from: string;
  member: string;
  delta: string;
  reason: string;
  orderId: string;
  /** The entry's ref; NULL when left out (placing an order, and every move that an order makes once). */
  ref?: string;
  note: string;
  at: string;
}

/**
 * One balance move as two CTEs, the only SQL that moves a balance (moveBalance and placing an order share it):
 * `bal` moves members.balance by a conditional update that never takes it below 0 (no row when it would), and
 * `led` appends the ledger entry with the balance after it, so members.balance stays the sum of the entries.
 */
export function balanceMoveCtes(v: BalanceMoveSql): string {
  return `bal AS (
  UPDATE members m SET balance = m.balance + ${v.delta} FROM ${v.from}
  WHERE m.id = ${v.member} AND (${v.delta} > 0 OR m.balance >= -(${v.delta}))
  RETURNING m.balance
),
led AS (
  INSERT INTO balance_entries (member_id, delta, balance_after, reason, order_id, ref, note, created_at)
  SELECT ${v.member}, ${v.delta}, bal.balance, ${v.reason}, ${v.orderId}, ${v.ref ?? 'NULL'}, ${v.note}, ${v.at}
  FROM ${v.from}, bal
)`;
}

const moveStatement: Statement = {
  name: 'ledger_move',
  params: 7,
  text: `WITH ${balanceMoveCtes({
    from: '(VALUES (1)) AS go',
    member: '$1::int',
    delta: '$2::bigint',
    reason: '$3::text',
    orderId: '$4::int',
    note: '$5::text',
    at: '$6::timestamptz',
    ref: '$7::text',
  })}
SELECT balance FROM bal`,
};

/**
 * Moves a member's balance and appends the ledger entry, inside the caller's transaction (DESIGN §4). The
 * balance moves by a conditional update that never takes it below 0 ('member balance insufficient' otherwise),
 * so parallel spends cannot overdraw. Returns the balance after the move.
 */
export async function moveBalance(tx: Tx, move: BalanceMove): Promise<number> {
  if (!Number.isSafeInteger(move.delta) || move.delta === 0)
    throw new Error('a balance move needs a whole delta');
  const [row] = await runPrepared<{ balance: number }>(tx, moveStatement, [
    move.memberId,
    move.delta,
    move.reason,
    move.orderId ?? null,
    move.note ?? '',
    move.at.toISOString(),
    move.ref ?? null,
  ]);
  if (!row) throw new AppError('BALANCE_INSUFFICIENT');
  return Number(row.balance);
}

/** The sum of a member's ledger entries; equals members.balance whenever no transaction is half done. */
export async function ledgerSum(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`COALESCE(SUM(${balanceEntries.delta}), 0)` })
    .from(balanceEntries)
    .where(eq(balanceEntries.memberId, memberId));
  return Number(row?.sum ?? 0);
}

/** Whether the order already has a ledger entry of this reason and ref (a refund of some lines made before). */
export async function hasOrderEntry(
  db: DbOrTx,
  orderId: number,
  reason: BalanceReason,
  ref: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: balanceEntries.id })
    .from(balanceEntries)
    .where(
      and(
        eq(balanceEntries.orderId, orderId),
        eq(balanceEntries.reason, reason),
        eq(balanceEntries.ref, ref),
      ),
    )
    .limit(1);
  return row !== undefined;
}
