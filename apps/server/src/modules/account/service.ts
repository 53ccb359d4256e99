import type { LoginInfo, MemberLoginInfo } from '@shop/contracts';
import { normalizePhone } from '@shop/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { members } from '../../db/schema/account/member.ts';
import { revokeSession } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { heldFigures } from './held-figures.ts';
import { requireAgreement } from './login-gate.ts';
import { memberInfoColumns, toLoginInfo } from './member-info.ts';
import { openSession } from './open-session.ts';
import { isErasedPhone } from './privacy/erased-phone.ts';
import { insertNewMember, registrationLimited } from './registration.ts';
import { withSmsCode } from './sms-codes.ts';

/** The canonical form of a typed phone, or the catalogue refusal (PHONE_EMPTY / PHONE_INVALID, 400). */
export function requirePhone(input: string): string {
  const checked = normalizePhone(input);
  if (!checked.ok) throw new AppError(checked.problem);
  return checked.phone;
}

type MemberRow = typeof members.$inferSelect;

/**
 * The member a phone logs in as: the oldest active one bound to it (a phone may carry several accounts,
 * SPEC §6), or a new member when the phone is unknown. Runs under the phone lock, so two first logins of the
 * same phone cannot both register. When the store limits registration by phone, an unknown phone is refused
 * (REGISTRATION_LIMITED); the caller's transaction is rolled back, so the code that proved the phone stays unused.
 */
export async function memberForPhone(
  tx: Tx,
  ctx: Pick<CallContext, 'clock' | 'headers' | 'accountEraseSecret'>,
  phone: string,
): Promise<MemberRow> {
  const bound = await tx.select().from(members).where(eq(members.phone, phone)).orderBy(asc(members.id));
  if (bound.length > 0) {
    const active = bound.find((m) => !m.disabled);
    if (!active) throw new AppError('ACCOUNT_DISABLED');
    return active;
  }
  // A phone whose member deregistered does not quietly become a new member (privacy/erased-phone.ts).
  if (await isErasedPhone(tx, ctx.accountEraseSecret, phone)) throw new AppError('ACCOUNT_DISABLED');
  if (await registrationLimited(tx, ctx.headers.storeId)) throw new AppError('REGISTRATION_LIMITED');
  // No name until the member gives one: a masked phone in its place would prefill the profile's Name and be saved.
  return insertNewMember(tx, ctx.clock.now(), { phone, name: '' }, ctx.headers);
}

/**
 * Phone + SMS code login (SPEC §5). Code check, registration and the login itself (openSession) share one
 * transaction; a wrong code is answered after that transaction commits, so the counted try is kept.
 */
export async function signIn(
  ctx: CallContext,
  input: { phone: string; code: string; agreed?: boolean | undefined; cartKey?: string | undefined },
): Promise<{ token: string; user: MemberLoginInfo }> {
  const phone = requirePhone(input.phone);
  if (input.code.trim() === '') throw new AppError('SMS_CODE_EMPTY');
  requireAgreement(input.agreed);
  return withSmsCode(ctx, { phone, purpose: 'login', code: input.code.trim() }, async (tx) =>
    openSession(tx, ctx, await memberForPhone(tx, ctx, phone), { cartKey: input.cartKey }),
  );
}

/** FindLoginInfo: the caller's user info, or { isLogin: false } for a guest. */
export async function findLoginInfo(
  ctx: CallContext,
  input: { showCardAge?: boolean | undefined },
): Promise<LoginInfo> {
  if (!ctx.member) return { isLogin: false };
  const uid = ctx.member.uid;
  const [[member], figures] = await Promise.all([
    ctx.db.select(memberInfoColumns).from(members).where(eq(members.id, uid)).limit(1),
    heldFigures(ctx, ctx.db, uid),
  ]);
  if (!member) return { isLogin: false };
  return toLoginInfo(member, figures, ctx.clock.now(), {
    showCardAge: input.showCardAge ?? false,
    locale: ctx.locale,
  });
}

/** logoff: ends the session the call came with; the token is refused from now on. */
export async function logOff(ctx: CallContext): Promise<Record<string, never>> {
  // The endpoint is member-only, so the HTTP layer has already answered 401 without a session.
  if (!ctx.member) throw new AppError('NOT_LOGGED_IN');
  await revokeSession(ctx.db, ctx, ctx.member.sessionId);
  return {};
}

/**
 * The member's phone as an order records it for contact, as a value of the order's own insert (no read before it:
 * every line-less order is written with it).
 */
export function memberPhoneSql(memberId: number): SQL<string> {
  return sql<string>`COALESCE((SELECT ${members.phone} FROM ${members} WHERE ${members.id} = ${memberId}), '')`;
}

/** The member's phone as an order records it for contact ('' when the account has none). */
export async function memberPhone(db: DbOrTx, memberId: number): Promise<string> {
  const [m] = await db.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
  return m?.phone ?? '';
}
