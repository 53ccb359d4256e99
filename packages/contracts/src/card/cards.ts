import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { orderStatus } from '../order.ts';
import { cardPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';

/**
 * The card kinds of SPEC §1 / §3 "other cards". Only 'pass' (a count card: a number of times) is sold today; the
 * others are named so the wire and the tables need no change when they come.
 */
export const cardKind = z.enum(['pass', 'prepaid', 'shopping', 'privilege', 'promotion']);
export type CardKind = z.infer<typeof cardKind>;

/** myCoupon's tabs for cards (SPEC §2: singletype 1 times cards, 2 shopping, 3 prepaid, 4 privilege). */
export const cardSingletypes = { 1: 'pass', 2: 'shopping', 3: 'prepaid', 4: 'privilege' } as const;
export const cardSingletype = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type CardSingletype = z.infer<typeof cardSingletype>;

/** A store-local calendar date, YYYY-MM-DD. */
const localDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date: YYYY-MM-DD');

/**
 * How long a card is valid (SPEC §3 validity modes), on the store's calendar: fixed local dates (from the first
 * day's 00:00 to the end of the last day), or a number of days counted from the purchase or from the first use —
 * the day it starts is day 1, and it ends at the store's midnight after the last day.
 */
export const cardValiditySchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('fixed'), startsOn: localDay, endsOn: localDay }),
  z.object({
    mode: z.literal('days'),
    from: z.enum(['purchase', 'firstUse']),
    days: z.number().int().min(1).max(3660),
  }),
]);
export type CardValidity = z.infer<typeof cardValiditySchema>;

/** Why a member cannot buy a card product now, each an error code of the catalogue (shown greyed with it). */
export const cardBuyRefusal = z.enum([
  'NOT_LOGGED_IN',
  'CARD_PRODUCT_ENDED',
  'CARD_SOLD_OUT',
  'CARD_BUY_LIMIT',
  'CARD_LEVEL_INSUFFICIENT',
]);
export type CardBuyRefusal = z.infer<typeof cardBuyRefusal>;

/**
 * A card the store sells (buyPassDetails …), texts in the reader's language. price in decimals; times: a pass
 * card's count (null for other kinds); storeIds: the stores it is used in (empty = every store of the chain);
 * productIds / categoryIds: what one time covers (both empty = any item); remaining: stock left (null =
 * unlimited); buyLimit: per member (null = none), bought: the caller's count; refusal when the caller cannot buy it.
 */
export const cardProductOut = z.object({
  id: z.number().int(),
  kind: cardKind,
  name: z.string(),
  description: z.string(),
  price: z.number(),
  times: z.number().int().nullable(),
  /** A prepaid card's face value (decimals), the balance it is issued with; null for other kinds. */
  faceValue: z.number().nullable(),
  validity: cardValiditySchema,
  storeIds: z.array(z.number().int()),
  productIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  levelIds: z.array(z.number().int()),
  buyLimit: z.number().int().nullable(),
  bought: z.number().int(),
  remaining: z.number().int().nullable(),
  transferable: z.boolean(),
  refusal: cardBuyRefusal.nullable(),
  /** A shopping card's products and categories by name in the reader's language ([] for any item); else absent. */
  covers: z.array(z.string()).optional(),
});
export type CardProductOut = z.infer<typeof cardProductOut>;

/**
 * A held card's state (SPEC §4), from its status and instants at the time of the answer: notYetEffective (a fixed
 * validity not begun), valid, aboutToExpire (less than 3 days left), used (no times left), expired, disabled (by
 * the store), refunded (its purchase was refunded: never usable again), transferred (a prepaid card's whole
 * balance given to another member).
 */
export const memberCardState = z.enum([
  'notYetEffective',
  'valid',
  'aboutToExpire',
  'used',
  'expired',
  'disabled',
  'refunded',
  'transferred',
]);
export type MemberCardState = z.infer<typeof memberCardState>;

/**
 * The tabs of a card list: usable (notYetEffective, valid, aboutToExpire), used (and transferred), expired
 * (expired, disabled, refunded).
 */
