import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, sessions } from '../../db/schema/account/member.ts';
import { payCodeDevices } from '../../db/schema/pay-code.ts';

/**
 * The working device a key opens: not revoked, its login session open and unexpired, its member not disabled. A
 * logout, a deregistration or a new enrolment on the phone therefore ends it (decision 034).
 */
export async function activeDevice(db: DbOrTx, deviceKey: string, at: Date) {
  const [device] = await db
    .select({
      id: payCodeDevices.id,
      memberId: payCodeDevices.memberId,
      sessionId: payCodeDevices.sessionId,
      secret: payCodeDevices.secret,
      lastStep: payCodeDevices.lastStep,
      refreshSeconds: payCodeDevices.refreshSeconds,
    })
    .from(payCodeDevices)
    .innerJoin(sessions, eq(sessions.id, payCodeDevices.sessionId))
    .innerJoin(members, eq(members.id, payCodeDevices.memberId))
    .where(
      and(
        eq(payCodeDevices.deviceKey, deviceKey),
        isNull(payCodeDevices.revokedAt),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, at),
        eq(members.disabled, false),
      ),
    )
    .limit(1);
  return device ?? null;
}
