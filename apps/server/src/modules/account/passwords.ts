import { isValidMemberPassword } from '@shop/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { revokeOtherSessions } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { hashPassword } from './password-hash.ts';
import { tryMemberPassword } from './password-try.ts';
import { boundPhoneState, requireBoundPhone, sessionMember } from './session-member.ts';
import { withSmsCode } from './sms-codes.ts';

type Empty = Record<string, never>;

/** The SMS purpose of a password reset code; a login code never resets a password. */
export const PASSWORD_SMS_PURPOSE = 'password';

/**
 * Refuses a new password of the wrong form (PASSWORD_FORMAT) or with a different confirmation (PASSWORD_MISMATCH).
 * Checked before anything else, so a typo neither counts as a wrong try nor burns a reset code.
 */
function checkNewPassword(input: { password: string; confirmPassword: string }): void {
  if (!isValidMemberPassword(input.password)) throw new AppError('PASSWORD_FORMAT');
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORD_MISMATCH');
}

/**
 * Stores the new password and ends the member's other sessions, so a stolen session dies with the old password.
 * Hashed only here, once the old password or the code has been accepted, so refused calls cost no scrypt time.
 */
async function replacePassword(tx: Tx, ctx: MemberContext, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await tx
    .update(members)
    .set({ passwordHash: hash, passwordSetAt: ctx.clock.now() })
    .where(eq(members.id, ctx.member.uid));
  await revokeOtherSessions(tx, ctx, ctx.member.uid, ctx.member.sessionId);
}

/**
 * Tries the member's password and, when right, runs `then` in a transaction holding the member's row lock. The
 * try counts per member and per address like a login's (password-try.ts), so parallel tries cannot slip past
 * the lock-out; a wrong try is committed before it is answered, so it keeps counting.
 */
async function withMemberPassword(
  ctx: MemberContext,
  password: string,
  then: (tx: Tx) => Promise<void> = async () => {},
): Promise<void> {
  const verdict = await tryMemberPassword(ctx, eq(members.id, ctx.member.uid), password, then);
  if (verdict.ok) return;
  throw new AppError(verdict.refused === 'locked' ? 'TOO_FREQUENT' : 'MEMBER_PASSWORD_WRONG');
}

/** IfHasPassword: whether the member has a password and a bound phone (masked) for a reset by code. */
export async function ifHasPassword(
  ctx: MemberContext,
): Promise<{ hasPassword: boolean; hasPhone: boolean; phoneMasked: string }> {
  const row = await sessionMember(ctx.db, ctx.member.uid);
  return {
    hasPassword: row.passwordHash !== null,
    ...boundPhoneState(row),
  };
}

/**
 * SetPasswordFirstTime: only while no password is set (PASSWORD_SET_FAILED otherwise). The member row lock makes
 * parallel calls wait for the first and then refuse without hashing; the conditional update is what guarantees a
 * single winner whatever path reaches it.
 */
export async function setPasswordFirstTime(
  ctx: MemberContext,
  input: { password: string; confirmPassword: string },
): Promise<Empty> {
  checkNewPassword(input);
  const won = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ passwordHash: members.passwordHash })
      .from(members)
      .where(eq(members.id, ctx.member.uid))
      .for('update');
    if (!row || row.passwordHash !== null) return false;
    const done = await tx
      .update(members)
      .set({ passwordHash: await hashPassword(input.password), passwordSetAt: ctx.clock.now() })
      .where(and(eq(members.id, ctx.member.uid), isNull(members.passwordHash)))
      .returning({ id: members.id });
    return done.length === 1;
  });
  if (!won) throw new AppError('PASSWORD_SET_FAILED');
  return {};
}

/** CheckPassword: the member's password is right, within the lock-out. */
export async function checkPassword(
  ctx: MemberContext,
  input: { password: string },
): Promise<{ valid: true }> {
  await withMemberPassword(ctx, input.password);
  return { valid: true };
}

/** SetPasswordByOld: the old password (lock-out counted) buys a new one; other sessions end. */
export async function setPasswordByOld(
  ctx: MemberContext,
  input: { oldPassword: string; password: string; confirmPassword: string },
): Promise<Empty> {
  checkNewPassword(input);
  await withMemberPassword(ctx, input.oldPassword, (tx) => replacePassword(tx, ctx, input.password));
  return {};
}

/**
 * SetPasswordBySecurityCode: a 'password' code sent to the bound phone buys a new password; other sessions end.
 * The code is checked and used up under the phone lock, the same way a login code is.
 */
export async function setPasswordBySecurityCode(
  ctx: MemberContext,
  input: { code: string; password: string; confirmPassword: string },
): Promise<Empty> {
  const phone = await requireBoundPhone(ctx);
  const code = input.code.trim();
  if (code === '') throw new AppError('SMS_CODE_EMPTY');
  checkNewPassword(input);
  await withSmsCode(ctx, { phone, purpose: PASSWORD_SMS_PURPOSE, code }, (tx) =>
    replacePassword(tx, ctx, input.password),
  );
  return {};
}
