import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { members, sessions } from '../../db/schema/account/member.ts';
import { payCodeDevices } from '../../db/schema/pay-code.ts';
import { AppError } from '../../platform/http/app-error.ts';

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

/**
 * Accepts a code's step by a conditional update of its device's last step (still working, no later step taken):
 * PAY_CODE_USED when a parallel use of the code took it first. Run inside the transaction of what the code pays
 * or proves, so that work refused and undone leaves the code unused.
 */
export async function acceptStep(tx: DbOrTx, deviceId: number, step: number): Promise<void> {
  const accepted = await tx
    .update(payCodeDevices)
    .set({ lastStep: step })
    .where(
      and(
        eq(payCodeDevices.id, deviceId),
        isNull(payCodeDevices.revokedAt),
        lt(payCodeDevices.lastStep, step),
      ),
    )
    .returning({ id: payCodeDevices.id });
  if (accepted.length === 0) throw new AppError('PAY_CODE_USED');
}
