import { maxAddressesPerMember } from '@shop/domain';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { type MemberAddressRow, memberAddresses } from '../../db/schema/address.ts';

/** The columns of an address a member writes (everything but its owner, default flag and times). */
export type AddressValues = Omit<
  typeof memberAddresses.$inferInsert,
  'id' | 'memberId' | 'isDefault' | 'createdAt' | 'updatedAt'
>;

/**
 * Every write to a member's addresses first locks the member row (decision 012: members, then their rows), so two
 * writes of one member queue: the cap holds, and of two parallel "set default" the second clears the first's.
 */
async function lockMember(tx: Tx, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('no key update');
}

async function clearDefault(tx: Tx, memberId: number, except: number | null): Promise<void> {
  const mine = and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true));
  await tx
    .update(memberAddresses)
    .set({ isDefault: false })
    .where(except === null ? mine : and(mine, ne(memberAddresses.id, except)));
}

/** The member's addresses, the default first, then the newest. */
export function listAddresses(db: DbOrTx, memberId: number): Promise<MemberAddressRow[]> {
  return db
    .select()
    .from(memberAddresses)
    .where(eq(memberAddresses.memberId, memberId))
    .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.id));
}

/** One of the member's addresses; null when it is unknown or another member's. */
export async function findAddressRow(
  db: DbOrTx,
  memberId: number,
  id: number,
): Promise<MemberAddressRow | null> {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)));
  return row ?? null;
}

/** The member's default address, if they set one. */
export async function defaultAddressRow(db: DbOrTx, memberId: number): Promise<MemberAddressRow | null> {
  const [row] = await db
    .select()
    .from(memberAddresses)
    .where(and(eq(memberAddresses.memberId, memberId), eq(memberAddresses.isDefault, true)));
  return row ?? null;
}

/**
 * Saves a new address; 'limit' when the member already keeps the most there may be. A member's first address is
 * their default, as is one saved with makeDefault (the previous default gives way).
 */
export function insertAddress(
  db: DbOrTx,
  change: { memberId: number; values: AddressValues; makeDefault: boolean; at: Date },
): Promise<MemberAddressRow | 'limit'> {
  const { memberId, values, makeDefault, at } = change;
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const [kept] = await tx
      .select({ n: count() })
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, memberId));
    const n = kept?.n ?? 0;
    if (n >= maxAddressesPerMember) return 'limit';
    const isDefault = makeDefault || n === 0;
    if (isDefault) await clearDefault(tx, memberId, null);
    const [row] = await tx
      .insert(memberAddresses)
      .values({ ...values, memberId, isDefault, createdAt: at, updatedAt: at })
      .returning();
    return row!;
  });
}

/**
 * Changes one of the member's addresses: the given values, and the default flag when asked (true makes it the
 * default, the previous one gives way; false unsets it). Null when the address is not the member's.
 */
export function updateAddressRow(
  db: DbOrTx,
  change: { memberId: number; id: number; values: Partial<AddressValues>; isDefault?: boolean; at: Date },
): Promise<MemberAddressRow | null> {
  const { memberId, id, values, isDefault, at } = change;
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    if (!(await findAddressRow(tx, memberId, id))) return null;
    if (isDefault === true) await clearDefault(tx, memberId, id);
    const [row] = await tx
      .update(memberAddresses)
      .set({ ...values, ...(isDefault === undefined ? {} : { isDefault }), updatedAt: at })
      .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)))
      .returning();
    return row ?? null;
  });
}

/** Removes one of the member's addresses; false when it is not theirs. */
export async function deleteAddress(db: DbOrTx, memberId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(memberAddresses)
    .where(and(eq(memberAddresses.id, id), eq(memberAddresses.memberId, memberId)))
    .returning({ id: memberAddresses.id });
  return gone.length === 1;
}
