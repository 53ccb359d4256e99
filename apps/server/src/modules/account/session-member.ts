import { maskPhone } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';

export type MemberRow = typeof members.$inferSelect;

/** The session's member row; a session whose member is gone is no session (NOT_LOGGED_IN). */
export async function sessionMember(db: DbOrTx, uid: number): Promise<MemberRow> {
  const [member] = await db.select().from(members).where(eq(members.id, uid)).limit(1);
  if (!member) throw new AppError('NOT_LOGGED_IN');
  return member;
}

/**
 * The phone bound to the session's member, where codes for the member password and the payment password go
 * (NO_PHONE_BOUND without one); a phone in the request is never used, so nobody picks where such a code goes.
 */
export async function requireBoundPhone(ctx: MemberContext): Promise<string> {
  const { phone } = await sessionMember(ctx.db, ctx.member.uid);
  if (!phone) throw new AppError('NO_PHONE_BOUND');
  return phone;
}

/** A member's phone as the member is shown it: masked, or '' when none is bound. */
export function maskedPhoneOf(member: Pick<MemberRow, 'phone'>): string {
  return member.phone ? maskPhone(member.phone) : '';
}

/** Whether a member has a bound phone for a reset by code, and that phone masked (IfHasPassword, IfHasPayPassword). */
export function boundPhoneState(member: Pick<MemberRow, 'phone'>): {
  hasPhone: boolean;
  phoneMasked: string;
} {
  return { hasPhone: Boolean(member.phone), phoneMasked: maskedPhoneOf(member) };
}
