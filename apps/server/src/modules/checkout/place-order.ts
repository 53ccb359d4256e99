import type { OrderItemIn, PlacedOrderOut } from '@shop/contracts';
import { isOnlinePayCode, optionKey, PayCode, toMinor, unpaidCancelAt } from '@shop/domain';
import type { OrderStatus, PlacedOrderMode } from '../../db/schema/order.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { keyedCall } from '../../platform/http/keyed-call.ts';
import { requirePayPassword, requirePhone } from '../account/index.ts';
import { invalidateProductPages } from '../catalog/index.ts';
import { deliveryFact } from '../delivery/index.ts';
import { type OrderFact, orderNoDate } from '../order/index.ts';
import { requirePayMethod } from '../payment/index.ts';
import {
  bookedUntilOf,
  requireCleanText,
  requireReservationTime,
  requireStoreRecord,
  type StoreRow,
} from '../store/index.ts';
import { type Assessment, assessOrder, problemError, toLineStates } from './assess.ts';
import { flushCommits } from './commit-flush.ts';
import { heldCoupons } from './coupon-offer.ts';
import { withCouponNames } from './coupon-out.ts';
import { deliveryRules, deliverySnapshot, deliveryTargetOf, requireTarget } from './delivery-terms.ts';
import { droppedGiftsOut } from './dropped-gifts.ts';
import { findByKey, placedOut, repeatAnswer, requestHash } from './idempotency.ts';
import {
  offerAdjusters,
  offerPieces,
  offerReadParts,
  requireAppliedOffers,
  requireChosenOffers,
} from './offer-registry.ts';
import { choicesOf, orderOffers, readWithOffers, requireApplied, requireHeld } from './offers.ts';
import type { ExistingOrder } from './order-read.ts';
import type { NewOrder, StockTake } from './order-write.ts';
import { requestFacts } from './request-facts.ts';
import { placingTenders, tenderLines } from './tender-registry.ts';
import { stockTake, type Written, writeOrder } from './write-order.ts';

export interface PlaceFastInput {
  idempotencyKey: string;
  /** placefast's modes; 'table' only through the table module (CoopCart/CompleteCoopCart), with `table`. */
  orderMode: PlacedOrderMode;
  items: OrderItemIn[];
  payMethod: number;
  contactPhone: string;
  remark?: string;
  pickupTime?: string | null;
  expectedAmount?: number;
  payPassword?: string;
  /** The member's prepaid cards chosen to pay, the rest by payMethod (split tender, decision 061). */
  tenderCardIds?: number[];
  /**
   * The areas' facts the order carries, written with it (decision 054): a table order's table and batch (modules/table
   * passes it; a second order of one batch is refused by its unique index).
   */
  facts?: OrderFact[];
  /** Delivery mode: the member's address (CustomerAddress id). */
  addressId?: number;
  /** The member's coupons to apply (as the settlement showed them priced); none when absent. */
  couponIds?: number[];
  /** PromotionProductRedemption promotions the shopper opted in to. */
  redemptions?: number[];
  /** The member's cards chosen to cover items (an order offer source's field, decision 060). */
  cardIds?: number[];
}

/**
 * How the order starts (shared decisions): balance paid at once, online unpaid with a deadline, the rest waiting
 * for the store — pending, or booked when it is a reservation for a later day (the reservation job wakes it then).
 */
function paymentState(
  store: StoreRow,
  payMethod: number,
  amount: number,
  now: Date,
  booked: boolean,
  // What is left once the member's cards paid their parts (decision 061): none left, the order is paid.
  rest = amount,
) {
  const waiting: OrderStatus = booked ? 'booked' : 'pending';
  const paid = payMethod === PayCode.balance || rest === 0;
  if (paid) return { status: waiting, paidAt: now, paidAmount: amount, cancelAfter: null };
  if (!isOnlinePayCode(payMethod)) return { status: waiting, paidAt: null, paidAmount: 0, cancelAfter: null };
  const cancelAfter = unpaidCancelAt(now, store.settings.unpaidCancelMinutes);
  return { status: 'unpaid' as OrderStatus, paidAt: null, paidAmount: 0, cancelAfter };
}

