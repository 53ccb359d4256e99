import { normalizeEmail } from '@shop/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { sendEmailLoginCode, withEmailLoginCode } from './email-codes.ts';
import { requireAgreement } from './login-gate.ts';
import { type OpenedSession, openSession } from './open-session.ts';
import { insertNewMember, registrationLimited } from './registration.ts';
import { spendSliderToken } from './slider.ts';

type MemberRow = typeof members.$inferSelect;

/** The canonical form of a typed email address, or the catalogue refusal (EMAIL_EMPTY / EMAIL_INVALID, 400). */
export function requireEmail(input: string): string {
  const checked = normalizeEmail(input);
  if (!checked.ok) throw new AppError(checked.problem);
  return checked.email;
}

/**
 * EmailSecurityCodeCode: checks the address and the agreement, spends the slider token (also when the send is
 * then refused by a limit: the token bought one try), and sends the code.
 */
export async function sendEmailCode(
  ctx: CallContext,
  input: { email: string; sliderToken?: string | undefined; agreed?: boolean | undefined },
): Promise<{ countdownSeconds: number }> {
  const email = requireEmail(input.email);
  requireAgreement(input.agreed);
  await spendSliderToken(ctx, input.sliderToken);
  return sendEmailLoginCode(ctx, { email, address: ctx.ip });
}

/**
 * The member an email address logs in as: the oldest active one that proved the address by an emailed code (an
 * address only typed into a profile does not count), or a new member when the
 * address is unknown and the store does not limit registration (EMAIL_REGISTRATION_LIMITED otherwise). Runs
 * under the address's lock, so two first logins cannot both register.
 */
async function memberForEmail(tx: Tx, ctx: CallContext, email: string): Promise<MemberRow> {
  const found = await tx
    .select()
    .from(members)
    .where(and(eq(members.email, email), isNotNull(members.emailVerifiedAt)))
    .orderBy(asc(members.id));
  if (found.length > 0) {
    const active = found.find((m) => !m.disabled);
    if (!active) throw new AppError('ACCOUNT_DISABLED');
    return active;
  }
  if (await registrationLimited(tx, ctx.headers.storeId)) throw new AppError('EMAIL_REGISTRATION_LIMITED');
  const now = ctx.clock.now();
  return insertNewMember(tx, now, { email, emailVerifiedAt: now, name: '' }, ctx.headers);
}

/**
 * SignInByEmail (SPEC §5): the emailed code, checked and used up, logs the address's member in. A wrong code is
 * answered after the transaction commits, so the counted try is kept; a refused registration rolls back, so the
 * right code stays usable.
 */
export async function signInByEmail(
  ctx: CallContext,
  input: { email: string; code: string; agreed?: boolean | undefined; cartKey?: string | undefined },
): Promise<OpenedSession> {
  const email = requireEmail(input.email);
  const code = input.code.trim();
  if (code === '') throw new AppError('SMS_CODE_EMPTY');
  requireAgreement(input.agreed);
  return withEmailLoginCode(ctx, { email, code }, async (tx) =>
    openSession(tx, ctx, await memberForEmail(tx, ctx, email), { cartKey: input.cartKey }),
  );
}
