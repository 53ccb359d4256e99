import { and, asc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import {
  type PrivilegeCoupon,
  privilegeCards,
  privilegeGrants,
  privilegeTerms,
} from '../../db/schema/card/privilege.ts';
import { memberCards } from '../../db/schema/card.ts';
import type { AppDeps } from '../../platform/deps.ts';
import type { JobDefinition } from '../../platform/jobs/job.ts';
import { issueGiftCoupons } from '../coupon/index.ts';
import { privilegeMonthStart } from './privilege-period.ts';

/** A held privilege card as its months' coupons are given: who holds it, from when, in which zone, what it gives. */
export interface GrantCard {
  cardId: number;
  memberId: number;
  validFrom: Date;
  anchorOn: string;
  zone: string;
  coupons: readonly PrivilegeCoupon[];
}

/**
 * Gives month `seq` of a card its coupons, once: the grant row (card, month) is unique, so of two transactions
 * giving the same month — two job instances, a rerun after a lost claim — the second inserts nothing (waiting on the
 * first's unique key until it commits) and gives nothing. The coupons are coupon's gift issue (source 'gift': the
 * card paid for them, so an ended template still gives them). False when the month was given already.
 */
export async function grantMonth(tx: Tx, card: GrantCard, seq: number, at: Date): Promise<boolean> {
  const periodStart = privilegeMonthStart(card.validFrom, card.anchorOn, seq, card.zone);
  const [grant] = await tx
    .insert(privilegeGrants)
    .values({ cardId: card.cardId, memberId: card.memberId, seq, periodStart, couponIds: [], at })
    .onConflictDoNothing({ target: [privilegeGrants.cardId, privilegeGrants.seq] })
    .returning({ id: privilegeGrants.id });
  if (!grant) return false;
  const couponIds: number[] = [];
  for (const c of card.coupons) {
    couponIds.push(
      ...(await issueGiftCoupons(tx, {
        memberId: card.memberId,
        templateId: c.templateId,
        count: c.count,
        at,
      })),
    );
  }
  await tx.update(privilegeGrants).set({ couponIds }).where(eq(privilegeGrants.id, grant.id));
  return true;
}

const BATCH = 50;

/**
 * Gives every month that has begun by `now` on a valid privilege card its coupons (the job's work): months missed
 * while the job was down are given too, the member paid for them. Batches claim their cards' period rows FOR
 * UPDATE SKIP LOCKED, so instances running at once take disjoint cards, and each month is given once by its grant
 * row besides. Returns how many months it gave.
 */
export async function grantDueMonths(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const { seen, given } = await retryTransaction(deps.db, async (tx) => {
      const due = await tx
        .select({
          period: privilegeCards,
          validFrom: memberCards.validFrom,
          zone: memberCards.zone,
          coupons: privilegeTerms.coupons,
        })
        .from(privilegeCards)
        .innerJoin(memberCards, eq(memberCards.id, privilegeCards.cardId))
        .innerJoin(privilegeTerms, eq(privilegeTerms.productId, privilegeCards.productId))
        .where(
          and(
            lte(privilegeCards.nextGrantAt, now),
            lt(privilegeCards.nextSeq, privilegeCards.months),
            // A refunded or disabled card gives nothing more.
            eq(memberCards.status, 'valid'),
          ),
        )
        .orderBy(asc(privilegeCards.nextGrantAt), asc(privilegeCards.cardId))
        .limit(BATCH)
        .for('update', { of: privilegeCards, skipLocked: true });
      let count = 0;
      for (const { period, validFrom, zone, coupons } of due) {
        const card = { ...period, validFrom, zone, coupons };
        let seq = period.nextSeq;
        while (seq < period.months && privilegeMonthStart(validFrom, period.anchorOn, seq, zone) <= now) {
          if (await grantMonth(tx, card, seq, now)) count += 1;
          seq += 1;
        }
        await tx
          .update(privilegeCards)
          .set({ nextSeq: seq, nextGrantAt: privilegeMonthStart(validFrom, period.anchorOn, seq, zone) })
          .where(eq(privilegeCards.cardId, period.cardId));
      }
      return { seen: due.length, given: count };
    });
    total += given;
    if (seen < BATCH) return total;
  }
}

export const PRIVILEGE_COUPONS_JOB = 'card.privilege-coupons';

/** The months' coupons as a background job (platform/jobs: one instance claims each run). */
export function privilegeCouponsJob(deps: Pick<AppDeps, 'db'>, seconds: number): JobDefinition {
  return {
    name: PRIVILEGE_COUPONS_JOB,
    everySeconds: seconds,
    async run(ctx) {
      const given = await grantDueMonths(deps, ctx.now);
      if (given > 0) ctx.log.info({ given }, 'privilege card months given their coupons');
    },
  };
}

/** The months of a card given so far, newest first. */
export function grantsOf(tx: Pick<Tx, 'select'>, cardId: number) {
  return tx
    .select()
    .from(privilegeGrants)
    .where(eq(privilegeGrants.cardId, cardId))
    .orderBy(sql`${privilegeGrants.seq} DESC`);
}
