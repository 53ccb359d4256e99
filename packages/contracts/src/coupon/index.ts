import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { orderStatus } from '../order.ts';
import { couponPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';
import { couponCardOrderOut } from './card-orders.ts';
import { couponRuleSchema, couponValiditySchema } from './rule.ts';

export * from './card-orders.ts';
export * from './rule.ts';

/**
 * Why a member cannot take a template now (claim, or buy when it has a price), each an error code of the
 * catalogue (SPEC §8 coupons): the centre shows it greyed with this reason, Claim and Buy refuse with it.
 */
export const couponTakeRefusal = z.enum([
  'NOT_LOGGED_IN',
  'COUPON_NOT_STARTED',
  'COUPON_ENDED',
  'COUPON_EXPIRED',
  'COUPON_FULLY_CLAIMED',
  'COUPON_SOLD_OUT',
  'COUPON_ALREADY_CLAIMED',
  'COUPON_CLAIM_LIMIT',
  'COUPON_BUY_LIMIT',
  'COUPON_NEW_MEMBERS_ONLY',
  'COUPON_OLD_MEMBERS_ONLY',
  'COUPON_LEVEL_INSUFFICIENT',
]);
export type CouponTakeRefusal = z.infer<typeof couponTakeRefusal>;

/**
 * The names, in the reader's language, of what a rule points at by id: every product it names (its selection, a
 * gift's, an exchange's or a pickup's product) and every category of its selection. A product or category gone
 * since is left out (the page says "item").
 */
export const ruleNamesOut = z.object({
  products: z.array(z.object({ id: z.number().int(), name: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type RuleNamesOut = z.infer<typeof ruleNamesOut>;

/**
 * A coupon template as the centre and its detail page show it (SPEC §2 coupons/coupon, buyCouponDetails), texts in
 * the reader's language. price 0: claimed for free; above 0 (decimals): bought (Coupon/Buy). total and remaining
 * are null for an unlimited template; claimLimit / buyLimit null for no per-member limit. claimed / bought are the
 * caller's counts (0 for a guest). canTake is false with the reason when the caller cannot claim or buy it now.
 */
export const couponTemplateOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  rule: couponRuleSchema,
  names: ruleNamesOut,
  validity: couponValiditySchema,
  price: z.number(),
  total: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  claimLimit: z.number().int().nullable(),
  buyLimit: z.number().int().nullable(),
  claimed: z.number().int(),
  bought: z.number().int(),
  newMembersOnly: z.boolean(),
  oldMembersOnly: z.boolean(),
  /** Levels that may take it (their ids); empty = every level. */
  levelIds: z.array(z.number().int()),
  /** Those levels' names, in the reader's language, in levelIds' order. */
  levelNames: z.array(z.string()),
  /** When it may be taken from / until (ISO); null = no bound. */
  publishStartsAt: z.string().nullable(),
  publishEndsAt: z.string().nullable(),
  transferable: z.boolean(),
  canTake: z.boolean(),
  reason: couponTakeRefusal.nullable(),
});
export type CouponTemplateOut = z.infer<typeof couponTemplateOut>;

/**
 * A held coupon's state (SPEC §4), computed from its status and instants at the time of the answer:
 * notYetEffective (before validFrom), valid, aboutToExpire (valid, less than 3 days left), reserved (held by an
 * order that is not paid yet; it comes back if that order is cancelled), used, expired (validUntil passed unused),
 * transferred (given to another member through a share link), disabled (withdrawn by the store).
 */
export const memberCouponState = z.enum([
  'notYetEffective',
  'valid',
  'aboutToExpire',
  'reserved',
  'used',
  'expired',
  'transferred',
  'disabled',
]);
export type MemberCouponState = z.infer<typeof memberCouponState>;

/** How the member came to hold a coupon. */
export const memberCouponSource = z.enum(['claim', 'buy', 'exchange', 'transfer', 'staff', 'gift', 'points']);
export type MemberCouponSource = z.infer<typeof memberCouponSource>;

/**
 * The tabs of My coupons (SPEC §2 myCoupon?singletype=0): usable (notYetEffective, valid, aboutToExpire, reserved),
 * used (used, transferred), expired (expired, disabled).
 */
export const myCouponTab = z.enum(['usable', 'used', 'expired']);
export type MyCouponTab = z.infer<typeof myCouponTab>;

/** One coupon the member holds (or held): its own rule (copied when issued) and resolved validity. */
export const memberCouponOut = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  /** Shown at the counter (and typed at checkout, ApplyCouponCode). */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  rule: couponRuleSchema,
  names: ruleNamesOut,
  validFrom: z.string(),
  validUntil: z.string(),
  state: memberCouponState,
  source: memberCouponSource,
  receivedAt: z.string(),
  usedAt: z.string().nullable(),
  /** The order that holds (reserved) or used it; null otherwise. */
  orderNo: z.string().nullable(),
  /** Whether it may be given away now (its template allows it and it is valid or not yet effective). */
  canTransfer: z.boolean(),
  /** Whether a share link of it asks the receiver for a verification code. */
  needsTransferCode: z.boolean(),
});
export type MemberCouponOut = z.infer<typeof memberCouponOut>;

/** A held coupon's detail (couponPromotionCardDetails): the coupon and its open share link, if any. */
export const memberCouponDetailOut = memberCouponOut.extend({
  /** The share link still waiting to be received (token, expiry); null when none. */
  openTransfer: z.object({ token: z.string(), expiresAt: z.string() }).nullable(),
});
export type MemberCouponDetailOut = z.infer<typeof memberCouponDetailOut>;

/**
 * What Coupon/Buy answers: the coupon order. completed: paid and the coupons issued (coupons lists them). unpaid: an
 * online method was chosen, the client pays it with order/wxpay (needPay); the coupons are issued once paid.
 * cancelled / refunded: a replay of an order that timed out unpaid, or whose money went back because the template
 * sold out or ended meanwhile.
 */
export const couponOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  /** Decimals. */
  amount: z.number(),
  templateId: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  /** When an unpaid order is cancelled (ISO), null otherwise. */
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAmount: z.number(),
  /** The coupons the order issued (empty until paid). */
  coupons: z.array(memberCouponOut),
});
export type CouponOrderOut = z.infer<typeof couponOrderOut>;

