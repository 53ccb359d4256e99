import { couponPeriods, localClock, windowRefusal } from '@shop/domain';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { couponTemplates, couponUseCounts, memberCoupons } from '../../db/schema/coupon.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { requireStoreRecord } from '../store/index.ts';
import { normaliseCode } from './coupon-codes.ts';
import type { MemberCouponRow } from './issue.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const unavailable = (reason: string) => new AppError('COUPON_UNAVAILABLE', {}, { Reason: reason });

/**
 * Counts one use in each period the rule limits (store-local day, ISO week, month), by conditional upserts as
 * placefast does (decision 031): a period at its limit refuses the use (USE_LIMIT_*) and undoes it all.
 */
async function countUse(tx: Tx, coupon: MemberCouponRow, periods: ReturnType<typeof couponPeriods>) {
  const limits = [
    ['DAY', periods.day, coupon.rule.usesPerDay],
    ['WEEK', periods.week, coupon.rule.usesPerWeek],
    ['MONTH', periods.month, coupon.rule.usesPerMonth],
  ] as const;
  for (const [name, period, limit] of limits) {
    if (limit === null) continue;
    const counted = await tx
      .insert(couponUseCounts)
      .values({ memberId: coupon.memberId, templateId: coupon.templateId, period, uses: 1 })
      .onConflictDoUpdate({
        target: [couponUseCounts.memberId, couponUseCounts.templateId, couponUseCounts.period],
        set: { uses: sql`${couponUseCounts.uses} + 1` },
        setWhere: sql`${couponUseCounts.uses} + 1 <= ${limit}`,
      })
      .returning({ uses: couponUseCounts.uses });
    if (counted.length === 0) throw unavailable(`USE_LIMIT_${name}`);
  }
}

/** The ticket's amount against the coupon's minimum spend (both minor units); none needed without one. */
function requireSpend(minimum: number, spend: number | undefined): void {
  if (minimum === 0) return;
  if (spend === undefined) throw unavailable('SPEND_REQUIRED');
  if (spend < minimum) {
    throw new AppError('COUPON_UNAVAILABLE', {}, { Reason: 'BELOW_MINIMUM', Short: minimum - spend });
  }
}

/**
 * A coupon shown at the store's counter and used there (SPEC §3 scope offline / both): found by its code, usable in
 * this store (its template's or the chain's), not online-only nor free delivery, inside its validity and the rule's
 * days and hours on the store's clock. One transaction: the coupon by a conditional update (valid, in its instants),
 * then its use counts (the order of decision 012: the member's coupons, then their use counts). The counter's goods
 * are not in this app, so the cashier gives the ticket's amount (`spend`, minor units) for a coupon with a minimum
 * spend: without it such a coupon is refused (SPEND_REQUIRED), below it refused as at checkout (BELOW_MINIMUM).
 */
export async function useAtCounter(deps: Deps, typed: string, storeId: number, spend?: number) {
  const at = deps.clock.now();
  const [found] = await deps.db
    .select({ coupon: memberCoupons, storeId: couponTemplates.storeId, name: couponTemplates.name })
    .from(memberCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, memberCoupons.templateId))
    .where(eq(memberCoupons.code, normaliseCode(typed)));
  if (!found || (found.storeId !== null && found.storeId !== storeId)) throw new AppError('COUPON_NOT_FOUND');
  const { rule } = found.coupon;
  if (rule.scope === 'online' || rule.kind === 'freight') throw unavailable('WRONG_SCOPE');
  const zone = (await requireStoreRecord(deps, storeId)).row.settings.timezone;
  const window = windowRefusal(rule, localClock(at, zone));
  if (window) throw unavailable(window);
  const used = await retryTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(memberCoupons)
      .set({ status: 'used', usedAt: at })
      .where(
        and(
          eq(memberCoupons.id, found.coupon.id),
          eq(memberCoupons.status, 'valid'),
          lte(memberCoupons.validFrom, at),
          gt(memberCoupons.validUntil, at),
        ),
      )
      .returning();
    if (!row) throw stateRefusal(found.coupon, at);
    // After the state, so a used or expired coupon says so first; the refusal undoes the update.
    requireSpend(rule.requireAmount, spend);
    await countUse(tx, row, couponPeriods(at, zone));
    return row;
  });
  return { id: used.id, code: used.code, name: found.name, usedAt: at.toISOString() };
}

/** Why a coupon the conditional update did not take cannot be used: not yet, expired, or no longer valid. */
function stateRefusal(c: MemberCouponRow, at: Date): AppError {
  if (c.status === 'valid' && at < c.validFrom) return unavailable('NOT_STARTED');
  if (c.status === 'valid') return new AppError('COUPON_EXPIRED');
  return unavailable(c.status.toUpperCase());
}

/** Withdraws a valid coupon from its holder (state disabled); one already used, reserved or given stays as it is. */
export async function disableCoupon(deps: Deps, id: number) {
  const [row] = await deps.db
    .update(memberCoupons)
    .set({ status: 'disabled' })
    .where(and(eq(memberCoupons.id, id), eq(memberCoupons.status, 'valid')))
    .returning({ id: memberCoupons.id, code: memberCoupons.code, status: memberCoupons.status });
  if (row) return row;
  const [known] = await deps.db
    .select({ status: memberCoupons.status })
    .from(memberCoupons)
    .where(eq(memberCoupons.id, id));
  throw known ? unavailable(known.status.toUpperCase()) : new AppError('COUPON_NOT_FOUND');
}
