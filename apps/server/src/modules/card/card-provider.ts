import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cardEntries, memberCards } from '../../db/schema/card.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { registerOrderTender } from '../checkout/index.ts';
import { lockRank, type OrderEffect, type OrderFacts, registerOrderEffect } from '../order/index.ts';
import {
  type PaymentProvider,
  type RefundDeps,
  registerPaymentProvider,
  returnPaidParts,
  takenAtPlacing,
} from '../payment/index.ts';
import { prepaidTender } from './card-tender.ts';

// A prepaid card's part of an order is a payment (decision 061): a paid `payments` row, provider 'card', whose
// gateway_ref is the card's id. Refunding it is a 'refund' entry on that card and its balance back, once per refund
// (the entries' unique key: card, reason, order, ref).

/** A card that can take money back: one the member may still spend (valid, or used up at 0). */
const TAKES_REFUNDS = ['valid', 'used'] as const;

/** The card a card payment came from. */
function cardIdOf(payment: { gatewayRef: string | null; localOrderNo: string }): number {
  const id = Number(payment.gatewayRef);
  if (!Number.isSafeInteger(id) || id <= 0)
    throw new Error(`card payment ${payment.localOrderNo} names no card`);
  return id;
}

/**
 * Money paid from a prepaid card when the order was placed: nothing to start or ask. A refund goes back to the card
 * it came from — a card used up at 0 is valid again — but never onto a card that can no longer be spent (disabled
 * by the store, refunded, or given away whole): there the money would be lost to the member, so the refund is
 * refused and the order flagged for staff to settle it (decision 061).
 */
export const cardProvider: PaymentProvider = {
  ...takenAtPlacing('card'),
  async refund(tx, payment, amount, ref, at) {
    const cardId = cardIdOf(payment);
    // The card after the order and its payments, which the caller holds (decision 012: a held thing of the member).
    const [card] = await tx.select().from(memberCards).where(eq(memberCards.id, cardId)).for('no key update');
    if (!card) throw new Error(`card payment ${payment.localOrderNo}: no card ${cardId}`);
    if (!(TAKES_REFUNDS as readonly string[]).includes(card.status)) return false;
    const [entry] = await tx
      .insert(cardEntries)
      .values({
        cardId,
        memberId: card.memberId,
        deltaMoney: amount,
        reason: 'refund',
        orderId: payment.orderId,
        ref: ref ?? '',
        note: payment.localOrderNo,
        at,
      })
      .onConflictDoNothing()
      .returning({ id: cardEntries.id });
    // This refund went back to the card before (a repeat): the card keeps what it got then.
    if (!entry) return true;
    await tx
      .update(memberCards)
      .set({ balance: sql`${memberCards.balance} + ${amount}`, status: 'valid' })
      .where(eq(memberCards.id, cardId));
    return true;
  },
  async refundedBefore(tx, payment, ref) {
    const [entry] = await tx
      .select({ id: cardEntries.id })
      .from(cardEntries)
      .where(
        and(
          eq(cardEntries.cardId, cardIdOf(payment)),
          eq(cardEntries.reason, 'refund'),
          eq(cardEntries.orderId, payment.orderId),
          eq(cardEntries.ref, ref),
        ),
      );
    return entry !== undefined;
  },
};

// The lifecycle's effects get no logger; the app's, kept when the card routes mount, reports a refused refund.
let refundDeps: RefundDeps | null = null;

/**
 * A goods order cancelled or expired before it was paid may still have had a card's part paid when it was placed
 * (the rest waiting online): that part goes back to the card. A paid order's cancel refunds every payment itself.
 * Only orders with a card 'spend' entry are looked at, in one read for the sweep's batch.
 */
async function cardPartsBack(tx: Tx, orders: OrderFacts[], at: Date): Promise<void> {
  const unpaid = orders.filter((o) => o.paidAt === null).map((o) => o.id);
  if (unpaid.length === 0) return;
  const spent = await tx
    .selectDistinct({ orderId: cardEntries.orderId })
    .from(cardEntries)
    .where(and(inArray(cardEntries.orderId, unpaid), eq(cardEntries.reason, 'spend')));
  if (spent.length === 0) return;
  if (!refundDeps) throw new Error('the card routes are not mounted: no logger for a card refund');
  for (const id of spent.map((s) => s.orderId!).sort((x, y) => x - y))
    await returnPaidParts(tx, refundDeps, id, at);
}

/**
 * The card parts of an unpaid order back on its cancel or expiry. Its first lock is the order's payments (after the
 * order row the lifecycle holds: every path touching an order's payments holds its row first, so this step behind
 * the members' rank closes no cycle), then the cards, at the coupons' rank; after the pass cards' restore.
 */
export const cardTenderBack: OrderEffect = {
  area: 'card',
  name: 'tender-back',
  rank: lockRank.coupons,
  kinds: ['goods'],
  on: {
    cancelled: (tx, orders, event) => cardPartsBack(tx, orders, event.at),
    expired: (tx, orders, event) => cardPartsBack(tx, orders, event.at),
  },
};

/** Prepaid cards as a way to pay: the provider, the settlement's tender source, the unpaid order's parts back. */
export function registerCardTender(deps: Pick<AppDeps, 'log'>): void {
  refundDeps = { log: deps.log };
  registerPaymentProvider(cardProvider);
  registerOrderTender(prepaidTender);
  registerOrderEffect(cardTenderBack);
}
