import type { PrepaidTransferOut } from '@shop/contracts';
import { fromMinor, maskPhone, toMinor } from '@shop/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { cardEntries, memberCards } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { memberPhone, staffMember } from '../account/index.ts';
import { newCardNumber } from './card-number.ts';
import { memberCardOut, requireMemberCard } from './cards.ts';
import { spendRefusal } from './prepaid-staff-read.ts';

export interface TransferInput {
  id: number;
  amount?: number | undefined;
  phone: string;
  memberNo?: string | undefined;
  idempotencyKey: string;
}

/** The receiver named by phone (and member number when the phone holds several accounts). */
async function receiver(ctx: MemberContext, input: TransferInput) {
  try {
    return await staffMember(ctx.db, input.phone, input.memberNo);
  } catch (e) {
    if (e instanceof AppError && e.code === 'NOT_FOUND') throw new AppError('CARD_TRANSFER_MEMBER_NOT_FOUND');
    throw e;
  }
}

/** The transfer a key made from this card already: its amount (minor units), or null. */
async function transferredBefore(ctx: MemberContext, cardId: number, key: string) {
  const [entry] = await ctx.db
    .select({ delta: cardEntries.deltaMoney })
    .from(cardEntries)
    .where(
      and(
        eq(cardEntries.cardId, cardId),
        eq(cardEntries.reason, 'transfer-out'),
        isNull(cardEntries.orderId),
        eq(cardEntries.ref, key),
      ),
    );
  return entry ? -entry.delta : null;
}

/** Thrown inside the transfer's transaction when a parallel repeat of its key won: undoes it, answers that one. */
class RepeatedTransfer extends Error {}

/**
 * Card/TransferPrepaidCard (transferPrepaidCard): all or part of one of the member's prepaid cards given to another
 * member, on a new card of theirs of the same product and validity (from_card_id says where it came from). One
 * transaction: the giver's card locked, then a conditional update (valid, balance ≥ the amount, inside its
 * instants; giving all of it leaves it 'transferred' at 0), its 'transfer-out' entry keyed by the call's key, the
 * receiver's card and its 'transfer-in' entry — so each card's entries sum to its balance, and a counter spend
 * racing it finds the balance it left. A repeat of the key answers the first transfer.
 */
export async function transferPrepaidCard(
  ctx: MemberContext,
  input: TransferInput,
): Promise<PrepaidTransferOut> {
  const uid = ctx.member.uid;
  const { product } = await requireMemberCard(ctx.db, uid, input.id);
  if (product.kind !== 'prepaid') throw new AppError('CARD_NOT_FOUND');
  if (!product.transferable) throw new AppError('CARD_NOT_TRANSFERABLE');
  const to = await receiver(ctx, input);
  if (to.id === uid) throw new AppError('CARD_TRANSFER_SELF');
  const toPhoneMasked = maskPhone(await memberPhone(ctx.db, to.id));
  const answer = async (amount: number) => {
    const row = await requireMemberCard(ctx.db, uid, input.id);
    return {
      card: memberCardOut(row, ctx.clock.now(), ctx.locale),
      amount: fromMinor(amount),
      toPhoneMasked,
    };
  };
  const before = await transferredBefore(ctx, input.id, input.idempotencyKey);
  if (before !== null) return answer(before);
  const fromPhoneMasked = maskPhone(await memberPhone(ctx.db, uid));
  const at = ctx.clock.now();
  try {
    const moved = await retryTransaction(ctx.db, async (tx) => {
      const [card] = await tx
        .select()
        .from(memberCards)
        .where(and(eq(memberCards.id, input.id), eq(memberCards.memberId, uid)))
        .for('update');
      if (!card) throw new AppError('CARD_NOT_FOUND');
      const balance = card.balance ?? 0;
      const amount = input.amount === undefined ? balance : toMinor(input.amount);
      const usable =
        card.status === 'valid' &&
        amount >= 1 &&
        balance >= amount &&
        card.validFrom <= at &&
        (card.validUntil === null || card.validUntil > at);
      if (!usable) throw spendRefusal(card, Math.max(amount, 1), at);
      const whole = amount === balance;
      const [taken] = await tx
        .update(memberCards)
        .set({ balance: balance - amount, status: whole ? 'transferred' : 'valid' })
        .where(
          and(eq(memberCards.id, card.id), eq(memberCards.status, 'valid'), eq(memberCards.balance, balance)),
        )
        .returning({ id: memberCards.id });
      if (!taken) throw new Error(`card ${card.id} changed under its lock`);
      const ref = input.idempotencyKey;
      const [out] = await tx
        .insert(cardEntries)
        .values({
          cardId: card.id,
          memberId: uid,
          deltaMoney: -amount,
          reason: 'transfer-out',
          ref,
          note: toPhoneMasked,
          at,
        })
        .onConflictDoNothing()
        .returning({ id: cardEntries.id });
      if (!out) throw new RepeatedTransfer();
      const [given] = await tx
        .insert(memberCards)
        .values({
          productId: card.productId,
          memberId: to.id,
          kind: 'prepaid',
          number: newCardNumber(),
          balance: amount,
          validFrom: card.validFrom,
          validUntil: card.validUntil,
          zone: card.zone,
          fromCardId: card.id,
          createdAt: at,
        })
        .returning({ id: memberCards.id });
      await tx.insert(cardEntries).values({
        cardId: given!.id,
        memberId: to.id,
        deltaMoney: amount,
        reason: 'transfer-in',
        ref,
        note: fromPhoneMasked,
        at,
      });
      return amount;
    });
    return answer(moved);
  } catch (e) {
    if (e instanceof RepeatedTransfer || e instanceof AppError) {
      // A parallel repeat of the key moved the money first: its transfer is this call's answer.
      const first = await transferredBefore(ctx, input.id, input.idempotencyKey);
      if (first !== null) return answer(first);
    }
    throw e;
  }
}
