import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { requireAgreement } from './login-gate.ts';
import { type OpenedSession, openSession } from './open-session.ts';
import { tryMemberPassword } from './password-try.ts';
import { spendSliderToken } from './slider.ts';

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
  await spendSliderToken(ctx, input.sliderToken);
  const verdict = await tryMemberPassword(
    ctx,
    eq(members.memberNo, memberNo),
    input.password,
    (tx, member) =>
      // Refused by returning rather than by openSession's throw, so the right password's try is still taken back;
      // exact, as the member's row is locked here.
      member.disabled ? Promise.resolve(null) : openSession(tx, ctx, member, { cartKey: input.cartKey }),
  );
  if (!verdict.ok) throw new AppError(verdict.refused === 'locked' ? 'TOO_FREQUENT' : 'PASSWORD_WRONG');
  if (!verdict.value) throw new AppError('ACCOUNT_DISABLED');
  return verdict.value;
}
