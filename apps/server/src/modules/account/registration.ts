import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { stores } from '../../db/schema/store.ts';

async function storeRow(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({ id: stores.id, parentId: stores.parentId, settings: stores.settings })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}

async function firstHeadquarters(db: DbOrTx) {
  const [row] = await db
    .select({ id: stores.id, parentId: stores.parentId, settings: stores.settings })
    .from(stores)
    .where(isNull(stores.parentId))
    .orderBy(asc(stores.id))
    .limit(1);
  return row ?? null;
}

/**
 * Whether an unknown phone may not become a member by logging in (SPEC §6 'limit registration by phone'). Members
 * belong to the whole chain, so the setting of the store the call names counts, and so does its headquarters'.
 * A call naming no store (or an unknown one) is judged by the first headquarters, the store the app serves
 * then, so leaving the header out is no way round the limit. Reads through the caller's transaction: on PGlite
 * a second connection would wait for that transaction forever.
 */
export async function registrationLimited(db: DbOrTx, storeId: number | null): Promise<boolean> {
  const store = (storeId ? await storeRow(db, storeId) : null) ?? (await firstHeadquarters(db));
  if (!store) return false;
  if (store.settings.limitRegistrationByPhone) return true;
  if (store.parentId === null) return false;
  const root = await storeRow(db, store.parentId);
  return root?.settings.limitRegistrationByPhone ?? false;
}

/** How a new member is reached and named. */
export type NewMemberFields = Pick<
  typeof members.$inferInsert,
  'phone' | 'email' | 'emailVerifiedAt' | 'name'
>;

/**
 * How a member joined, as the sign-up call said (decision 076): the store it named and the inviter uid it carried
 * (the x-inviter-uid header of a friend arriving through an invite link), each null when absent or when staff
 * opened the account.
 */
export interface JoinedThrough {
  storeId: number | null;
  inviterUid: number | null;
}

/**
 * What another area does when a member joins, in the joining transaction (a new-member reward, binding the friend
 * to the inviter whose link they registered through).
 */
export type NewMemberHook = (
  tx: Tx,
  member: { id: number },
  at: Date,
  joined: JoinedThrough,
) => Promise<void>;

const newMemberHooks: NewMemberHook[] = [];

/**
 * Registers what happens when a member joins (DESIGN §2: the lower layer owns the registry). Areas register when
 * the app mounts them, so the account area names none of them.
 */
export function onNewMember(hook: NewMemberHook): void {
  if (!newMemberHooks.includes(hook)) newMemberHooks.push(hook);
}

/**
 * A new member account, numbered by member_no_seq (above the demo members' numbers) and created at `now`, with
 * what the registered areas give a new member (onNewMember), in the same transaction: a refused registration
 * gives nothing.
 */
export async function insertNewMember(
  tx: Tx,
  now: Date,
  fields: NewMemberFields,
  joined: JoinedThrough = { storeId: null, inviterUid: null },
) {
  const [created] = await tx
    .insert(members)
    .values({ memberNo: sql`nextval('member_no_seq')::text`, createdAt: now, ...fields })
    .returning();
  for (const hook of newMemberHooks) await hook(tx, created!, now, joined);
  return created!;
}
