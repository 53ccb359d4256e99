import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { type ProfitKind, partnerAccounts, profitEntries } from '../../db/schema/partner.ts';

/** One movement of a partner's two accounts, as its ledger entry carries it (minor units, signed). */
export interface ProfitMove {
  memberId: number;
  kind: ProfitKind;
  pendingDelta: number;
  withdrawableDelta: number;
  at: Date;
  orderId?: number | null;
  orderLineId?: number | null;
  level?: 1 | 2 | null;
  commissionId?: number | null;
  refundId?: number | null;
  cashOutId?: number | null;
  releaseAt?: Date | null;
}

/**
 * Appends a ledger entry and moves the accounts by the same deltas, in the caller's transaction (DESIGN §4: each
 * account is the sum of its column). The entry's unique key makes the effect once: a repeat inserts nothing and
 * moves nothing (null). The account moves by an upsert adding the deltas (never a value read before), and
 * partner_accounts' CHECK keeps pending >= 0. Returns the entry's id.
 */
export async function appendProfit(tx: Tx, move: ProfitMove): Promise<number | null> {
  const [entry] = await tx
    .insert(profitEntries)
    .values({
      memberId: move.memberId,
      kind: move.kind,
      pendingDelta: move.pendingDelta,
      withdrawableDelta: move.withdrawableDelta,
      orderId: move.orderId ?? null,
      orderLineId: move.orderLineId ?? null,
      level: move.level ?? null,
      commissionId: move.commissionId ?? null,
      refundId: move.refundId ?? null,
      cashOutId: move.cashOutId ?? null,
      releaseAt: move.releaseAt ?? null,
      createdAt: move.at,
    })
    .onConflictDoNothing()
    .returning({ id: profitEntries.id });
  if (!entry) return null;
  if (move.pendingDelta !== 0 || move.withdrawableDelta !== 0) await addToAccount(tx, move);
  return entry.id;
}

/**
 * Adds the deltas to the partner's accounts, making the row (at zero) on the first movement. Not one upsert: the
 * CHECK judges an upsert's proposed row (a negative pending) before its conflict turns it into an update.
 */
async function addToAccount(
  tx: Tx,
  move: Pick<ProfitMove, 'memberId' | 'pendingDelta' | 'withdrawableDelta'>,
) {
  await tx.insert(partnerAccounts).values({ memberId: move.memberId }).onConflictDoNothing();
  await tx
    .update(partnerAccounts)
    .set({
      pending: sql`${partnerAccounts.pending} + ${move.pendingDelta}`,
      withdrawable: sql`${partnerAccounts.withdrawable} + ${move.withdrawableDelta}`,
    })
    .where(eq(partnerAccounts.memberId, move.memberId));
}

/**
 * Takes `amount` from withdrawable by ONE conditional update (withdrawable >= amount): parallel requests of the
 * whole amount cannot all pass, and nothing is taken while the partner owes (withdrawable < 0). False when it
 * would go beyond what is withdrawable (nothing changed).
 */
export async function takeWithdrawable(tx: Tx, memberId: number, amount: number): Promise<boolean> {
  const taken = await tx
    .update(partnerAccounts)
    .set({ withdrawable: sql`${partnerAccounts.withdrawable} - ${amount}` })
    .where(and(eq(partnerAccounts.memberId, memberId), sql`${partnerAccounts.withdrawable} >= ${amount}`))
    .returning({ memberId: partnerAccounts.memberId });
  return taken.length > 0;
}

/** Appends the entry of an amount already taken from withdrawable (the account moved by takeWithdrawable). */
export async function recordTaken(tx: Tx, move: ProfitMove): Promise<void> {
  const [entry] = await tx
    .insert(profitEntries)
    .values({
      memberId: move.memberId,
      kind: move.kind,
      pendingDelta: 0,
      withdrawableDelta: move.withdrawableDelta,
      cashOutId: move.cashOutId ?? null,
      createdAt: move.at,
    })
    .onConflictDoNothing()
    .returning({ id: profitEntries.id });
  // The cash-out row is new in this transaction, so its entry cannot exist: a repeat here is a bug, not a retry.
  if (!entry) throw new Error(`profit entry ${move.kind} of cash-out ${move.cashOutId} exists already`);
}

/** A partner's accounts as they stand (zeros before the first movement). */
export async function accountOf(db: DbOrTx, memberId: number) {
  const [row] = await db.select().from(partnerAccounts).where(eq(partnerAccounts.memberId, memberId));
  return { pending: row?.pending ?? 0, withdrawable: row?.withdrawable ?? 0 };
}
