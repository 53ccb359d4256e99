import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cardEntries, memberCards } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { lockRank, type OrderEffect, type OrderFacts, type OrderKindRules } from '../order/index.ts';
import { applyCardPayment } from './issue.ts';
import { prepaidMoved } from './prepaid-cards.ts';

/**
 * Cards bought (decision 057 §2): cancelled by the member while unpaid (nothing was issued, so nothing comes
 * back); once paid the cards are issued and the order completes, and the store may refund it from there
 * (`npm run staff -- order-refund`), which refunds the cards (cardPurchaseRefunded).
 */
export const cardOrderKind: OrderKindRules = {
  kind: 'card',
  cancel: { shopper: { from: ['unpaid'], paid: false } },
  refundFrom: ['completed'],
  onPaid: (tx, deps, order, at) => applyCardPayment(tx, deps, order, at),
};

/**
 * A refunded purchase's cards: never usable again (Odoo let a refunded card be spent), each left with nothing, by a
 * 'refund' entry of what was left so the ledger still sums to the card. The refund gives the whole price back
 * (a line-less order's refund path knows no part), so a card already used is refused rather than refunded whole
 * (CARD_REFUND_USED): the refusal rolls the refund back. Cards locked by id, the member's held things' rank.
 */
async function refundCards(tx: Tx, order: OrderFacts, at: Date): Promise<void> {
  const cards = await tx
    .select()
    .from(memberCards)
    .where(eq(memberCards.boughtByOrderId, order.id))
    .orderBy(asc(memberCards.id))
    .for('update');
  if (cards.some((card) => card.timesLeft !== card.timesTotal) || (await prepaidMoved(tx, cards)))
    throw new AppError('CARD_REFUND_USED');
  for (const card of cards) {
    const [done] = await tx
      .update(memberCards)
      .set({
        status: 'refunded',
        timesLeft: card.timesLeft === null ? null : 0,
        balance: card.balance === null ? null : 0,
      })
      .where(and(eq(memberCards.id, card.id), eq(memberCards.status, card.status)))
      .returning({ id: memberCards.id });
    if (!done) throw new Error(`card ${card.id} changed under its lock`);
    await tx.insert(cardEntries).values({
      cardId: card.id,
      memberId: card.memberId,
      deltaTimes: -(card.timesLeft ?? 0),
      deltaMoney: -(card.balance ?? 0),
      reason: 'refund',
      orderId: order.id,
      note: order.orderNo,
      at,
    });
  }
}

/** The card area's part of the lifecycle today: a card purchase refunded refunds its cards. */
export const cardPurchaseRefunded: OrderEffect = {
  area: 'card',
  name: 'purchase-refunded',
  rank: lockRank.coupons,
  kinds: ['card'],
  on: {
    refunded: async (tx, orders, event) => {
      for (const order of orders) await refundCards(tx, order, event.at);
    },
  },
};