function newOrder(
  ctx: MemberContext,
  store: StoreRow,
  input: PlaceFastInput,
  a: Assessment,
  hash: string,
  phone: string,
  tendered = 0,
): NewOrder {
  const now = ctx.clock.now();
  const { amount } = a.priced.totals;
  const pickupAt = input.pickupTime ? new Date(input.pickupTime) : null;
  const bookedUntil = bookedUntilOf(store, pickupAt, now);
  return {
    datePrefix: orderNoDate(now, store.settings.timezone),
    memberId: ctx.member.uid,
    storeId: store.id,
    orderMode: input.orderMode,
    payMethod: input.payMethod,
    contactPhone: phone,
    remark: input.remark ?? '',
    pickupAt,
    bookedUntil,
    idempotencyKey: input.idempotencyKey,
    requestHash: hash,
    createdAt: now,
    ...paymentState(store, input.payMethod, amount, now, bookedUntil !== null, amount - tendered),
    priced: a.priced,
    balancePayment: input.payMethod === PayCode.balance && amount - tendered > 0,
    tendered,
    facts: [...(input.facts ?? [])],
    pieces: [],
  };
}

/**
 * The order's problems that refuse it. A table order leaves out the store's minimum start price: the table has its
 * own minimum spend, which asks the diners to confirm rather than refusing (modules/table).
 */
function refusingProblems(a: Assessment, input: PlaceFastInput): Assessment {
  if (input.orderMode !== 'table') return a;
  return { ...a, problems: a.problems.filter((p) => p.code !== 'ORDER_BELOW_MINIMUM') };
}

/** The checks of placefast beyond the shared settlement rules: phone, payment method, pickup time, total seen. */
function checkRequest(
  store: StoreRow,
  input: PlaceFastInput,
  a: Assessment,
  balance: number,
  tendered: number,
): string {
  const phone = requirePhone(input.contactPhone);
  requirePayMethod(store.settings, input.payMethod, input.orderMode);
  const problem = a.problems[0];
  if (problem) throw problemError(problem);
  const { amount } = a.priced.totals;
  if (input.expectedAmount !== undefined && toMinor(input.expectedAmount) !== amount)
    throw new AppError('CART_CHANGED');
  // Cheap early refusal; moveBalance's conditional update is what guarantees it.
  if (input.payMethod === PayCode.balance && balance < amount - tendered)
    throw new AppError('BALANCE_INSUFFICIENT');
  return phone;
}

/**
 * placefast (SPEC §5, §7): prices the lines on the server, applies the same rules as the settlement preview,
 * and places the order in one statement; a repeat of the idempotency key answers with the first order.
 */
export function placeOrder(
  ctx: MemberContext,
  storeId: number,
  input: PlaceFastInput,
): Promise<PlacedOrderOut> {
  return keyedCall(
    () => placeOnce(ctx, storeId, input),
    async () => (await findByKey(ctx.db, ctx.member.uid, input.idempotencyKey)) !== null,
  );
}

