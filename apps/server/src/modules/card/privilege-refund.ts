import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { privilegeCards } from '../../db/schema/card/privilege.ts';
import { cardEntries, cardOrders, memberCards } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { lockRank, type OrderEffect, type OrderFacts } from '../order/index.ts';
import { privilegeUntil } from './privilege-period.ts';
import { requireTermsOf } from './privilege-terms.ts';

/**
 * A refunded renewal takes back the months it added (the card itself, bought by another order, stays): its months
 * off the card's count and its end moved back, with a 'refund' entry once per order. Refused (CARD_REFUND_USED,
 * which rolls the refund back) once any of those months has begun giving coupons: the refund gives the whole price
 * back, so months already enjoyed are not refunded. A first purchase's refund goes through the cards' own refund
 * (cardPurchaseRefunded: the card refunded, never usable again, and the job gives it nothing more).
 */
async function refundRenewal(tx: Tx, order: OrderFacts, at: Date): Promise<void> {
  const renewals = await tx
    .select({ cardId: cardEntries.cardId })
    .from(cardEntries)
    .where(and(eq(cardEntries.orderId, order.id), eq(cardEntries.reason, 'renew')));
  const [bought] = renewals.length
    ? await tx.select().from(cardOrders).where(eq(cardOrders.orderId, order.id))
    : [];
  for (const { cardId } of renewals) {
    const [card] = await tx.select().from(memberCards).where(eq(memberCards.id, cardId)).for('update');
    const [period] = await tx
      .select()
      .from(privilegeCards)
      .where(eq(privilegeCards.cardId, cardId))
      .for('update');
    if (!card || !period || !bought) throw new Error(`renewal ${order.orderNo} of a card without its period`);
    const months = (await requireTermsOf(tx, period.productId)).periodMonths * bought.quantity;
    const left = period.months - months;
    if (left < 1 || period.nextSeq > left) throw new AppError('CARD_REFUND_USED');
    const [entry] = await tx
      .insert(cardEntries)
      .values({
        cardId,
        memberId: card.memberId,
        reason: 'refund',
        orderId: order.id,
        note: order.orderNo,
        at,
      })
      .onConflictDoNothing()
      .returning({ id: cardEntries.id });
    if (!entry) continue;
    await tx.update(privilegeCards).set({ months: left }).where(eq(privilegeCards.cardId, cardId));
    await tx
      .update(memberCards)
      .set({ validUntil: privilegeUntil(period.anchorOn, left, card.zone) })
      .where(eq(memberCards.id, cardId));
  }
}

/** The privilege cards' part of a card order's refund: a renewal refunded gives its months back. */
export const privilegeRenewalRefunded: OrderEffect = {
  area: 'card',
  name: 'privilege-renewal-refunded',
  rank: lockRank.coupons,
  kinds: ['card'],
  on: {
    refunded: async (tx, orders, event) => {
      for (const order of orders) await refundRenewal(tx, order, event.at);
    },
  },
};
