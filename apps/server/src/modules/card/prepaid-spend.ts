import { toMinor } from '@shop/domain';
import { and, eq, gt, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { cardEntries, memberCards } from '../../db/schema/card.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { staffBodyId, staffYuan } from '../../platform/staff/staff-fields.ts';
import { prepaidUsableIn, spendRefusal, staffPrepaid } from './prepaid-staff-read.ts';
import { cardByNumber, counterMoveBefore } from './use.ts';
import { firstUseUntil } from './validity.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** POST /staff/cards/spend: money taken off a prepaid card at the till. */
export const spendBody = z.strictObject({
  /** The card's number as scanned or typed (spaces and dashes allowed). */
  number: z.string().min(1).max(40),
  storeId: staffBodyId,
  /** Yuan. */
  amount: staffYuan(0.01, 100_000),
  /** The till's key for this charge: sent again after a lost answer, it answers the first charge. */
  key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
});

/** Thrown inside the spend's transaction when a parallel repeat of its key won: undoes the take, answers it. */
class RepeatedSpend extends Error {}

/**
 * A prepaid card spent at the store's counter (staff API, `npm run staff -- cards spend`): the card by its number,
 * usable in this store, then one transaction — a conditional update (valid, balance ≥ the amount, inside its
 * instants; at 0 it is 'used'; a card counted from its first use gets its end now) and its 'spend' entry keyed by
 * the till's key. A repeat of the key answers the first charge (applied false) and takes nothing again.
 */
export async function spendAtCounter(deps: Deps, spend: z.infer<typeof spendBody>) {
  const at = deps.clock.now();
  const amount = toMinor(spend.amount);
  const { card, product } = await cardByNumber(deps.db, spend.number, 'prepaid');
  if (!(await prepaidUsableIn(deps, card, product, spend.storeId))) throw new AppError('CARD_WRONG_STORE');
  const answer = async (applied: boolean) => {
    const [now] = await deps.db.select().from(memberCards).where(eq(memberCards.id, card.id));
    return { applied, card: staffPrepaid(now!, product, at) };
  };
  if (await counterMoveBefore(deps.db, card.id, 'spend', spend.key)) return answer(false);
  const untilIfFirst = firstUseUntil(product.validity, at, card.zone);
  try {
    await retryTransaction(deps.db, async (tx) => {
      const [taken] = await tx
        .update(memberCards)
        .set({
          balance: sql`${memberCards.balance} - ${amount}`,
          status: sql`CASE WHEN ${memberCards.balance} = ${amount} THEN 'used' ELSE 'valid' END`,
          validUntil: untilIfFirst
            ? sql`coalesce(${memberCards.validUntil}, ${untilIfFirst.toISOString()}::timestamptz)`
            : undefined,
        })
        .where(
          and(
            eq(memberCards.id, card.id),
            eq(memberCards.status, 'valid'),
            gte(memberCards.balance, amount),
            lte(memberCards.validFrom, at),
            or(isNull(memberCards.validUntil), gt(memberCards.validUntil, at)),
          ),
        )
        .returning({ memberId: memberCards.memberId });
      if (!taken) {
        const [now] = await tx.select().from(memberCards).where(eq(memberCards.id, card.id));
        throw spendRefusal(now!, amount, at);
      }
      const [entry] = await tx
        .insert(cardEntries)
        .values({
          cardId: card.id,
          memberId: taken.memberId,
          deltaMoney: -amount,
          reason: 'spend',
          ref: spend.key,
          storeId: spend.storeId,
          at,
        })
        .onConflictDoNothing()
        .returning({ id: cardEntries.id });
      if (!entry) throw new RepeatedSpend();
    });
  } catch (e) {
    if (e instanceof RepeatedSpend) return answer(false);
    // A parallel repeat of the key took the money first: its charge is this call's answer.
    if (e instanceof AppError && (await counterMoveBefore(deps.db, card.id, 'spend', spend.key)))
      return answer(false);
    throw e;
  }
  return answer(true);
}
