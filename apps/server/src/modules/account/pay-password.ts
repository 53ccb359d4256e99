import { isPayPasswordLocked, isValidPayPassword, PASSWORD_LOCK_WINDOW_MS } from '@shop/domain';
import { and, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { passwordFailures } from '../../db/schema/account/verification.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext, MemberContext } from '../../platform/http/endpoints.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { failuresSince, forgetPasswordFailure, recordPasswordFailure } from './password-lockout.ts';
import { boundPhoneState, requireBoundPhone, sessionMember } from './session-member.ts';
import { withSmsCode } from './sms-codes.ts';

/** The SMS purpose of a code that sets the payment password; no other code does. */
export const PAY_PASSWORD_SMS_PURPOSE = 'payPassword';

/** Wrong payment passwords of a member inside the lock window, not counting those before the password was set. */
function payFailures(db: DbOrTx, ctx: Pick<CallContext, 'clock'>, memberId: number, setAt: Date | null) {
  const windowStart = new Date(ctx.clock.now().getTime() - PASSWORD_LOCK_WINDOW_MS);
  const who = and(
    eq(passwordFailures.memberId, memberId),
    setAt ? gte(passwordFailures.createdAt, setAt) : undefined,
  );
  return failuresSince(db, 'pay', who, windowStart);
}

/**
 * Asks for the member's payment password before a balance payment (SPEC §5): nothing to do when the member has
 * none; PAY_PASSWORD_REQUIRED when it is missing, PAY_PASSWORD_WRONG when wrong, TOO_FREQUENT after 5 wrong tries
 * in 15 minutes. Call it before opening the payment's transaction, with the database itself: the try is counted
 * as a wrong one under the member's row lock before the password is judged (parallel guesses count one by one)
 * and taken back only when right, so a wrong try is committed before the refusal is thrown and keeps counting.
 * Given a transaction instead, the try counts only if that commits.
 */
export async function requirePayPassword(
  db: DbOrTx,
  ctx: Pick<CallContext, 'clock' | 'ip'>,
  memberId: number,
  given: string | undefined,
): Promise<void> {
  if (!(await hasPayPassword(db, memberId))) return;
  if (given === undefined || given === '') throw new AppError('PAY_PASSWORD_REQUIRED');
  // Cannot be right, so it costs no try: the keypad only ever sends six digits.
  if (!isValidPayPassword(given)) throw new AppError('PAY_PASSWORD_FORMAT');
  const reserved = await reservePayTry(db, ctx, memberId);
  if (reserved === 'none') return;
  if (reserved === 'locked') throw new AppError('TOO_FREQUENT');
  // Judged with no lock held, so a slow scrypt keeps no payment or balance change of the member waiting.
  if (!(await verifyPassword(given, reserved.hash))) throw new AppError('PAY_PASSWORD_WRONG');
  await forgetPasswordFailure(db, reserved.failureId);
}

/**
 * Counts a payment password try as wrong before it is judged, under the member's row lock for this short
 * transaction only; 'locked' when the lock-out is on (refused before the password is looked at, so a locked-out
 * guesser learns nothing), 'none' when the member has no payment password any more.
 */
async function reservePayTry(db: DbOrTx, ctx: Pick<CallContext, 'clock' | 'ip'>, memberId: number) {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ hash: members.payPasswordHash, setAt: members.payPasswordSetAt })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    if (!member?.hash) return 'none' as const;
    if (isPayPasswordLocked(await payFailures(tx, ctx, memberId, member.setAt))) return 'locked' as const;
    const who = { memberId, address: ctx.ip };
    return { hash: member.hash, failureId: await recordPasswordFailure(tx, ctx.clock, who, 'pay') };
  });
}

/** Whether a member has a payment password (GetPayInfo tells the client to ask for it). */
export async function hasPayPassword(db: DbOrTx, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ hash: members.payPasswordHash })
    .from(members)
    .where(eq(members.id, memberId))
    .limit(1);
  return Boolean(row?.hash);
}

/** IfHasPayPassword: whether a payment password is set, and the bound phone (masked) its code goes to. */
export async function ifHasPayPassword(
  ctx: MemberContext,
): Promise<{ hasPayPassword: boolean; hasPhone: boolean; phoneMasked: string }> {
  const row = await sessionMember(ctx.db, ctx.member.uid);
  return {
    hasPayPassword: row.payPasswordHash !== null,
    ...boundPhoneState(row),
  };
}

/**
 * SetPayPassword: a 'payPassword' code sent to the bound phone buys a new payment password. The form and the
 * confirmation are checked first, so a typo does not burn the code; the code is used up under the phone lock in
 * the same transaction as the new hash.
 */
export async function setPayPassword(
  ctx: MemberContext,
  input: { code: string; password: string; confirmPassword: string },
): Promise<Record<string, never>> {
  const phone = await requireBoundPhone(ctx);
  const code = input.code.trim();
  if (code === '') throw new AppError('SMS_CODE_EMPTY');
  if (!isValidPayPassword(input.password)) throw new AppError('PAY_PASSWORD_FORMAT');
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORD_MISMATCH');
  await withSmsCode(ctx, { phone, purpose: PAY_PASSWORD_SMS_PURPOSE, code }, async (tx) => {
    await tx
      .update(members)
      .set({ payPasswordHash: await hashPassword(input.password), payPasswordSetAt: ctx.clock.now() })
      .where(eq(members.id, ctx.member.uid));
  });
  return {};
}