async function placeOnce(
  ctx: MemberContext,
  storeId: number,
  input: PlaceFastInput,
): Promise<PlacedOrderOut> {
  const store = (await requireStoreRecord(ctx, storeId)).row;
  const now = ctx.clock.now();
  const lineStates = toLineStates(input.items);
  const hash = requestHash({ ...input, storeId, lines: lineStates });
  const delivering = input.orderMode === 'package';
  // A delivery order's address comes in the same round trip as the order read, so do the coupons asked for.
  const addressId = delivering ? input.addressId : undefined;
  const asked = input.couponIds ?? [];
  const timeZone = store.settings.timezone;
  const choices = choicesOf(input);
  const { promotions, read } = await readWithOffers(ctx, storeId, lineStates, {
    at: now,
    idempotencyKey: input.idempotencyKey,
    addressId,
    offers: offerReadParts(choices, true, now, timeZone),
  });
  if (read.existing) return answerRepeat(ctx, read.existing, hash);
  // SPEC §5 text checks: the remark is the shopper's free text (the word lists are cached: no round trip when warm).
  await requireCleanText(ctx, input.remark);
  requireHeld(asked, read, storeId);
  const base = { store, at: now, locale: ctx.locale };
  requireChosenOffers(read.offers, choices, base);
  const target = requireTarget(addressId, await deliveryTargetOf(ctx, storeId, read.address));
  const pickupAt = input.pickupTime ? new Date(input.pickupTime) : null;
  // A delivery time also waits for the zone's delivery minutes (a later day's too: the same window rule).
  if (pickupAt) requireReservationTime(store, pickupAt, now, target?.zone?.deliveryMinutes ?? 0);
  const offers = orderOffers(store, read, now, {
    promotions,
    chosen: asked,
    redemptions: input.redemptions ?? [],
    deliveryFee: delivering ? (target?.zone?.fee ?? 0) : 0,
  });
  const rules = delivering ? deliveryRules(target) : { adjusters: [] };
  const a = refusingProblems(
    assessOrder(store, lineStates, read, now, {
      mode: input.orderMode,
      reservation: pickupAt !== null,
      offers,
      ...rules,
      adjusters: [...rules.adjusters, ...offerAdjusters(read.offers, choices, base)],
    }),
    input,
  );
  // A coupon or card the order cannot use is named before the total it changes (CART_CHANGED).
  requireApplied(asked, a);
  requireAppliedOffers(read.offers, a, choices, base);
  // What the member's chosen prepaid cards pay of the amount (decision 061); the rest is the pay method's.
  const tenderAsk = {
    store,
    memberId: ctx.member.uid,
    at: now,
    locale: ctx.locale,
    chosen: input.tenderCardIds ?? [],
    lines: tenderLines(a.priced),
  };
  const tender = await placingTenders(ctx, tenderAsk, input.payMethod, a.priced.totals.amount);
  const phone = checkRequest(store, input, a, read.balance, tender.paid);
  // Last of the checks, so an order refused for another reason costs no try; before any write of the order.
  if ((input.payMethod === PayCode.balance || tender.paid > 0) && read.hasPayPassword)
    await requirePayPassword(ctx.db, ctx, ctx.member.uid, input.payPassword);
  const order = newOrder(ctx, store, input, a, hash, phone, tender.paid);
  const address = target && deliverySnapshot(target);
  if (address) order.facts.push(deliveryFact(address));
  order.facts.push(...(await requestFacts(ctx, storeId)));
  // What the order takes of the member's coupons and cards: each order offer source's piece, in lock order.
  order.pieces.push(...offerPieces(read.offers, a, choices, base));
  if (a.priced.applied.length > 0)
    order.priced = {
      ...order.priced,
      adjustments: withCouponNames(order.priced.adjustments, heldCoupons(read)),
    };
  // The cards' parts, last of the pieces: prepaid cards after the coupons and pass cards offers took (decision 061).
  order.pieces.push(...tender.pieces);
  // The lines the shopper ordered leave the cart; those a gift or exchange added were never in it.
  const ordered = a.priced.lines.slice(0, a.given);
  const finish = {
    allowStockBelowZero: store.settings.allowStockBelowZero === true,
    // A table order comes from the table's shared cart: the member's own cart keeps its lines.
    cartLines:
      input.orderMode === 'table'
        ? { productIds: [], optionKeys: [] }
        : {
            productIds: ordered.map((line) => line.productId),
            optionKeys: ordered.map((line) => optionKey(line.options.map((o) => o.id))),
          },
  };
  const stock = stockTake(a);
  const written = await writeOrder(ctx.db, order, stock, finish, a);
  if (written.kind === 'repeat') return answerRepeat(ctx, await firstOrder(ctx, input.idempotencyKey), hash);
  invalidateProductPages(ctx.db);
  const cancelAfter = order.cancelAfter?.toISOString() ?? null;
  const out = placedOut({
    ...order,
    amount: order.priced.totals.amount,
    orderNo: written.orderNo,
    pickupNo: written.pickupNo,
    cancelAfter,
  });
  const dropped = droppedGiftsOut(giftsWithout(a, stock, written), read, ctx.locale);
  return dropped.length > 0 ? { ...out, droppedGifts: dropped } : out;
}

/**
 * The free gifts the order went on without: those the read found run out, and those whose last unit a parallel
 * order took before the placing statement (decision 056).
 */
function giftsWithout(a: Assessment, stock: StockTake, written: Extract<Written, { kind: 'placed' }>) {
  const left = new Set(written.giftsLeft);
  const raced = stock.giftLines.map((i) => a.priced.lines[i]!).filter((line) => left.has(line.productId));
  return [...a.priced.dropped, ...raced];
}

async function firstOrder(ctx: MemberContext, key: string): Promise<ExistingOrder> {
  const first = await findByKey(ctx.db, ctx.member.uid, key);
  if (!first) throw new Error('an idempotency conflict without its order');
  return first;
}

/** A repeat answers with the first order once it is durable: its first call may still be waiting for its flush. */
async function answerRepeat(ctx: MemberContext, first: ExistingOrder, hash: string): Promise<PlacedOrderOut> {
  const answer = repeatAnswer(first, hash);
  await flushCommits(ctx.db, first.id);
  return answer;
}
