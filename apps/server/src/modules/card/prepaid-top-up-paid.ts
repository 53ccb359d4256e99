import { and, eq, gt, gte, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cardEntries, cardOrders, memberCards } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  lockRank,
  moveKindOrder,
  type OrderEffect,
  type OrderFacts,
  type OrderIdentity,
} from '../order/index.ts';

// A top-up of a held prepaid card (prepaidCardRecharge) is a card order whose card_orders row names the card: paid,
// it adds its amount to that card once; refunded, it takes the amount back off the card.

/** Why a card that the top-up's conditional update did not take cannot take money now. */
async function topUpRefusal(tx: Tx, cardId: number, at: Date): Promise<AppError> {
  const [card] = await tx.select().from(memberCards).where(eq(memberCards.id, cardId));
  if (!card) return new AppError('CARD_NOT_FOUND');
  if (card.status === 'disabled' || card.status === 'refunded') return new AppError('CARD_DISABLED');
  if (card.validUntil && card.validUntil <= at) return new AppError('CARD_EXPIRED');
  return new AppError('CARD_NOT_FOUND');
}

/**
 * Adds a paid top-up to its card in the caller's transaction: a conditional update (the buyer's own prepaid card,
 * valid or at 0, not past its end; a card at 0 is valid again) and its 'top-up' entry, once per order (the entry's
 * unique key), then the order completed. A card that cannot take it throws its refusal, so fulfilOrRefund gives
 * the money back.
 */
export async function fulfilTopUp(
  tx: Tx,
  order: OrderIdentity,
  cardId: number,
  amount: number,
  at: Date,
): Promise<void> {
  const [card] = await tx
    .update(memberCards)
    .set({ balance: sql`${memberCards.balance} + ${amount}`, status: 'valid' })
    .where(
      and(
        eq(memberCards.id, cardId),
        eq(memberCards.memberId, order.memberId),
        eq(memberCards.kind, 'prepaid'),
        inArray(memberCards.status, ['valid', 'used']),
        or(isNull(memberCards.validUntil), gt(memberCards.validUntil, at)),
      ),
    )
    .returning({ id: memberCards.id });
  if (!card) throw await topUpRefusal(tx, cardId, at);
  const [entry] = await tx
    .insert(cardEntries)
    .values({
      cardId,
      memberId: order.memberId,
      deltaMoney: amount,
      reason: 'top-up',
      orderId: order.id,
      storeId: order.storeId,
      note: order.orderNo,
      at,
    })
    .onConflictDoNothing()
    .returning({ id: cardEntries.id });
  if (!entry) throw new Error(`top-up ${order.orderNo} was applied twice`);
  const done = await moveKindOrder(tx, { orderId: order.id, kind: 'card' }, ['pending'], 'completed', at);
  if (!done) throw new Error(`top-up ${order.orderNo} was not waiting to complete`);
}

/**
 * A refunded top-up takes its amount back off the card (a conditional update: never below 0), with a 'refund'
 * entry, once per order. Refused (CARD_REFUND_USED, rolling the refund back) when the card no longer holds it:
 * spent or transferred since. A disabled card gives it back too: the money returns to whoever paid it.
 */
async function refundTopUp(tx: Tx, order: OrderFacts, cardId: number, amount: number, at: Date) {
  const [card] = await tx
    .update(memberCards)
    .set({
      balance: sql`${memberCards.balance} - ${amount}`,
      status: sql`CASE WHEN ${memberCards.status} = 'valid' AND ${memberCards.balance} = ${amount} THEN 'used'
        ELSE ${memberCards.status} END`,
    })
    .where(
      and(
        eq(memberCards.id, cardId),
        gte(memberCards.balance, amount),
        inArray(memberCards.status, ['valid', 'used', 'disabled']),
      ),
    )
    .returning({ memberId: memberCards.memberId });
  if (!card) throw new AppError('CARD_REFUND_USED');
  await tx.insert(cardEntries).values({
    cardId,
    memberId: card.memberId,
    deltaMoney: -amount,
    reason: 'refund',
    orderId: order.id,
    note: order.orderNo,
    at,
  });
}

/** The lifecycle's part of top-ups: a refunded top-up order takes its money back off the card. */
export const prepaidTopUpRefunded: OrderEffect = {
  area: 'card',
  name: 'top-up-refunded',
  rank: lockRank.coupons,
  kinds: ['card'],
  on: {
    refunded: async (tx, orders, event) => {
      if (orders.length === 0) return;
      const topUps = await tx
        .select()
        .from(cardOrders)
        .where(
          and(
            inArray(
              cardOrders.orderId,
              orders.map((o) => o.id),
            ),
            isNotNull(cardOrders.cardId),
          ),
        );
      for (const order of orders) {
        const topUp = topUps.find((t) => t.orderId === order.id);
        if (topUp?.cardId) await refundTopUp(tx, order, topUp.cardId, topUp.unitPrice, event.at);
      }
    },
  },
};