export const myCardTab = z.enum(['usable', 'used', 'expired']);
export type MyCardTab = z.infer<typeof myCardTab>;

/**
 * One card the member holds. number: 16 digits, the last a check digit, shown as the QR and barcode the counter
 * scans. timesTotal / timesLeft: a pass card's (null for other kinds); balance: a money card's, decimals (null for a
 * pass card). validUntil null: counted from the first use, which has not happened yet.
 */
export const memberCardOut = z.object({
  id: z.number().int(),
  kind: cardKind,
  productId: z.number().int(),
  name: z.string(),
  number: z.string(),
  timesTotal: z.number().int().nullable(),
  timesLeft: z.number().int().nullable(),
  balance: z.number().nullable(),
  validFrom: z.string(),
  validUntil: z.string().nullable(),
  state: memberCardState,
  createdAt: z.string(),
});
export type MemberCardOut = z.infer<typeof memberCardOut>;

/**
 * Why a card's count or money moved (its ledger, cardRecords): bought, a time used or given back, refunded; a
 * prepaid card printed, spent at the counter, topped up, part of it transferred out or in.
 */
export const cardRecordReason = z.enum([
  'purchase',
  'use',
  'restore',
  'refund',
  'print',
  'spend',
  'top-up',
  'transfer-out',
  'transfer-in',
  // A privilege card's period extended by a renewal.
  'renew',
]);
export type CardRecordReason = z.infer<typeof cardRecordReason>;

/** One move of a card's ledger: times (+ bought or given back, − used) and money (decimals), newest first. */
export const cardRecordOut = z.object({
  id: z.number().int(),
  reason: cardRecordReason,
  deltaTimes: z.number().int(),
  deltaMoney: z.number(),
  /** The order it belongs to (the purchase, a settlement), null for a counter use. */
  orderNo: z.string().nullable(),
  /** The store it happened in (a counter use's), in the reader's language; null when none. */
  storeName: z.string().nullable(),
  note: z.string(),
  at: z.string(),
});
export type CardRecordOut = z.infer<typeof cardRecordOut>;

/**
 * A held card's page (couponPassCardDetails): the card, its product's description and terms, the names of the
 * stores it is used in (empty = all) and of what it covers, and its newest records (CardRecords pages the rest).
 */
export const memberCardDetailOut = memberCardOut.extend({
  description: z.string(),
  transferable: z.boolean(),
  storeNames: z.array(z.string()),
  productNames: z.array(z.string()),
  categoryNames: z.array(z.string()),
  records: z.array(cardRecordOut),
  recordsTotal: z.number().int(),
});
export type MemberCardDetailOut = z.infer<typeof memberCardDetailOut>;

/**
 * What Card/BuyCard answers: the card order. completed: paid and the cards issued (cards lists them). unpaid: an
 * online method was chosen, the client pays it with order/wxpay (needPay); the cards are issued once paid.
 * cancelled: timed out or cancelled unpaid (nothing issued). refunded: its money went back (sold out or the limit
 * reached meanwhile, or refunded by the store: the cards are then refunded, never usable again).
 */
export const cardOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  /** Decimals. */
  amount: z.number(),
  quantity: z.number().int(),
  productId: z.number().int(),
  /** The kind of card it buys or tops up, so its result speaks of that card even when none was issued. */
  cardKind,
  /** The member's prepaid card a top-up (prepaidCardRecharge) adds to; null for a purchase. */
  topUpCardId: z.number().int().nullable(),
  /** A promotion card's code: its page (couponPromotionCardDetails?code=) is opened by it. Absent for other kinds. */
  promotionCode: z.string().optional(),
  name: z.string(),
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAmount: z.number(),
  cards: z.array(memberCardOut),
});
export type CardOrderOut = z.infer<typeof cardOrderOut>;

/** The kind a member asset report of cards carries (the deregistration page lists it by its name otherwise). */
export const cardAssetKind = 'cards';

