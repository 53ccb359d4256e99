import { PAY_CODE_OTP_DIGITS, PAY_CODE_STEP_SECONDS, payCodeRefreshSeconds } from '@shop/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { pgErrorOf } from '../../db/pg-errors.ts';
import { sessions } from '../../db/schema/account/member.ts';
import { payCodeDevices } from '../../db/schema/pay-code.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { storeSettingsIn } from '../store/index.ts';
import { newDeviceKey, newDeviceSecret } from './pay-code-otp.ts';

/** The store's refresh interval for the code (x-store-id; the default without one). */
async function refreshOf(ctx: MemberContext): Promise<number> {
  const storeId = ctx.headers.storeId;
  const settings = storeId ? await storeSettingsIn(ctx.db, storeId) : null;
  return payCodeRefreshSeconds(settings?.payCode?.refreshSeconds);
}

/**
 * Balance/EnrollPayCode: a new secret for this phone, bound to the member and the login session (decision 034).
 * The session's earlier device is revoked in the same transaction, under the session's row lock, so one phone has
 * one working secret; a device key that happens to be taken already is drawn again.
 */
export async function enrollPayCode(ctx: MemberContext) {
  const refreshSeconds = await refreshOf(ctx);
  const secret = newDeviceSecret();
  const now = ctx.clock.now();
  for (let attempt = 1; ; attempt++) {
    const deviceKey = newDeviceKey();
    try {
      await ctx.db.transaction(async (tx) => {
        // The session row queues enrolments of one phone, so exactly one of them ends up working.
        await tx
          .select({ id: sessions.id })
          .from(sessions)
          .where(eq(sessions.id, ctx.member.sessionId))
          .for('no key update');
        await tx
          .update(payCodeDevices)
          .set({ revokedAt: now })
          .where(and(eq(payCodeDevices.sessionId, ctx.member.sessionId), isNull(payCodeDevices.revokedAt)));
        await tx.insert(payCodeDevices).values({
          memberId: ctx.member.uid,
          sessionId: ctx.member.sessionId,
          deviceKey,
          secret,
          refreshSeconds,
          createdAt: now,
        });
      });
      return {
        deviceKey,
        secret,
        digits: PAY_CODE_OTP_DIGITS,
        stepSeconds: PAY_CODE_STEP_SECONDS,
        refreshSeconds,
        serverTime: now.getTime(),
      };
    } catch (err) {
      if (attempt >= 3 || pgErrorOf(err)?.code !== '23505') throw err;
    }
  }
}
