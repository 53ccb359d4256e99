import { createHash } from 'node:crypto';
import type { CardOrderOut } from '@shop/contracts';
import { PayCode, toMinor, unpaidCancelAt } from '@shop/domain';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { keyedCall } from '../../platform/http/keyed-call.ts';
import { requirePayPassword } from '../account/index.ts';
import { insertLineLessOrder, markPaidAtOnce } from '../order/index.ts';
import { payFromBalance, requirePrepayMethod } from '../payment/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { type CardOrderRow, cardOrderOut, findCardOrder } from './card-orders.ts';
import { fulfilCardOrder } from './issue.ts';
import {
  buyerFor,
  buyRefusal,
  type CardProductRow,
  refusalError,
  requireOpenedBy,
  requireProduct,
} from './products.ts';

export interface BuyCardInput {
  id: number;
  quantity?: number | undefined;
  payMethod: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
  expectedPrice?: number | undefined;
  /** A promotion card's code: it is got by its code only. */
  code?: string | undefined;
}

/** What makes two BuyCard calls the same purchase; the payment password and the price seen do not. */
function buyHash(storeId: number, i: BuyCardInput): string {
  const canonical = JSON.stringify(['card', storeId, i.id, i.quantity ?? 1, i.payMethod]);
  return createHash('sha256').update(canonical).digest('base64url');
}

interface NewPurchase {
  memberId: number;
  storeId: number;
  zone: string;
  product: CardProductRow;
  quantity: number;
  input: BuyCardInput;
  hash: string;
  at: Date;
  cancelAfter: Date | null;
}

/**
 * The order of kind 'card' with its card_orders row as its fact (decision 054), written with it; null when a
 * parallel call with the key inserted it first.
 */
function insertPurchase(tx: Tx, p: NewPurchase) {
  return insertLineLessOrder(tx, {
    kind: 'card',
    memberId: p.memberId,
    storeId: p.storeId,
    zone: p.zone,
    quantity: p.quantity,
    payMethod: p.input.payMethod,
    amount: p.product.price * p.quantity,
    idempotencyKey: p.input.idempotencyKey,
    requestHash: p.hash,
    at: p.at,
    cancelAfter: p.cancelAfter,
    facts: [
      {
        table: 'card_orders',
        row: { product_id: p.product.id, quantity: p.quantity, unit_price: p.product.price },
      },
    ],
  });
}

/**
 * Balance: the order, the ledger entry and payment row, the cards, the buy limit and the stock commit together or
 * not at all, so a limit or stock that no longer allows it refuses the whole purchase with nothing to refund.
 */
async function payByBalance(db: Db, p: NewPurchase): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const order = await insertPurchase(tx, p);
    if (!order) return;
    if (order.amount > 0) {
      await payFromBalance(tx, {
        memberId: p.memberId,
        orderId: order.id,
        orderNo: order.orderNo,
        amount: order.amount,
        // SPEC §3's 'web-order payment': the balance area's reasons name no card purchase of their own (yet).
        reason: 'order_payment',
        at: p.at,
      });
    }
    await fulfilCardOrder(tx, await markPaidAtOnce(tx, order.id, p.at), p.at);
  });
}

/** A repeat of the idempotency key answers the first purchase; any other use of the key is a conflict. */
function requireSame(first: CardOrderRow, hash: string): CardOrderRow {
  if (first.order.kind !== 'card' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

/**
 * Card/BuyCard (SPEC §5 buy limit, level, stock): cards as an order of kind 'card', paid by balance at once or left
 * unpaid for an online payment (order/wxpay; the cards are issued when it is paid, cardOrderKind.onPaid). A repeat
 * of the idempotency key — in sequence or in parallel — answers the first order and pays nothing again.
 */
export function buyCard(ctx: MemberContext, storeId: number, input: BuyCardInput): Promise<CardOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  return keyedCall(
    () => buyOnce(ctx, storeId, input),
    async () => (await findCardOrder(ctx.db, ctx.member.uid, key)) !== null,
  );
}

async function buyOnce(ctx: MemberContext, storeId: number, input: BuyCardInput): Promise<CardOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const zone = store.settings.timezone;
  const product = await requireProduct(ctx.db, storeId, input.id);
  requireOpenedBy(product, input.code);
  const hash = buyHash(storeId, input);
  const first = await findCardOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (first) return cardOrderOut(ctx.db, requireSame(first, hash), at, ctx.locale);
  if (input.expectedPrice !== undefined && toMinor(input.expectedPrice) !== product.price)
    throw new AppError('CART_CHANGED');
  const quantity = input.quantity ?? 1;
  const refusal = buyRefusal(product, await buyerFor(ctx.db, uid, [product.id], at), at, zone, quantity);
  if (refusal) throw refusalError(refusal);
  requirePrepayMethod(store.settings, input.payMethod);
  const free = product.price * quantity === 0;
  // A free card (a promotion card at 0) moves no money: it completes at once whatever method was sent (an online
  // one would leave a ¥0 order waiting for a payment that never comes), and nothing asks for the password.
  const byBalance = free || input.payMethod === PayCode.balance;
  // Outside the payment's transaction: a wrong password must stay counted when the purchase is refused.
  if (byBalance && !free) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const purchase: NewPurchase = {
    memberId: uid,
    storeId,
    zone,
    product,
    quantity,
    input,
    hash,
    at,
    cancelAfter: byBalance ? null : unpaidCancelAt(at, store.settings.unpaidCancelMinutes),
  };
  if (byBalance) await payByBalance(ctx.db, purchase);
  else await ctx.db.transaction((tx) => insertPurchase(tx, purchase));
  // Whether this call made the order or a parallel repeat did, the answer is the order as it now stands.
  const made = await findCardOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (!made) throw new Error('a card order without its row');
  return cardOrderOut(ctx.db, requireSame(made, hash), at, ctx.locale);
}
