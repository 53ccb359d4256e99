import type { ParsedRequestOf, privacyEndpoints } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { members } from '../../../db/schema/account/member.ts';
import { customerAttributeValues } from '../../../db/schema/account/profile.ts';
import { memberAddresses } from '../../../db/schema/address.ts';
import { deviceTokens } from '../../../db/schema/service.ts';
import { revokeAllSessions } from '../../../platform/auth/sessions.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { MemberContext } from '../../../platform/http/endpoints.ts';
import { AVATAR_FOLDER, removeImage } from '../../../platform/uploads/media-store.ts';
import { erasedPhoneHash } from './erased-phone.ts';

/** SPEC §6: the disable type of a member's own deregistration. */
export const SELF_DEREGISTRATION = 2;

/** The name a deregistered member's rows show in the store's books (orders, ledgers) from now on. */
export const DEREGISTERED_NAME = '已注销用户';

/**
 * The member row after deregistration: disabled, and every personal field erased. The member number, level,
 * figures and dates stay, since the store's orders and ledgers refer to them.
 */
function erasedFields(now: Date, phoneHash: string | null) {
  return {
    disabled: true,
    disableType: SELF_DEREGISTRATION,
    disabledAt: now,
    erasedPhoneHash: phoneHash,
    name: DEREGISTERED_NAME,
    phone: null,
    email: null,
    emailVerifiedAt: null,
    birthday: null,
    gender: 0,
    photoPath: null,
    contactAddress: null,
    className: null,
    studentNo: null,
    passwordHash: null,
    passwordSetAt: null,
    payPasswordHash: null,
    privacyAgreedAt: null,
  };
}

type Outcome = { disabledAt: Date; photoPath: string | null } | { refused: 'ACCOUNT_DISABLED' };

/**
 * customeraccount/disable with disableType 2 (SPEC §6): in one transaction the member is disabled, their personal
 * fields, custom attribute values, delivery addresses and device links are erased, the phone is kept only as an HMAC so it cannot log
 * in again, and every session ends; the avatar file is deleted after the commit. Orders, payments and the balance and points ledgers are not touched.
 * A call racing another one of the same member (same token, sent twice) answers with the first one's result.
 */
export async function deregister(
  ctx: MemberContext,
  input: ParsedRequestOf<typeof privacyEndpoints.disable>,
): Promise<{ disabled: true; disabledAt: string }> {
  // Checked before anything is read or written: nothing happens without the reminder accepted.
  if (input.reminderAccepted !== true) throw new AppError('DEREGISTER_REMINDER_REQUIRED');
  const uid = ctx.member.uid;
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    // The row lock queues concurrent calls: the first erases, the others find it done.
    const [before] = await tx.select().from(members).where(eq(members.id, uid)).for('update');
    if (!before) return { refused: 'ACCOUNT_DISABLED' };
    if (before.disabled) {
      return before.disableType === SELF_DEREGISTRATION && before.disabledAt
        ? { disabledAt: before.disabledAt, photoPath: null }
        : { refused: 'ACCOUNT_DISABLED' };
    }
    const now = ctx.clock.now();
    const phoneHash = before.phone
      ? erasedPhoneHash(ctx.accountEraseSecret, before.phone)
      : before.erasedPhoneHash;
    const erased = await tx
      .update(members)
      .set(erasedFields(now, phoneHash))
      .where(and(eq(members.id, uid), eq(members.disabled, false)))
      .returning({ id: members.id });
    if (erased.length !== 1) return { refused: 'ACCOUNT_DISABLED' };
    await tx.delete(customerAttributeValues).where(eq(customerAttributeValues.memberId, uid));
    // Delivery addresses are personal data too; orders already placed keep their own copy (delivery_orders).
    await tx.delete(memberAddresses).where(eq(memberAddresses.memberId, uid));
    // The device stays registered, as a guest's: it no longer leads to this member.
    await tx
      .update(deviceTokens)
      .set({ memberId: null, updatedAt: now })
      .where(eq(deviceTokens.memberId, uid));
    await revokeAllSessions(tx, ctx, uid);
    return { disabledAt: now, photoPath: before.photoPath };
  });
  if ('refused' in outcome) throw new AppError(outcome.refused);
  // The avatar file goes once the row no longer points at it; one left behind would only be disk space.
  await removeImage(ctx.env, AVATAR_FOLDER, outcome.photoPath).catch((err: unknown) => {
    ctx.log.warn({ err, memberId: uid }, 'avatar of a deregistered member could not be removed');
  });
  return { disabled: true, disabledAt: outcome.disabledAt.toISOString() };
}