/** A share link as the receiver sees it before receiving (receiveTransferCoupon). */
export const couponTransferPreviewOut = z.object({
  name: z.string(),
  description: z.string(),
  rule: couponRuleSchema,
  names: ruleNamesOut,
  /** The giver's name, masked (SPEC §5). */
  giverName: z.string(),
  expiresAt: z.string(),
  needsCode: z.boolean(),
  /** open: can be received; received, expired, cancelled: it cannot (the page says why). */
  status: z.enum(['open', 'received', 'expired', 'cancelled']),
  /** Whether the caller is the giver (a giver cannot receive their own link). */
  mine: z.boolean(),
});
export type CouponTransferPreviewOut = z.infer<typeof couponTransferPreviewOut>;

/** A made share link: its token (the link is /subpackages/coupons/receiveTransferCoupon?token=…). */
export const couponShareOut = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** The code the receiver must type, shown once to the giver to pass on; null when the template asks none. */
  verificationCode: z.string().nullable(),
});
export type CouponShareOut = z.infer<typeof couponShareOut>;

/** One transfer in the member's records (transferCouponRecords), either side. */
export const couponTransferRecordOut = z.object({
  id: z.number().int(),
  direction: z.enum(['given', 'received']),
  name: z.string(),
  rule: couponRuleSchema,
  names: ruleNamesOut,
  /** The other member's name, masked; empty while nobody received it. */
  otherName: z.string(),
  status: z.enum(['open', 'received', 'expired', 'cancelled']),
  createdAt: z.string(),
  expiresAt: z.string(),
  receivedAt: z.string().nullable(),
});
export type CouponTransferRecordOut = z.infer<typeof couponTransferRecordOut>;

