import { localDate } from '@shop/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import type { customerCategories } from '../../db/schema/level.ts';

export type LevelRow = typeof customerCategories.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The rank of the entry level (the lowest); null while the store has no levels. */
const entryRank = sql`(SELECT min(rank) FROM customer_categories)`;

/**
 * The rank a member's level counts as at `at`, as SQL over the members row in scope: their level's rank while it
 * has not lapsed, else the entry rank. Every upgrade compares against this inside its conditional update.
 */
export function effectiveRankSql(at: Date): SQL<number | null> {
  return sql<number | null>`COALESCE(
    (SELECT c.rank FROM customer_categories c WHERE c.id = ${members.categoryId}
      AND (${members.levelExpiresAt} IS NULL OR ${members.levelExpiresAt} > ${at.toISOString()}::timestamptz)),
    ${entryRank})`;
}

/** The member's level now (customer_categories id; a lapsed level counts as the entry level), over `members`. */
export function levelIdSql(at: Date): SQL<number | null> {
  return sql<number | null>`(SELECT c.id FROM customer_categories c WHERE c.rank = ${effectiveRankSql(at)})`;
}

/** The rank a member's level counts as now (null: the store has no levels). */
export async function memberRank(db: DbOrTx, memberId: number, at: Date): Promise<number | null> {
  const [row] = await db
    .select({ rank: effectiveRankSql(at) })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.rank ?? null;
}

/** When a level reached at `at` lapses, and that day as the member card shows it in the store's zone. */
export function levelValidity(level: Pick<LevelRow, 'validDays'>, at: Date, zone: string) {
  if (level.validDays === null) return { levelExpiresAt: null, expiresOn: null };
  const levelExpiresAt = new Date(at.getTime() + level.validDays * DAY_MS);
  return { levelExpiresAt, expiresOn: localDate(levelExpiresAt, zone) };
}

/**
 * Moves a member up to `level` by a conditional update: only while its rank is above the rank the member's level
 * counts as (never a downgrade, and of two upgrades racing for one member only what is still higher applies).
 * True when the member's level changed. Runs in the caller's transaction.
 */
export async function raiseLevel(
  tx: Tx,
  change: { memberId: number; level: LevelRow; at: Date; zone: string },
): Promise<boolean> {
  const { memberId, level, at, zone } = change;
  const rows = await tx
    .update(members)
    .set({ categoryId: level.id, ...levelValidity(level, at, zone) })
    .where(and(eq(members.id, memberId), sql`${level.rank} > ${effectiveRankSql(at)}`))
    .returning({ id: members.id });
  return rows.length === 1;
}

/**
 * Locks the members an upgrade touches (the member, and the inviter who may be rewarded) in ascending id order,
 * so two upgrades naming each other as inviters cannot deadlock. NO KEY UPDATE, the lock their updates take:
 * a plain FOR UPDATE would also wait on the key-share locks that inserting the order (its foreign key to the
 * member) takes, and two upgrades of one member would then wait on each other.
 */
export async function lockMembers(tx: Tx, ids: Array<number | null>): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  for (const id of wanted) {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, id)).for('no key update');
  }
}
