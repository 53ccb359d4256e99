import { createHash } from 'node:crypto';
import type { GiftOrderOut } from '@shop/contracts';
import { PayCode, toMinor, unpaidCancelAt } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { members } from '../../db/schema/account/member.ts';
import { giftPackageOrders } from '../../db/schema/gift.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { keyedCall } from '../../platform/http/keyed-call.ts';
import { requirePayPassword } from '../account/index.ts';
import { insertLineLessOrder, markPaidAtOnce } from '../order/index.ts';
import { payFromBalance, requirePrepayMethod } from '../payment/index.ts';
import { requireStoreRecord } from '../store/index.ts';
import { fulfilGiftOrder } from './fulfil.ts';
import { findGiftOrder, type GiftOrderRow, giftOrderOut } from './gift-orders.ts';
import { buyerFor, buyRefusal, type PackageRow, refusalError, requirePackage } from './packages.ts';

export interface BuyInput {
  id: number;
  payMethod?: number | undefined;
  idempotencyKey: string;
  payPassword?: string | undefined;
  expectedPrice?: number | undefined;
  expectedPoints?: number | undefined;
}

/** What makes two Buy calls the same purchase; the payment password and the prices seen do not. */
function buyHash(storeId: number, i: BuyInput): string {
  const canonical = JSON.stringify(['giftpack', storeId, i.id, i.payMethod ?? null]);
  return createHash('sha256').update(canonical).digest('base64url');
}

interface NewPurchase {
  memberId: number;
  storeId: number;
  zone: string;
  pack: PackageRow;
  payMethod: number;
  input: BuyInput;
  hash: string;
  at: Date;
  cancelAfter: Date | null;
}

/** The order of kind 'giftpack' and what it buys; null when a parallel call with the key inserted it first. */
async function insertPurchase(tx: Tx, p: NewPurchase) {
  const order = await insertLineLessOrder(tx, {
    kind: 'giftpack',
    memberId: p.memberId,
    storeId: p.storeId,
    zone: p.zone,
    quantity: 1,
    payMethod: p.payMethod,
    amount: p.pack.price,
    idempotencyKey: p.input.idempotencyKey,
    requestHash: p.hash,
    at: p.at,
    cancelAfter: p.cancelAfter,
  });
  if (!order) return null;
  await tx
    .insert(giftPackageOrders)
    .values({ orderId: order.id, packageId: p.pack.id, points: p.pack.points });
  return order;
}

/**
 * Paid at once — by balance, or with points alone: the order, the balance entry and payment row, the points, the
 * delivery and the counts commit together or not at all (lock order of decision 033), so a refusal leaves nothing
 * to refund.
 */
async function payAtOnce(db: Db, p: NewPurchase): Promise<void> {
  await retryTransaction(db, async (tx) => {
    const order = await insertPurchase(tx, p);
    if (!order) return;
    if (order.amount > 0) {
      const payment = {
        memberId: p.memberId,
        orderId: order.id,
        orderNo: order.orderNo,
        amount: order.amount,
      };
      await payFromBalance(tx, { ...payment, reason: 'gift_package_purchase', at: p.at });
    }
    await fulfilGiftOrder(tx, await markPaidAtOnce(tx, order.id, p.at), p.at);
  });
}

/** A repeat of the idempotency key answers the first purchase; any other use of the key is a conflict. */
function requireSame(first: GiftOrderRow, hash: string): GiftOrderRow {
  if (first.order.kind !== 'giftpack' || first.order.requestHash !== hash)
    throw new AppError('IDEMPOTENCY_CONFLICT');
  return first;
}

/** Refuses a purchase the member cannot make now, before anything is written: the package's terms and their points. */
async function requireBuyable(
  ctx: MemberContext,
  pack: PackageRow,
  input: BuyInput,
  at: Date,
): Promise<void> {
  if (input.expectedPrice !== undefined && toMinor(input.expectedPrice) !== pack.price)
    throw new AppError('CART_CHANGED');
  if (input.expectedPoints !== undefined && input.expectedPoints !== pack.points)
    throw new AppError('CART_CHANGED');
  const refusal = buyRefusal(pack, await buyerFor(ctx.db, ctx.member.uid, [pack.id], at));
  if (refusal) throw refusalError(refusal);
  const [member] = await ctx.db
    .select({ points: members.points })
    .from(members)
    .where(eq(members.id, ctx.member.uid));
  if ((member?.points ?? 0) < pack.points) throw new AppError('POINTS_INSUFFICIENT');
}

/** The method a package is paid by: none for points alone, else balance or an online method the store offers. */
function payMethodOf(
  pack: PackageRow,
  input: BuyInput,
  settings: Parameters<typeof requirePrepayMethod>[0],
): number {
  if (pack.price === 0) return PayCode.none;
  if (input.payMethod === undefined) throw new AppError('BAD_REQUEST', {}, { Field: 'payMethod' });
  requirePrepayMethod(settings, input.payMethod);
  return input.payMethod;
}

/**
 * GiftPackage/Buy (SPEC §5 buy limit, level, points): a package as an order of kind 'giftpack', paid by balance or
 * with points alone at once, or left unpaid for an online payment (order/wxpay; delivered when paid, giftPayable).
 * A repeat of the idempotency key — in sequence or in parallel — answers the first order and pays nothing again.
 */
export function buyPackage(ctx: MemberContext, storeId: number, input: BuyInput): Promise<GiftOrderOut> {
  const key = { idempotencyKey: input.idempotencyKey };
  return keyedCall(
    () => buyOnce(ctx, storeId, input),
    async () => (await findGiftOrder(ctx.db, ctx.member.uid, key)) !== null,
  );
}

async function buyOnce(ctx: MemberContext, storeId: number, input: BuyInput): Promise<GiftOrderOut> {
  const uid = ctx.member.uid;
  const at = ctx.clock.now();
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const pack = await requirePackage(ctx.db, storeId, input.id);
  const hash = buyHash(storeId, input);
  const first = await findGiftOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (first) return giftOrderOut(ctx.db, requireSame(first, hash), ctx.locale);
  await requireBuyable(ctx, pack, input, at);
  const payMethod = payMethodOf(pack, input, store.settings);
  const online = payMethod !== PayCode.none && payMethod !== PayCode.balance;
  // Outside the payment's transaction: a wrong password must stay counted when the purchase is refused.
  if (payMethod === PayCode.balance) await requirePayPassword(ctx.db, ctx, uid, input.payPassword);
  const purchase: NewPurchase = {
    memberId: uid,
    storeId,
    zone: store.settings.timezone,
    pack,
    payMethod,
    input,
    hash,
    at,
    cancelAfter: online ? unpaidCancelAt(at, store.settings.unpaidCancelMinutes) : null,
  };
  if (online) await ctx.db.transaction((tx) => insertPurchase(tx, purchase));
  else await payAtOnce(ctx.db, purchase);
  // Whether this call made the order or a parallel repeat did, the answer is the order as it now stands.
  const made = await findGiftOrder(ctx.db, uid, { idempotencyKey: input.idempotencyKey });
  if (!made) throw new Error('a gift package order without its row');
  return giftOrderOut(ctx.db, requireSame(made, hash), ctx.locale);
}