const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey: 16–64 of A-Z a-z 0-9 _ -');
/** An exchange code or a share token as typed or linked: letters and digits, bounded. */
const couponCodeText = z.string().trim().min(1, 'code').max(64, 'code');
const shareToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'token');
const verificationCode = z.string().regex(/^\d{6}$/, 'verificationCode: 6 digits');
const paging = { pageIndex: field.page.optional(), pageSize: field.pageSize.optional() };

/** The coupon calls (SPEC §2 coupons pages, §5 coupon limits, §8 coupon errors). The store is the x-store-id header. */
export const couponEndpoints = {
  /**
   * The coupon centre: templates of this store (and of the whole chain) shown in the centre, published now and not
   * ended, with what is left and whether the caller can take each (guests: NOT_LOGGED_IN as the reason).
   */
  loadCenter: endpoint({
    path: couponPaths.loadCenter,
    access: 'public',
    request: z.strictObject(paging),
    result: z.object({ coupons: z.array(couponTemplateOut), total: z.number().int() }),
  }),

  /** One template (buyCouponDetails), whether or not the centre lists it; COUPON_NOT_FOUND for none. */
  buyDetails: endpoint({
    path: couponPaths.buyDetails,
    access: 'public',
    request: z.strictObject({ templateId: field.id }),
    result: couponTemplateOut,
  }),

  /**
   * Claims a free template: one coupon, counted against the template's remaining and the member's claim limit by
   * conditional updates. Refusals: the couponTakeRefusal codes, COUPON_NOT_FOUND, COUPON_NOT_FREE (it is bought).
   */
  claim: endpoint({
    path: couponPaths.claim,
    access: 'member',
    request: z.strictObject({ templateId: field.id }),
    result: z.object({ coupon: memberCouponOut }),
  }),

  /**
   * Buys a priced template (an order of kind 'coupon'): by member balance (2) at once, or online (3, 4, 900+: the
   * order waits unpaid for order/wxpay and the coupons are issued when it is paid). Refusals: the couponTakeRefusal
   * codes, COUPON_NOT_FOUND, COUPON_FREE (claim it instead), CART_CHANGED (expectedPrice differs),
   * BALANCE_INSUFFICIENT, PAY_METHOD_UNCONFIGURED, the payment password's. A repeat of the idempotency key answers
   * the first order (IDEMPOTENCY_CONFLICT when the request differs).
   */
  buy: endpoint({
    path: couponPaths.buy,
    access: 'member',
    request: z.strictObject({
      templateId: field.id,
      quantity: z.number().int().min(1).max(99).optional(),
      payMethod: z.number().int().min(-2000).max(2000),
      idempotencyKey,
      payPassword: payPasswordText.optional(),
      /** The unit price the page showed (decimals): a changed price refuses with CART_CHANGED. */
      expectedPrice: z.number().min(0).max(1_000_000).optional(),
    }),
    result: couponOrderOut,
  }),

  /** My coupons (singletype 0 = coupons; the other card types are not sold yet): one tab, newest first, and counts. */
  myCoupons: endpoint({
    path: couponPaths.myCoupons,
    access: 'member',
    request: z.strictObject({ singletype: z.literal(0), tab: myCouponTab.optional(), ...paging }),
    result: z.object({
      coupons: z.array(memberCouponOut),
      total: z.number().int(),
      counts: z.object({ usable: z.number().int(), used: z.number().int(), expired: z.number().int() }),
    }),
  }),

  /** One of the member's coupons with its rule; another member's or none: COUPON_NOT_FOUND (404). */
  detail: endpoint({
    path: couponPaths.detail,
    access: 'member',
    request: z.strictObject({ id: field.id }),
    result: memberCouponDetailOut,
  }),

  /**
   * Exchanges a code (exchangeCoupon) for the coupon it stands for. Single use: COUPON_CODE_WRONG, COUPON_CODE_USED,
   * COUPON_CODE_EXPIRED; wrong tries are limited per member and per client address (COUPON_CODE_LOCKED).
   */
  exchange: endpoint({
    path: couponPaths.exchange,
    access: 'member',
    request: z.strictObject({ code: couponCodeText }),
    result: z.object({ coupon: memberCouponOut }),
  }),

  /**
   * Makes a share link of one of the member's coupons (shareCouponGift), valid for `hours` (default 24, at most a
   * week, never past the coupon's end). A new link replaces the coupon's open one. Refusals: COUPON_NOT_FOUND,
   * COUPON_NOT_TRANSFERABLE (the template forbids it, or the coupon is not valid: used, reserved, expired).
   */
  shareGift: endpoint({
    path: couponPaths.shareGift,
    access: 'member',
    request: z.strictObject({ id: field.id, hours: z.number().int().min(1).max(168).optional() }),
    result: couponShareOut,
  }),

  /** Takes back the coupon's open share link (nothing when none is open); COUPON_NOT_FOUND for another's coupon. */
  cancelShare: endpoint({
    path: couponPaths.cancelShare,
    access: 'member',
    request: z.strictObject({ id: field.id }),
    result: z.object({ cancelled: z.boolean() }),
  }),

  /** A share link before receiving it; COUPON_TRANSFER_LINK_INVALID for an unknown token. */
  transferPreview: endpoint({
    path: couponPaths.transferPreview,
    access: 'public',
    request: z.strictObject({ token: shareToken }),
    result: couponTransferPreviewOut,
  }),

  /**
   * Receives a share link (receiveTransferCoupon): once, by one member, never the giver's own. Refusals:
   * COUPON_TRANSFER_LINK_INVALID (wrong, expired, taken back, already received, or the coupon no longer valid),
   * COUPON_TRANSFER_SELF, COUPON_TRANSFER_CODE_REQUIRED / COUPON_TRANSFER_CODE_WRONG (tries limited like codes:
   * COUPON_CODE_LOCKED).
   */
  receiveTransfer: endpoint({
    path: couponPaths.receiveTransfer,
    access: 'member',
    request: z.strictObject({ token: shareToken, verificationCode: verificationCode.optional() }),
    result: z.object({ coupon: memberCouponOut }),
  }),

  /** The member's transfers, given and received, newest first (transferCouponRecords). */
  transferRecords: endpoint({
    path: couponPaths.transferRecords,
    access: 'member',
    request: z.strictObject({ direction: z.enum(['given', 'received']).optional(), ...paging }),
    result: z.object({ records: z.array(couponTransferRecordOut), total: z.number().int() }),
  }),

  /**
   * The member's coupon and card orders (SPEC §7 OrderHistory/LoadCouponCardOrders): every kind registered for the
   * list (coupons, cards), newest first, each as its area presents it (decision 059).
   */
  loadCouponCardOrders: endpoint({
    path: couponPaths.loadCouponCardOrders,
    access: 'member',
    request: z.strictObject(paging),
    result: z.object({ orders: z.array(couponCardOrderOut), total: z.number().int() }),
  }),

  /**
   * Cancels one of the member's coupon or card orders while it waits unpaid (SPEC §4); a repeat answers it
   * cancelled. ORDER_CANCEL_FAILED once paid, ORDER_TIMED_OUT when the unpaid time ran out first, ORDER_NOT_FOUND
   * for another's (or an order of a kind the list does not hold).
   */
  cancelCouponOrder: endpoint({
    path: couponPaths.cancelCouponOrder,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: couponCardOrderOut,
  }),

  /** One coupon order (orderhistory/couponOrderDetail, coupons/paySuccess); another's or none: ORDER_NOT_FOUND. */
  couponOrderDetail: endpoint({
    path: couponPaths.couponOrderDetail,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: couponOrderOut,
  }),
};
