import { shownMemberName } from '@shop/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';

/**
 * Members as other members see them, by id (a bargain's starter and helpers, a group's members; SPEC §5 masking):
 * the name masked, else the phone masked. One read whatever the number of ids; an unknown id is absent.
 */
export async function shownMemberNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, name: members.name, phone: members.phone })
    .from(members)
    .where(inArray(members.id, [...new Set(ids)]));
  return new Map(rows.map((m) => [m.id, shownMemberName(m)]));
}
