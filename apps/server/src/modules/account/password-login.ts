import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/account.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { requireAgreement } from './login-gate.ts';
import { type OpenedSession, openSession } from './open-session.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { passwordLocked, recordPasswordFailure } from './password-lockout.ts';
import { spendSliderToken } from './slider.ts';

// A hash of nothing anyone knows, with the cost of real ones: an unknown member number (or a member without a
// password) is checked against it, so the answer takes as long as for a real member and reveals nothing.
let dummyHash: Promise<string> | null = null;
const decoyHash = () => {
  dummyHash ??= hashPassword(randomBytes(12).toString('base64url'));
  return dummyHash;
};

/**
 * SignInByPassword (SPEC §5): member number and member password. Wrong tries are limited per member and per
 * client address (TOO_FREQUENT); an unknown number, a member without a password and a wrong password all answer
 * PASSWORD_WRONG after the same scrypt work. The slider token is spent first, so each try costs a solved slider.
 */
export async function signInByPassword(
  ctx: CallContext,
  input: {
    memberNo: string;
    password: string;
    sliderToken?: string | undefined;
    agreed?: boolean | undefined;
    cartKey?: string | undefined;
  },
): Promise<OpenedSession> {
  const memberNo = input.memberNo.trim();
  if (memberNo === '') throw new AppError('MEMBER_NO_EMPTY');
  if (input.password === '') throw new AppError('PASSWORD_EMPTY');
  requireAgreement(input.agreed);
  await spendSliderToken(ctx.db, ctx.clock, input.sliderToken);
  const decoy = await decoyHash();

  const outcome = await ctx.db.transaction(async (tx) => {
    // The row lock makes parallel tries of one member count one after another, so none slips past the lock-out.
    const [member] = await tx.select().from(members).where(eq(members.memberNo, memberNo)).for('update');
    const who = { memberId: member?.id ?? null, address: ctx.ip };
    // Locked means refused before the password is looked at, so a locked-out guesser learns nothing.
    if (await passwordLocked(tx, ctx.clock, who)) return { refused: 'locked' } as const;
    const hash = member?.passwordHash ?? decoy;
    const matches = await verifyPassword(input.password, hash);
    if (!member?.passwordHash || !matches) {
      await recordPasswordFailure(tx, ctx.clock, who);
      return { refused: 'wrong' } as const;
    }
    return openSession(tx, ctx, member, { cartKey: input.cartKey });
  });
  if ('refused' in outcome) {
    throw new AppError(outcome.refused === 'locked' ? 'TOO_FREQUENT' : 'PASSWORD_WRONG');
  }
  return outcome;
}
