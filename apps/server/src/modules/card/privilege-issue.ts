import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { privilegeCards } from '../../db/schema/card/privilege.ts';
import { cardEntries, memberCards } from '../../db/schema/card.ts';
import type { OrderIdentity } from '../order/index.ts';
import { newCardNumber } from './card-number.ts';
import { grantMonth } from './privilege-grant.ts';
import { privilegeAnchor, privilegeMonthStart, privilegeUntil } from './privilege-period.ts';
import { requireTermsOf } from './privilege-terms.ts';
import type { CardProductRow } from './products.ts';

/**
 * The member's privilege card of this product still running at `at`, locked (the member's held things' rank), to
 * be renewed; null when none is. A card ended, refunded or disabled is not renewed: a new one starts.
 */
async function runningCard(tx: Tx, memberId: number, productId: number, at: Date) {
  const [held] = await tx
    .select({ card: memberCards, period: privilegeCards })
    .from(memberCards)
    .innerJoin(privilegeCards, eq(privilegeCards.cardId, memberCards.id))
    .where(
      and(
        eq(memberCards.memberId, memberId),
        eq(memberCards.productId, productId),
        eq(memberCards.status, 'valid'),
        gt(memberCards.validUntil, at),
      ),
    )
    .orderBy(desc(memberCards.validUntil))
    .limit(1)
    .for('update', { of: memberCards });
  return held ?? null;
}

/**
 * A renewal (SPEC §1: it extends from the current end): the 'renew' entry first — unique per (card, order), so an
 * order renews once — then the months added and the end moved by conditional updates on the still-valid card.
 * 0 when this order renewed it already.
 */
async function renew(
  tx: Tx,
  order: OrderIdentity,
  held: NonNullable<Awaited<ReturnType<typeof runningCard>>>,
  months: number,
  at: Date,
): Promise<number> {
  const [entry] = await tx
    .insert(cardEntries)
    .values({
      cardId: held.card.id,
      memberId: order.memberId,
      reason: 'renew',
      orderId: order.id,
      note: order.orderNo,
      at,
    })
    .onConflictDoNothing()
    .returning({ id: cardEntries.id });
  if (!entry) return 0;
  const [period] = await tx
    .update(privilegeCards)
    .set({ months: sql`${privilegeCards.months} + ${months}` })
    .where(eq(privilegeCards.cardId, held.card.id))
    .returning({ months: privilegeCards.months, anchorOn: privilegeCards.anchorOn });
  const [moved] = await tx
    .update(memberCards)
    .set({ validUntil: privilegeUntil(period!.anchorOn, period!.months, held.card.zone) })
    .where(and(eq(memberCards.id, held.card.id), eq(memberCards.status, 'valid')))
    .returning({ id: memberCards.id });
  if (!moved) throw new Error(`privilege card ${held.card.id} changed under its lock`);
  return 1;
}

/** A new privilege card from `at`, its months from today's local day, and the first month's coupons given at once. */
async function issue(
  tx: Tx,
  order: OrderIdentity,
  product: CardProductRow,
  months: number,
  zone: string,
  at: Date,
) {
  const anchorOn = privilegeAnchor(at, zone);
  const [card] = await tx
    .insert(memberCards)
    .values({
      productId: product.id,
      memberId: order.memberId,
      kind: 'privilege',
      number: newCardNumber(),
      validFrom: at,
      validUntil: privilegeUntil(anchorOn, months, zone),
      zone,
      boughtByOrderId: order.id,
      orderSeq: 1,
      createdAt: at,
    })
    .onConflictDoNothing({ target: [memberCards.boughtByOrderId, memberCards.orderSeq] })
    .returning({ id: memberCards.id });
  if (!card) return 0;
  await tx.insert(cardEntries).values({
    cardId: card.id,
    memberId: order.memberId,
    reason: 'purchase',
    orderId: order.id,
    note: order.orderNo,
    at,
  });
  await tx.insert(privilegeCards).values({
    cardId: card.id,
    productId: product.id,
    memberId: order.memberId,
    anchorOn,
    months,
    nextSeq: 1,
    nextGrantAt: privilegeMonthStart(at, anchorOn, 1, zone),
  });
  const terms = await requireTermsOf(tx, product.id);
  const grant = {
    cardId: card.id,
    memberId: order.memberId,
    validFrom: at,
    anchorOn,
    zone,
    coupons: terms.coupons,
  };
  await grantMonth(tx, grant, 0, at);
  return 1;
}

/**
 * Fulfils a paid privilege card order in the caller's transaction (fulfilCardOrder's part for this kind): its
 * quantity × period months, renewing the member's running card of the product from its end, or a new card valid
 * from now with its first month's coupons. One card row however often it is renewed. The caller has upserted the
 * member's card_takes row of the product first, which holds a second purchase of the same member and product until
 * this one commits — so two paid at once never both start a card. Returns the cards written (0: a repeat).
 */
export async function fulfilPrivilege(
  tx: Tx,
  order: OrderIdentity,
  product: CardProductRow,
  quantity: number,
  zone: string,
  at: Date,
): Promise<number> {
  const months = (await requireTermsOf(tx, product.id)).periodMonths * quantity;
  const held = await runningCard(tx, order.memberId, product.id, at);
  return held ? renew(tx, order, held, months, at) : issue(tx, order, product, months, zone, at);
}
