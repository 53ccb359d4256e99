import { createHash } from 'node:crypto';
import type { PointsOrderOut } from '@shop/contracts';
import type { DeliverySnapshot } from '@shop/domain';
import { exchangeCost, exchangeRefusal, PayCode, unpaidCancelAt } from '@shop/domain';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { pointsmallOrders } from '../../db/schema/pointsmall.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { requirePayPassword } from '../account/index.ts';
import { deliveryFact } from '../delivery/index.ts';
import { insertLineLessOrder, markPaidAtOnce } from '../order/index.ts';
import { payFromBalance, requirePrepayMethod } from '../payment/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { deliveryTarget } from './delivery-target.ts';
import { type FulfilRefusal, fulfilExchange } from './fulfil.ts';
import { findPointsOrder, type PointsOrderRow, pointsOrderOut } from './orders.ts';
import { exchangersFor, type ProductRow, requireProduct } from './products.ts';

export interface ExchangeInput {
  productId: number;
  ruleIndex: number;
  quantity?: number | undefined;
  payMethod: number;
  idempotencyKey: string;
  payPassword?: string | undefined;
  expectedPoints?: number | undefined;
  delivery?: { addressId: number } | undefined;
}

/** What makes two Exchange calls the same exchange; the payment password and the points seen do not. */
function exchangeHash(storeId: number, i: ExchangeInput): string {
  const canonical = JSON.stringify([
    'points',
    storeId,
    i.productId,
    i.ruleIndex,
    i.quantity ?? 1,
    i.payMethod,
    // Only a delivery adds its address, so a pickup's hash stays what it was.
    ...(i.delivery ? [i.delivery.addressId] : []),
  ]);
  return createHash('sha256').update(canonical).digest('base64url');
}

interface NewExchange {
  memberId: number;
  storeId: number;
  zone: string;
  product: ProductRow;
  quantity: number;
  points: number;
  /** The rule's money part (minor units); amount adds the freight of a delivery. */
  price: number;
  amount: number;
  delivery: DeliverySnapshot | undefined;
  input: ExchangeInput;
  hash: string;
  at: Date;
  cancelAfter: Date | null;
}

/** The order of kind 'points' and what it exchanges; null when a parallel call with the key inserted it first. */
async function insertExchange(tx: Tx, p: NewExchange) {
  const order = await insertLineLessOrder(tx, {
    kind: 'points',
    memberId: p.memberId,
    storeId: p.storeId,
    zone: p.zone,
    quantity: p.quantity,
    payMethod: p.input.payMethod,
    amount: p.amount,
    idempotencyKey: p.input.idempotencyKey,
    requestHash: p.hash,
    at: p.at,
    cancelAfter: p.cancelAfter,
    delivered: p.delivery !== undefined,
    ...(p.delivery ? { facts: [deliveryFact(p.delivery)] } : {}),
  });
  if (!order) return null;
  await tx.insert(pointsmallOrders).values({
    orderId: order.id,
    memberId: p.memberId,
    productId: p.product.id,
    kind: p.product.kind,
    name: p.product.name,
    imageName: p.product.imageName,
    quantity: p.quantity,
    unitPoints: p.points / p.quantity,
    unitPrice: p.price / p.quantity,
    points: p.points,
  });
  return order;
}

/** A refusal as the caller sees it. */
function refuse(refusal: FulfilRefusal): never {
  throw new AppError(refusal.code, refusal.params ?? {});
}

/**
 * Points alone, or points + money by balance: the order, the money (ledger entry and payment row), the points and
 * what the exchange gives commit together or not at all (lock order of decision 035: the new order, the member
 * through both ledgers, their count, the product).
 */
async function exchangeAtOnce(db: Db, p: NewExchange): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const order = await insertExchange(tx, p);
    if (!order) return;
    let paid = order;
    if (p.amount > 0) {
      await payFromBalance(tx, {
        memberId: p.memberId,
        orderId: order.id,
        orderNo: order.orderNo,
        amount: p.amount,
        reason: 'points_exchange',
        at: p.at,
      });
      paid = await markPaidAtOnce(tx, order.id, p.at);
    }
    const refusal = await fulfilExchange(tx, paid, p.at);
    if (refusal) refuse(refusal);
  });
}

/** A repeat of the idempotency key answers the first exchange; any other use of the key is a conflict. */
function requireSame(first: PointsOrderRow, hash: string): PointsOrderRow {
  if (first.order.kind !== 'points' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

/** The pay method an exchange allows: none without money; balance or an online method the store offers otherwise. */
function requireMethodFor(
  amount: number,
  payMethod: number,
  settings: Parameters<typeof requirePrepayMethod>[0],
) {
  if (amount === 0) {
    if (payMethod !== PayCode.none) throw new AppError('POINTSMALL_EXCHANGE_FAILED');
    return;
  }
  requirePrepayMethod(settings, payMethod);
}

/**
 * PointsMall/Exchange (SPEC §5 points exchange): an order of kind 'points', goods picked up or delivered (an order
 * of mode 'package' carrying the address, its freight in the money part; decision 044). Points alone or by balance it is done in
 * one transaction; online it waits unpaid for order/wxpay and the exchange is made when it is paid (pointsPayable),
 * nothing taken before. A repeat of the idempotency key — in sequence or in parallel — answers the first order.
 */
export async function exchangePoints(
  ctx: MemberContext,
  storeId: number,
  input: ExchangeInput,
): Promise<PointsOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const product = await requireProduct(ctx.db, storeId, input.productId);
  const hash = exchangeHash(storeId, input);
  const first = await findPointsOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (first) return pointsOrderOut(ctx.db, requireSame(first, hash), ctx.locale);
  const rule = product.rules[input.ruleIndex];
  if (!rule) throw new AppError('POINTSMALL_EXCHANGE_FAILED');
  if (input.expectedPoints !== undefined && input.expectedPoints !== rule.points)
    throw new AppError('CART_CHANGED');
  const quantity = input.quantity ?? 1;
  const cost = exchangeCost(rule, quantity);
  const member = (await exchangersFor(ctx.db, uid, [product.id], at)).of(product.id);
  const refusal = exchangeRefusal(product, member, rule, quantity);
  if (refusal === 'POINTSMALL_LIMIT')
    refuse({ code: refusal, params: { Limit: product.perPersonLimit ?? 0 } });
  if (refusal) throw new AppError(refusal);
  const delivery = input.delivery
    ? await deliveryTarget(ctx, store, product, input.delivery.addressId)
    : undefined;
  // The freight is money even when the rule is points alone: it is paid by balance or online like a money part.
  const amount = cost.price + (delivery?.fee ?? 0);
  requireMethodFor(amount, input.payMethod, store.settings);
  const online = amount > 0 && input.payMethod !== PayCode.balance;
  // Outside the exchange's transaction: a wrong password must stay counted when the exchange is refused.
  if (input.payMethod === PayCode.balance) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const exchange: NewExchange = {
    memberId: uid,
    storeId,
    zone: store.settings.timezone,
    product,
    quantity,
    points: cost.points,
    price: cost.price,
    amount,
    delivery,
    input,
    hash,
    at,
    cancelAfter: online ? unpaidCancelAt(at, store.settings.unpaidCancelMinutes) : null,
  };
  if (online) await ctx.db.transaction((tx) => insertExchange(tx, exchange));
  else await exchangeAtOnce(ctx.db, exchange);
  // Whether this call made the order or a parallel repeat did, the answer is the order as it now stands.
  const made = await findPointsOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (!made) throw new Error('a points order without its row');
  return pointsOrderOut(ctx.db, requireSame(made, hash), ctx.locale);
}
