import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cardEntries, cardOrders, cardProducts, cardTakes, memberCards } from '../../db/schema/card.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { OrderIdentity, PaidOutcome } from '../order/index.ts';
import { fulfilOrRefund, moveKindOrder } from '../order/index.ts';
import type { RefundDeps } from '../payment/index.ts';
import { storeSettingsIn } from '../store/index.ts';
import { newCardNumber } from './card-number.ts';
import { fulfilTopUp } from './prepaid-top-up-paid.ts';
import { fulfilPrivilege } from './privilege-issue.ts';
import type { CardProductRow } from './products.ts';
import { issuedValidity } from './validity.ts';

/** Counts `quantity` more of the product against the member's buy limit by a conditional upsert; false past it. */
async function countBought(tx: Tx, memberId: number, product: CardProductRow, quantity: number) {
  const rows = await tx
    .insert(cardTakes)
    .values({ memberId, productId: product.id, bought: quantity })
    .onConflictDoUpdate({
      target: [cardTakes.memberId, cardTakes.productId],
      set: { bought: sql`${cardTakes.bought} + ${quantity}` },
      setWhere:
        product.buyLimit === null ? undefined : sql`${cardTakes.bought} + ${quantity} <= ${product.buyLimit}`,
    })
    .returning({ bought: cardTakes.bought });
  // A first row is inserted whatever the limit says: the upsert's WHERE guards only the update.
  return rows.length === 1 && (product.buyLimit === null || rows[0]!.bought <= product.buyLimit);
}

/** Takes `quantity` from the product's stock by a conditional update, only while it is active and has them. */
async function takeStock(tx: Tx, product: CardProductRow, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(cardProducts)
    .set({ remaining: sql`${cardProducts.remaining} - ${quantity}` })
    .where(
      and(
        eq(cardProducts.id, product.id),
        eq(cardProducts.status, 'active'),
        sql`(${cardProducts.remaining} IS NULL OR ${cardProducts.remaining} >= ${quantity})`,
      ),
    )
    .returning({ id: cardProducts.id });
  return rows.length === 1;
}

/**
 * Writes the order's cards, one per unit, each with its 'purchase' entry (its times), once: a card per (order,
 * unit) is unique, so a second fulfilment inserts nothing. Returns how many it wrote.
 */
async function insertCards(
  tx: Tx,
  order: OrderIdentity,
  product: CardProductRow,
  quantity: number,
  zone: string,
  at: Date,
): Promise<number> {
  const { validFrom, validUntil } = issuedValidity(product.validity, at, zone);
  const cards = await tx
    .insert(memberCards)
    .values(
      Array.from({ length: quantity }, (_, i) => ({
        productId: product.id,
        memberId: order.memberId,
        kind: product.kind,
        number: newCardNumber(),
        timesTotal: product.times,
        timesLeft: product.times,
        // A prepaid or shopping card starts with its face value, which may be more than its price (a discount).
        balance: product.kind === 'prepaid' || product.kind === 'shopping' ? product.faceValue : null,
        validFrom,
        validUntil,
        zone,
        boughtByOrderId: order.id,
        orderSeq: i + 1,
        createdAt: at,
      })),
    )
    .onConflictDoNothing({ target: [memberCards.boughtByOrderId, memberCards.orderSeq] })
    .returning({ id: memberCards.id, timesLeft: memberCards.timesLeft, balance: memberCards.balance });
  if (cards.length === 0) return 0;
  await tx.insert(cardEntries).values(
    cards.map((card) => ({
      cardId: card.id,
      memberId: order.memberId,
      deltaTimes: card.timesLeft ?? 0,
      deltaMoney: card.balance ?? 0,
      reason: 'purchase' as const,
      orderId: order.id,
      note: order.orderNo,
      at,
    })),
  );
  return cards.length;
}

/**
 * Fulfils a paid card order in the caller's transaction, in decision 012's order: the member's card_takes row (the
 * buy limit), their new cards and entries, the shared product row (its stock), the order completed. Throws the
 * refusal (CARD_BUY_LIMIT, CARD_SOLD_OUT, CARD_PRODUCT_ENDED) having written what the caller must undo: run it in a
 * transaction or savepoint of its own. A second call for the same order (a repeat) does nothing.
 */
export async function fulfilCardOrder(tx: Tx, order: OrderIdentity, at: Date): Promise<void> {
  const [bought] = await tx.select().from(cardOrders).where(eq(cardOrders.orderId, order.id));
  if (!bought) throw new Error(`card order ${order.orderNo} without its card_orders row`);
  // A top-up of a held prepaid card (prepaidCardRecharge) buys no new card: it adds to that one.
  if (bought.cardId !== null) return fulfilTopUp(tx, order, bought.cardId, bought.unitPrice, at);
  const [product] = await tx.select().from(cardProducts).where(eq(cardProducts.id, bought.productId));
  if (!product) throw new Error(`card order ${order.orderNo} buys a missing product`);
  if (!(await countBought(tx, order.memberId, product, bought.quantity)))
    throw new AppError('CARD_BUY_LIMIT', { Limit: product.buyLimit ?? 0 });
  // The validity counts in the zone of the store that sold the card, kept on the card for a first use elsewhere.
  const zone = (await storeSettingsIn(tx, order.storeId))?.timezone;
  if (!zone) throw new Error(`card order ${order.orderNo} in a store without a time zone`);
  // A privilege card is one card its renewals extend (privilege-issue.ts); the other kinds, a card per unit.
  const written =
    product.kind === 'privilege'
      ? await fulfilPrivilege(tx, order, product, bought.quantity, zone, at)
      : await insertCards(tx, order, product, bought.quantity, zone, at);
  if (written === 0) throw new Error(`card order ${order.orderNo} was fulfilled twice`);
  if (!(await takeStock(tx, product, bought.quantity)))
    throw new AppError(product.status === 'ended' ? 'CARD_PRODUCT_ENDED' : 'CARD_SOLD_OUT');
  const done = await moveKindOrder(tx, { orderId: order.id, kind: 'card' }, ['pending'], 'completed', at);
  if (!done) throw new Error(`card order ${order.orderNo} was not waiting to complete`);
}

/**
 * What a gateway payment does to a card order it just marked paid (once per order: the lifecycle's paid step):
 * issues its cards in a savepoint, or — when the limit or the stock no longer allow it — undoes that savepoint,
 * closes the order as refunded and gives the money back ('flagged' when the gateway refused).
 */
export async function applyCardPayment(
  tx: Tx,
  deps: RefundDeps,
  order: OrderIdentity,
  at: Date,
): Promise<PaidOutcome> {
  return fulfilOrRefund(tx, deps, order, at, {
    what: 'card',
    fulfil: (savepoint) => fulfilCardOrder(savepoint, order, at),
  });
}
