import { createHash } from 'node:crypto';
import type { CardOrderOut } from '@shop/contracts';
import { PayCode, toMinor, unpaidCancelAt } from '@shop/domain';
import type { Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { keyedCall } from '../../platform/http/keyed-call.ts';
import { requirePayPassword } from '../account/index.ts';
import { insertLineLessOrder, markPaidAtOnce } from '../order/index.ts';
import { payFromBalance, requirePrepayMethod } from '../payment/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { cardNumberOf } from './card-number.ts';
import { type CardOrderRow, cardOrderOut, findCardOrder } from './card-orders.ts';
import { requireMemberCard } from './cards.ts';
import { fulfilCardOrder } from './issue.ts';
import { bindPrepaidCard } from './prepaid-bind.ts';
import { cardState } from './validity.ts';

export interface TopUpInput {
  /** One of the member's cards, or (without it) the card of `number` with its `password`. */
  id?: number | undefined;
  number?: string | undefined;
  password?: string | undefined;
  amount: number;
  payMethod: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
}

/** What makes two top-up calls the same; the payment password does not. */
function topUpHash(storeId: number, i: TopUpInput): string {
  // The card as it was named: by id, or by its number (its password, like the payment password, is not the call).
  const card = i.id ?? `number:${cardNumberOf(i.number ?? '') ?? i.number}`;
  const canonical = JSON.stringify(['card-top-up', storeId, card, toMinor(i.amount), i.payMethod]);
  return createHash('sha256').update(canonical).digest('base64url');
}

function requireSame(first: CardOrderRow, hash: string): CardOrderRow {
  if (first.order.kind !== 'card' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

interface NewTopUp {
  memberId: number;
  storeId: number;
  zone: string;
  productId: number;
  cardId: number;
  amount: number;
  input: TopUpInput;
  hash: string;
  at: Date;
  cancelAfter: Date | null;
}

/** The order of kind 'card' whose fact names the card it tops up; null when a parallel repeat wrote it first. */
function insertTopUp(tx: Tx, t: NewTopUp) {
  return insertLineLessOrder(tx, {
    kind: 'card',
    memberId: t.memberId,
    storeId: t.storeId,
    zone: t.zone,
    quantity: 1,
    payMethod: t.input.payMethod,
    amount: t.amount,
    idempotencyKey: t.input.idempotencyKey,
    requestHash: t.hash,
    at: t.at,
    cancelAfter: t.cancelAfter,
    facts: [
      {
        table: 'card_orders',
        row: { product_id: t.productId, quantity: 1, unit_price: t.amount, card_id: t.cardId },
      },
    ],
  });
}

/**
 * The card a top-up names: by id, or by number and password — judged as binding judges them, and a printed card
 * nobody holds bound to the member first (its money is then the member's, as every held card's); one of theirs
 * already answers itself, another member's CARD_ALREADY_BOUND.
 */
async function topUpCardId(ctx: MemberContext, input: TopUpInput): Promise<number> {
  if (input.id !== undefined) return input.id;
  if (input.number === undefined || input.password === undefined) throw new AppError('CARD_NOT_FOUND');
  return (await bindPrepaidCard(ctx, { number: input.number, password: input.password })).id;
}

/**
 * Card/PrepaidCardRecharge (prepaidCardRecharge): a top-up of one of the member's prepaid cards as an order of kind
 * 'card', paid by balance at once (order, balance entry, card entry and card in one transaction) or left unpaid for
 * an online payment, which adds the money when paid (cardOrderKind.onPaid, once per order). A repeat of the
 * idempotency key answers the first order.
 */
export function topUpCard(ctx: MemberContext, storeId: number, input: TopUpInput): Promise<CardOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  return keyedCall(
    () => topUpOnce(ctx, storeId, input),
    async () => (await findCardOrder(ctx.db, ctx.member.uid, key)) !== null,
  );
}

async function topUpOnce(ctx: MemberContext, storeId: number, input: TopUpInput): Promise<CardOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const hash = topUpHash(storeId, input);
  const first = await findCardOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (first) return cardOrderOut(ctx.db, requireSame(first, hash), at, ctx.locale);
  const { card } = await requireMemberCard(ctx.db, uid, await topUpCardId(ctx, input));
  if (card.kind !== 'prepaid') throw new AppError('CARD_NOT_FOUND');
  // An early answer for the page; the paid step's conditional update is the guard (it refunds a late refusal).
  const state = cardState(card, at);
  if (state === 'disabled' || state === 'refunded' || state === 'transferred')
    throw new AppError('CARD_DISABLED');
  if (state === 'expired') throw new AppError('CARD_EXPIRED');
  requirePrepayMethod(store.settings, input.payMethod);
  const byBalance = input.payMethod === PayCode.balance;
  // Outside the payment's transaction: a wrong password must stay counted when the top-up is refused.
  if (byBalance) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const topUp: NewTopUp = {
    memberId: uid,
    storeId,
    zone: store.settings.timezone,
    productId: card.productId,
    cardId: card.id,
    amount: toMinor(input.amount),
    input,
    hash,
    at,
    cancelAfter: byBalance ? null : unpaidCancelAt(at, store.settings.unpaidCancelMinutes),
  };
  if (byBalance) {
    await retryTransaction(ctx.db, async (tx) => {
      const order = await insertTopUp(tx, topUp);
      if (!order) return;
      await payFromBalance(tx, {
        memberId: uid,
        orderId: order.id,
        orderNo: order.orderNo,
        amount: order.amount,
        // SPEC §3's 'web-order payment': the balance area names no card top-up of its own.
        reason: 'order_payment',
        at,
      });
      await fulfilCardOrder(tx, await markPaidAtOnce(tx, order.id, at), at);
    });
  } else await ctx.db.transaction((tx) => insertTopUp(tx, topUp));
  const made = await findCardOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (!made) throw new Error('a top-up order without its row');
  return cardOrderOut(ctx.db, requireSame(made, hash), at, ctx.locale);
}
