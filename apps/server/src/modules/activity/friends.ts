import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { memberRelations } from '../../db/schema/activity.ts';

/** A member bound to the inviter (level 1) or to one of the inviter's own friends (level 2). */
export interface Friend {
  memberId: number;
  level: 1 | 2;
  boundAt: Date;
}

const r = memberRelations;

/**
 * A member's friends through bindings in force at `at` (the partner programme's myFriends, issue 31): those they
 * invited, and those their friends invited; newest binding first, a page of them and the count. `level` picks one
 * level; both when absent. Two reads on the inviter index, whatever the page.
 */
export async function friendsOf(
  db: DbOrTx,
  inviterId: number,
  at: Date,
  page: { index: number; size: number; level?: 1 | 2 | undefined },
): Promise<{ friends: Friend[]; total: number }> {
  const inForce = or(isNull(r.expiresAt), gt(r.expiresAt, at));
  const cols = { memberId: r.memberId, boundAt: r.boundAt };
  const first = await db
    .select(cols)
    .from(r)
    .where(and(eq(r.inviterId, inviterId), inForce));
  const second =
    page.level === 1 || first.length === 0
      ? []
      : await db
          .select(cols)
          .from(r)
          .where(
            and(
              inArray(
                r.inviterId,
                first.map((f) => f.memberId),
              ),
              ne(r.memberId, inviterId),
              inForce,
            ),
          );
  const all: Friend[] = [
    ...(page.level === 2 ? [] : first.map((f) => ({ ...f, level: 1 as const }))),
    ...second.map((f) => ({ ...f, level: 2 as const })),
  ].sort((a, b) => b.boundAt.getTime() - a.boundAt.getTime() || b.memberId - a.memberId);
  const start = (page.index - 1) * page.size;
  return { friends: all.slice(start, start + page.size), total: all.length };
}
