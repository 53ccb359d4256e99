import { randomBytes } from 'node:crypto';
import { eq, type SQL } from 'drizzle-orm';
import { LOCK_SPACE, lockText } from '../../db/advisory-locks.ts';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { forgetPasswordFailure, passwordLocked, recordPasswordFailure } from './password-lockout.ts';

type MemberRow = typeof members.$inferSelect;
type Ctx = Pick<CallContext, 'db' | 'clock' | 'ip'>;

/** How a try at the login password ended: `then`'s value, or refused before (locked) or by the password. */
export type PasswordVerdict<T> = { ok: true; value: T } | { ok: false; refused: 'locked' | 'wrong' };

// A hash of nothing anyone knows, with the cost of real ones: an unknown member (or one without a password) is
// checked against it, so the answer takes as long as for a real member and reveals nothing.
let dummyHash: Promise<string> | null = null;
const decoyHash = () => {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  return dummyHash;
};

/**
 * One try at a member's login password, limited per member and per client address (SPEC §8), with no lock held
 * while scrypt runs: the try is counted (as a failure) up front, judged with no lock, and taken back when right.
 * When right, `then` runs in a transaction holding the member's row lock. `memberWhere` may match no member: the
 * try then counts against the address only, after the same scrypt work.
 */
export async function tryMemberPassword<T>(
  ctx: Ctx,
  memberWhere: SQL,
  password: string,
  then: (tx: Tx, member: MemberRow) => Promise<T>,
): Promise<PasswordVerdict<T>> {
  const decoy = await decoyHash();
  const reserved = await reserveTry(ctx, memberWhere);
  // Locked means refused before the password is looked at, so a locked-out guesser learns nothing.
  if (!reserved) return { ok: false, refused: 'locked' };
  const { member, failureId } = reserved;
  const right = await verifyPassword(password, member?.passwordHash ?? decoy);
  // A wrong try needs nothing more: its failure was committed before the password was judged.
  if (!member?.passwordHash || !right) return { ok: false, refused: 'wrong' };
  return confirmRightTry(ctx, member.id, member.passwordHash, failureId, then);
}

/**
 * Counts the try before it is judged, or refuses it when the lock-out is on. The member's row is locked first,
 * then the address (DESIGN §4: the member's own rows before shared ones), so every try of the same member or
 * from the same address counts after the ones before it and sees their failures, parallel or not. Both locks
 * end with this short transaction.
 */
async function reserveTry(ctx: Ctx, memberWhere: SQL) {
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(memberWhere).for('update');
    await lockText(tx, LOCK_SPACE.passwordAddress, ctx.ip);
    const who = { memberId: member?.id ?? null, address: ctx.ip };
    if (await passwordLocked(tx, ctx.clock, who)) return null;
    return { member, failureId: await recordPasswordFailure(tx, ctx.clock, who) };
  });
}

/**
 * Takes back the failure counted up front for a right password and runs `then`, under the member's row lock.
 * A password changed while scrypt ran makes the try wrong after all (its failure stays): the change ended the
 * member's sessions, and a session opened on the old password must not outlive it.
 */
async function confirmRightTry<T>(
  ctx: Ctx,
  memberId: number,
  provenHash: string,
  failureId: number,
  then: (tx: Tx, member: MemberRow) => Promise<T>,
): Promise<PasswordVerdict<T>> {
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    if (member?.passwordHash !== provenHash) return { ok: false, refused: 'wrong' } as const;
    await forgetPasswordFailure(tx, failureId);
    return { ok: true, value: await then(tx, member) } as const;
  });
}
