import type { MemberLoginInfo, PhoneAccount } from '@shop/contracts';
import { type Locale, localDate } from '@shop/domain';
import { and, asc, eq } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import { revokeMemberSession } from '../../platform/auth/sessions.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { shopperStoreSettings } from './login-gate.ts';
import { levelShown, type MemberInfoRow, memberInfoColumns } from './member-info.ts';
import { openSession } from './open-session.ts';

interface Shown {
  currentUid: number;
  zone: string;
  now: Date;
  locale: Locale;
}

/** An account as the chooser lists it, its level named as everywhere else (the entry level once lapsed). */
function toPhoneAccount(row: MemberInfoRow, shown: Shown): PhoneAccount {
  return {
    uid: row.id,
    memberNo: row.memberNo,
    name: row.name,
    categoryName: levelShown(row, shown.now, shown.locale).name,
    joinedOn: localDate(row.createdAt, shown.zone),
    current: row.id === shown.currentUid,
  };
}

/**
 * GetCustomersByTel (SPEC §6): the active accounts bound to the caller's phone, oldest first. A member without a
 * phone shares it with nobody, so the list is just themselves.
 */
export async function customersByTel(ctx: MemberContext): Promise<{ accounts: PhoneAccount[] }> {
  const uid = ctx.member.uid;
  const [me] = await ctx.db.select(memberInfoColumns).from(members).where(eq(members.id, uid)).limit(1);
  if (!me) throw new AppError('NOT_LOGGED_IN');
  // Joining dates are told in the zone of the store the shopper is in.
  const zone = (await shopperStoreSettings(ctx))?.timezone ?? 'UTC';
  const shown: Shown = {
    currentUid: uid,
    zone,
    now: ctx.clock.now(),
    locale: ctx.locale,
  };
  if (!me.phone) return { accounts: [toPhoneAccount(me, shown)] };
  const rows = await ctx.db
    .select(memberInfoColumns)
    .from(members)
    .where(and(eq(members.phone, me.phone), eq(members.disabled, false)))
    .orderBy(asc(members.createdAt), asc(members.id));
  return { accounts: rows.map((row) => toPhoneAccount(row, shown)) };
}

/**
 * SwitchCustomerAccount (SPEC §6): ends this session and opens one for another active account on the same
 * phone, in one transaction. The session is ended by a conditional update whose row count is checked, so of
 * several switches sent with one session only the first gets a new one; any refusal writes nothing.
 */
export async function switchCustomerAccount(
  ctx: MemberContext,
  input: { uid: number },
): Promise<{ token: string; user: MemberLoginInfo }> {
  const { uid, sessionId } = ctx.member;
  const outcome = await ctx.db.transaction(async (tx) => {
    const [me] = await tx.select({ phone: members.phone }).from(members).where(eq(members.id, uid));
    if (!me?.phone || input.uid === uid) return null;
    const [target] = await tx
      .select()
      .from(members)
      .where(and(eq(members.id, input.uid), eq(members.phone, me.phone), eq(members.disabled, false)));
    if (!target) return null;
    if (!(await revokeMemberSession(tx, ctx, uid, sessionId))) return null;
    // The same finish as every way in: the new session, and the agreement this phone's owner logged in under.
    return openSession(tx, ctx, target);
  });
  if (!outcome) throw new AppError('SWITCH_ACCOUNT_FAILED');
  return outcome;
}