/** The kind of the money left on the member's prepaid cards, listed as money beside the cards' count. */
export const prepaidCardAssetKind = 'prepaidCards';

/** The kind of the money left on the member's shopping cards (spent only on their goods), listed as money too. */
export const shoppingCardAssetKind = 'shoppingCards';

const paging = { pageIndex: field.page.optional(), pageSize: field.pageSize.optional() };

/** The card calls (SPEC §2 coupons: buyPassDetails, myCoupon singletype 1–4, couponPassCardDetails with cardRecords). */
export const cardEndpoints = {
  /** Cards on sale in this store (x-store-id: its own and the chain's), of one kind or all, by the store's order. */
  loadCardProducts: endpoint({
    path: cardPaths.loadCardProducts,
    access: 'public',
    request: z.strictObject({ kind: cardKind.optional(), ...paging }),
    result: z.object({ products: z.array(cardProductOut), total: z.number().int() }),
  }),

  /** One card on sale (buyPassDetails); CARD_PRODUCT_NOT_FOUND for none or one not sold in this store. */
  cardProductDetail: endpoint({
    path: cardPaths.cardProductDetail,
    access: 'public',
    request: z.strictObject({ id: field.id }),
    result: cardProductOut,
  }),

  /**
   * Buys `quantity` cards (an order of kind 'card'): paid by member balance (2) at once, or online (3, 4, 900+: the
   * order waits unpaid for order/wxpay and the cards are issued when it is paid). Refusals: the cardBuyRefusal
   * codes, CARD_PRODUCT_NOT_FOUND, BALANCE_INSUFFICIENT, CART_CHANGED (the price shown differs),
   * PAY_METHOD_UNCONFIGURED, the payment password's. A repeat of the idempotency key answers the first order; the
   * key reused for another purchase: IDEMPOTENCY_CONFLICT.
   */
  buyCard: endpoint({
    path: cardPaths.buyCard,
    access: 'member',
    request: z.strictObject({
      id: field.id,
      quantity: z.number().int().min(1).max(10).optional(),
      payMethod: z.number().int().min(-2000).max(2000),
      idempotencyKey: field.idempotencyKey,
      payPassword: payPasswordText.optional(),
      /** The unit price (decimals) the page showed: a change refuses with CART_CHANGED. */
      expectedPrice: z.number().min(0).max(1_000_000).optional(),
      /**
       * A promotion card's code (its page's): a promotion card is got by its code, never listed; without the right
       * one it is CARD_PRODUCT_NOT_FOUND.
       */
      code: z.string().trim().max(32).optional(),
    }),
    result: cardOrderOut,
  }),

  /** One of the member's card orders (the pay result); ORDER_NOT_FOUND for another's or none. */
  cardOrderDetail: endpoint({
    path: cardPaths.cardOrderDetail,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: cardOrderOut,
  }),

  /** The member's cards of one myCoupon tab (singletype 1 pass …), newest first, with each tab's count. */
  myCards: endpoint({
    path: cardPaths.myCards,
    access: 'member',
    request: z.strictObject({ singletype: cardSingletype, tab: myCardTab.optional(), ...paging }),
    result: z.object({
      cards: z.array(memberCardOut),
      total: z.number().int(),
      counts: z.object({ usable: z.number().int(), used: z.number().int(), expired: z.number().int() }),
    }),
  }),

  /** One of the member's cards with its newest records; another member's or none: CARD_NOT_FOUND (404). */
  cardDetails: endpoint({
    path: cardPaths.cardDetails,
    access: 'member',
    request: z.strictObject({ id: field.id }),
    result: memberCardDetailOut,
  }),

  /** A page of one of the member's cards' records (cardRecords), newest first; CARD_NOT_FOUND as cardDetails. */
  cardRecords: endpoint({
    path: cardPaths.cardRecords,
    access: 'member',
    request: z.strictObject({ id: field.id, ...paging }),
    result: z.object({ records: z.array(cardRecordOut), total: z.number().int() }),
  }),
};
