import { COUPON_CODE_TRY_WINDOW_MS, isCouponCodeLocked } from '@shop/domain';
import { and, count, eq, gt, type SQL } from 'drizzle-orm';
import { LOCK_SPACE, lockText } from '../../db/advisory-locks.ts';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { members } from '../../db/schema/account/member.ts';
import { couponCodeFailures } from '../../db/schema/coupon.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';

/** How a try with a code ended: its value, or the refusal and whether it counts as a wrong try. */
export type CodeVerdict<T> =
  | { ok: true; value: T }
  | { ok: false; code: 'COUPON_CODE_WRONG' | 'COUPON_CODE_USED' | 'COUPON_CODE_EXPIRED'; counts: true }
  | { ok: false; code: 'COUPON_TRANSFER_CODE_WRONG'; counts: true }
  | {
      ok: false;
      code: 'COUPON_TRANSFER_LINK_INVALID' | 'COUPON_TRANSFER_SELF' | 'COUPON_TRANSFER_CODE_REQUIRED';
      counts: boolean;
    };

async function failuresSince(tx: Tx, who: SQL, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(couponCodeFailures)
    .where(and(who, gt(couponCodeFailures.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * One try with an exchange code or a transfer's verification code, limited per member and per client address
 * (SPEC §8 too frequent; the password lock-out's pattern, account/password-try.ts). In one transaction: the member's
 * row, then the address's advisory lock (the member's rows before shared ones), so every try of the same member or
 * from the same address sees the failures of the ones before it, parallel or not; then the lock-out check
 * (COUPON_CODE_LOCKED), the try itself, and a failure row when it was wrong — committed with the refusal.
 */
export async function tryCode<T>(
  ctx: MemberContext,
  attempt: (tx: Tx) => Promise<CodeVerdict<T>>,
): Promise<T> {
  const uid = ctx.member.uid;
  const verdict = await retryTransaction(ctx.db, async (tx): Promise<CodeVerdict<T> | null> => {
    await tx.select({ id: members.id }).from(members).where(eq(members.id, uid)).for('no key update');
    await lockText(tx, LOCK_SPACE.couponCodeAddress, ctx.ip);
    const now = ctx.clock.now();
    const since = new Date(now.getTime() - COUPON_CODE_TRY_WINDOW_MS);
    const locked = isCouponCodeLocked({
      memberFailures: await failuresSince(tx, eq(couponCodeFailures.memberId, uid), since),
      addressFailures: await failuresSince(tx, eq(couponCodeFailures.clientAddress, ctx.ip), since),
    });
    if (locked) return null;
    const out = await attempt(tx);
    if (!out.ok && out.counts)
      await tx.insert(couponCodeFailures).values({ memberId: uid, clientAddress: ctx.ip, createdAt: now });
    return out;
  });
  if (!verdict) throw new AppError('COUPON_CODE_LOCKED');
  if (!verdict.ok) throw new AppError(verdict.code);
  return verdict.value;
}
