import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberRelations, type RelationVia } from '../../db/schema/activity.ts';

/** A binding as it stands: who invited the member, how, and until when (null: for good). */
export type MemberRelation = typeof memberRelations.$inferSelect;

/** The binding in force at `at`: one whose binding life has not ended. */
function inForce(at: Date) {
  return or(isNull(memberRelations.expiresAt), gt(memberRelations.expiresAt, at));
}

/** Who invited the member, if a binding in force at `at` says so. */
export async function inviterOf(db: DbOrTx, memberId: number, at: Date): Promise<number | null> {
  const [row] = await db
    .select({ inviterId: memberRelations.inviterId })
    .from(memberRelations)
    .where(and(eq(memberRelations.memberId, memberId), inForce(at)));
  return row?.inviterId ?? null;
}

/**
 * The member's superiors at `at`, nearest first: their inviter (the first level of the relation) and that
 * inviter's own (the second), each through a binding in force; fewer when the chain is shorter. The partner
 * programme pays commission along it.
 */
export async function inviterChain(db: DbOrTx, memberId: number, at: Date): Promise<number[]> {
  const first = await inviterOf(db, memberId, at);
  if (first === null) return [];
  const second = await inviterOf(db, first, at);
  return second === null || second === memberId ? [first] : [first, second];
}

/** A binding to write: the member, the inviter, how, when, and its life (null: for good). */
export interface NewRelation {
  memberId: number;
  inviterId: number;
  via: RelationVia;
  at: Date;
  expiresAt: Date | null;
}

/**
 * Binds a member to an inviter once: the insert on the member's key does nothing when a binding exists (whoever
 * arrives first at once wins; a later call never re-binds), and the table's CHECK refuses oneself. True when this
 * call made the binding.
 */
export async function bindOnce(db: DbOrTx, r: NewRelation): Promise<boolean> {
  if (r.memberId === r.inviterId) return false;
  const made = await db
    .insert(memberRelations)
    .values({
      memberId: r.memberId,
      inviterId: r.inviterId,
      via: r.via,
      boundAt: r.at,
      expiresAt: r.expiresAt,
    })
    .onConflictDoNothing({ target: memberRelations.memberId })
    .returning({ memberId: memberRelations.memberId });
  return made.length > 0;
}
