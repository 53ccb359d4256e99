import { shownMemberName } from '@shop/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';

/** A member as another area checks them: whether they can take part (not disabled, not deregistered), and shown. */
export interface MemberStanding {
  id: number;
  active: boolean;
  /** Masked as other members see it (SPEC §5). */
  shownName: string;
  photoPath: string | null;
}

/**
 * The standing of members by id, in one read (an inviter and the friend they bind, decision 076); an unknown id is
 * absent. A deregistered member is disabled too (SPEC §6), so `active` covers both.
 */
export async function memberStandings(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, MemberStanding>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: members.id,
      disabled: members.disabled,
      name: members.name,
      phone: members.phone,
      photoPath: members.photoPath,
    })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(
    rows.map((m) => [
      m.id,
      { id: m.id, active: !m.disabled, shownName: shownMemberName(m), photoPath: m.photoPath },
    ]),
  );
}
