import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { orderStatus } from '../order.ts';
import { partnerPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';

// The partner programme (issue 31; SPEC §1, §2 partner pages, §3 partner, §5 cash-out, §6 the partner role).
// Every amount on the wire is in currency units (decimals, 2 places); the server keeps minor units.

/** A partner level as partner/index and partner/upgrade show it; rates in percent (basis points / 100). */
export const partnerLevelOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  rank: z.number().int(),
  /** Commission on a first-level friend's paid amount, in percent (12.5 = 12.5 %). */
  firstRate: z.number(),
  /** On a second-level friend's, in percent (0 when the store pays one level only). */
  secondRate: z.number(),
  /** What signing up into it by purchase costs (decimals); null: not for sale. */
  price: z.number().nullable(),
  /** Days the identity lasts from signing; null: no end. */
  validityDays: z.number().int().nullable(),
  /** Members may apply to (or buy) it; an entry level the store left unset is not open. */
  open: z.boolean(),
});
export type PartnerLevelOut = z.infer<typeof partnerLevelOut>;

/**
 * A member's partner identity. none: never applied; applied: waiting for staff; active: a partner; expired: active
 * but past expiresAt ('identity expired, contact merchant', PARTNER_EXPIRED); rejected / revoked: by staff.
 */
export const partnerState = z.enum(['none', 'applied', 'active', 'expired', 'rejected', 'revoked']);
export type PartnerState = z.infer<typeof partnerState>;

/** The cash-out rules the form shows (SPEC §5, §9): the minimum, the fee, the agreement to accept. */
export const cashOutRulesOut = z.object({
  /** Decimals: the least amount one request may ask. */
  minimum: z.number(),
  /** The fee: a rate in percent of the amount plus a fixed part (decimals), never more than the amount allows. */
  feeRate: z.number(),
  feeFixed: z.number(),
  /** The methods the store pays out by (e.g. 'wechat', 'alipay', 'bank'). */
  methods: z.array(z.string()),
  /** The version of the withdrawal agreement a request must accept. */
  agreementVersion: z.string(),
  /** Withdrawable profit may be moved to the member balance instead (Partner/ToBalance). */
  toBalanceAllowed: z.boolean(),
});
export type CashOutRulesOut = z.infer<typeof cashOutRulesOut>;

/** The partner centre (partner/index): identity, validity and the four profit figures (decimals). */
export const partnerCentreOut = z.object({
  state: partnerState,
  level: partnerLevelOut.nullable(),
  appliedAt: z.string().nullable(),
  signedAt: z.string().nullable(),
  /** When the identity lapses; null: never (or not signed). */
  expiresAt: z.string().nullable(),
  /** Commission inside its hold days. */
  pending: z.number(),
  /** What may be cashed out now (0 when owed). */
  withdrawable: z.number(),
  /** Paid out by staff so far, plus requests waiting (held). */
  withdrawn: z.number(),
  /** What a refund of commission already withdrawn left owing (holds back cash-out until made good). */
  owed: z.number(),
  /** Sign-up is open in this store, with the partner agreement's version to accept. */
  signUpOpen: z.boolean(),
  agreementVersion: z.string(),
  cashOut: cashOutRulesOut,
});
export type PartnerCentreOut = z.infer<typeof partnerCentreOut>;

/** A friend (partner/myFriends): a member bound to the caller (level 1) or to one of theirs (level 2). */
export const partnerFriendOut = z.object({
  uid: z.number().int(),
  /** The friend's name, masked as the store shows others' names. */
  name: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  boundAt: z.string(),
});
export type PartnerFriendOut = z.infer<typeof partnerFriendOut>;

/** Why profit moved (the ledger's kinds). */
export const profitKind = z.enum([
  'commission',
  'release',
  'reversal',
  'cash_out',
  'cash_out_returned',
  'to_balance',
]);
export type ProfitKindOut = z.infer<typeof profitKind>;

/** One ledger entry (partner/profitDetails), its signed movements of the two accounts in decimals. */
export const profitEntryOut = z.object({
  id: z.number().int(),
  kind: profitKind,
  pendingDelta: z.number(),
  withdrawableDelta: z.number(),
  /** commission / reversal: the friend's order number and the relation level. */
  orderNo: z.string().nullable(),
  level: z.union([z.literal(1), z.literal(2)]).nullable(),
  /** commission: when it becomes withdrawable, and when it did. */
  releaseAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  cashOutId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type ProfitEntryOut = z.infer<typeof profitEntryOut>;

/** My profit (partner/myProfit) over the last year only (SPEC §9), with the accounts as they are now. */
export const myProfitOut = z.object({
  /** The window's start (a year before now); entries before it are not shown. */
  since: z.string(),
  /** Commission earned in the window, less what refunds reversed in it. */
  earned: z.number(),
  reversed: z.number(),
  pending: z.number(),
  withdrawable: z.number(),
  withdrawn: z.number(),
  owed: z.number(),
  /** Earned per month of the window, oldest first ('YYYY-MM' in the store's zone). */
  months: z.array(z.object({ month: z.string(), earned: z.number() })),
});
export type MyProfitOut = z.infer<typeof myProfitOut>;

export const cashOutStatus = z.enum(['requested', 'paid', 'rejected']);

/** A cash-out record with its state: the amount asked, the fee deducted, what is paid out (amount − fee). */
export const cashOutOut = z.object({
  id: z.number().int(),
  amount: z.number(),
  fee: z.number(),
  payout: z.number(),
  method: z.string(),
  account: z.string(),
  remark: z.string(),
  status: cashOutStatus,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  staffNote: z.string(),
});
export type CashOutOut = z.infer<typeof cashOutOut>;

/**
 * An order buying a partner level (partner/upgrade, partner/recharge). completed: paid, the member signed at the
 * level from the payment (or its validity renewed from its end). unpaid: an online method was chosen, the client
 * pays it with order/wxpay (needPay). cancelled: timed out unpaid.
 */
export const partnerOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  /** Decimals. */
  amount: z.number(),
  level: partnerLevelOut,
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PartnerOrderOut = z.infer<typeof partnerOrderOut>;

/** An amount in currency units as a request sends it: positive, at most 2 decimals. */
const amount = z
  .number()
  .positive()
  .max(10_000_000)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'amount: at most 2 decimals');
const paging = { pageIndex: field.page.optional(), pageSize: field.pageSize.optional() };

/** The partner calls. The store is the x-store-id header (its settings decide sign-up, hold days, fee, minimum). */
export const partnerEndpoints = {
  /**
   * Product/GetGuiderCookiesInfo (SPEC §7): the guider cookie for a share link's guider (a partner's uid), which the
   * app keeps and sends as the header `key` names on every call; an order placed with it credits that partner's
   * first-level commission instead of the buyer's inviter. `value` is null when the guider is no partner in force
   * in this chain (the app then keeps nothing). storeId as in the SPEC's payload; the x-store-id header otherwise.
   */
  guiderCookie: endpoint({
    path: partnerPaths.guiderCookie,
    access: 'public',
    request: z.strictObject({ storeId: field.id.optional(), guiderId: field.id }),
    result: z.object({ key: z.string(), value: z.string().nullable() }),
  }),
  /** The store's levels, whether sign-up is open and the agreement's version. */
  levels: endpoint({
    path: partnerPaths.levels,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({
      signUpOpen: z.boolean(),
      agreementVersion: z.string(),
      levels: z.array(partnerLevelOut),
    }),
  }),

  /**
   * Applies to become a partner at an open level, accepting the partner agreement of the version shown; staff
   * approve. Refusals: PARTNER_SIGNUP_CLOSED, PARTNER_LEVEL_NOT_FOUND (none, or not open), PARTNER_AGREEMENT_OUTDATED
   * (another version than the store's), PARTNER_ALREADY (applied or active; a rejected member may apply again).
   */
  apply: endpoint({
    path: partnerPaths.apply,
    access: 'member',
    request: z.strictObject({ levelId: field.id, agreementVersion: field.text(40) }),
    result: partnerCentreOut,
  }),

  /** The partner centre; for a member who never applied, state 'none' and zeros. */
  centre: endpoint({
    path: partnerPaths.centre,
    access: 'member',
    request: z.strictObject({}),
    result: partnerCentreOut,
  }),

  /** The caller's friends at the first or second level, newest first. */
  friends: endpoint({
    path: partnerPaths.friends,
    access: 'member',
    request: z.strictObject({ level: z.union([z.literal(1), z.literal(2)]).optional(), ...paging }),
    result: z.object({ friends: z.array(partnerFriendOut), total: z.number().int() }),
  }),

  /** My profit over the last year (SPEC §9). */
  myProfit: endpoint({
    path: partnerPaths.myProfit,
    access: 'member',
    request: z.strictObject({}),
    result: myProfitOut,
  }),

  /** The ledger's entries of the last year, newest first. */
  profitDetails: endpoint({
    path: partnerPaths.profitDetails,
    access: 'member',
    request: z.strictObject({ kind: profitKind.optional(), ...paging }),
    result: z.object({ entries: z.array(profitEntryOut), total: z.number().int() }),
  }),

  /** What a cash-out of this amount would pay out: the fee shown before the request (decimals). */
  cashOutQuote: endpoint({
    path: partnerPaths.cashOutQuote,
    access: 'member',
    request: z.strictObject({ amount }),
    result: z.object({ amount: z.number(), fee: z.number(), payout: z.number() }),
  }),

  /**
   * Requests a cash-out: the amount held from withdrawable at once, the fee deducted (payout = amount − fee), for
   * staff to pay out or refuse. Refusals: PARTNER_NOT_ACTIVE, PARTNER_EXPIRED, WITHDRAWAL_BELOW_MINIMUM,
   * WITHDRAWAL_ABOVE_BALANCE (more than withdrawable, or anything while owed), CASH_OUT_FEE_CHANGED (expectedFee
   * differs), CASH_OUT_METHOD_UNKNOWN, PARTNER_AGREEMENT_OUTDATED (the withdrawal agreement), IDEMPOTENCY_CONFLICT.
   * A repeat of the idempotency key answers the first record.
   */
  cashOut: endpoint({
    path: partnerPaths.cashOut,
    access: 'member',
    request: z.strictObject({
      amount,
      method: z.string().min(1).max(20),
      account: field.text(100).optional(),
      remark: z.string().trim().min(1).max(200),
      agreementVersion: field.text(40),
      /** The fee (decimals) the form showed: a change refuses with CASH_OUT_FEE_CHANGED. */
      expectedFee: z.number().min(0).max(10_000_000).optional(),
      idempotencyKey: field.idempotencyKey,
    }),
    result: cashOutOut,
  }),

  /** The caller's cash-out records with their states, newest first. */
  cashOutRecords: endpoint({
    path: partnerPaths.cashOutRecords,
    access: 'member',
    request: z.strictObject({ status: cashOutStatus.optional(), ...paging }),
    result: z.object({ records: z.array(cashOutOut), total: z.number().int() }),
  }),

  /** One of the caller's cash-outs; CASH_OUT_NOT_FOUND for another's or none. */
  cashOutDetail: endpoint({
    path: partnerPaths.cashOutDetail,
    access: 'member',
    request: z.strictObject({ id: field.id }),
    result: cashOutOut,
  }),

  /**
   * Signs up (or renews, partner/recharge) by buying a level for sale, accepting the partner agreement: by member
   * balance (2) at once, or online (3, 4, 900+: unpaid until order/wxpay). Paid, the member is a partner at that
   * level from the payment for its validity days (a renewal of the level held counts from its end). Refusals:
   * PARTNER_SIGNUP_CLOSED, PARTNER_LEVEL_NOT_FOUND (none, closed or not for sale), PARTNER_AGREEMENT_OUTDATED,
   * PARTNER_ALREADY (a higher level held, or an application waiting), CART_CHANGED (expectedPrice differs),
   * BALANCE_INSUFFICIENT, PAY_METHOD_UNCONFIGURED, the payment password's. A repeat of the key answers the first.
   */
  buyLevel: endpoint({
    path: partnerPaths.buyLevel,
    access: 'member',
    request: z.strictObject({
      levelId: field.id,
      agreementVersion: field.text(40),
      payMethod: z.number().int().min(-2000).max(2000),
      idempotencyKey: field.idempotencyKey,
      payPassword: payPasswordText.optional(),
      expectedPrice: z.number().min(0).max(1_000_000).optional(),
    }),
    result: partnerOrderOut,
  }),

  /** One of the member's level orders (the pay result); ORDER_NOT_FOUND for another's or none. */
  levelOrder: endpoint({
    path: partnerPaths.levelOrder,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: partnerOrderOut,
  }),

  /**
   * Moves withdrawable profit to the member balance, when the store allows it (FEATURE_DISABLED otherwise): the same
   * money can never also be cashed out. Refusals as a cash-out's (no minimum, no fee). A repeat of the key answers
   * the first move.
   */
  toBalance: endpoint({
    path: partnerPaths.toBalance,
    access: 'member',
    request: z.strictObject({ amount, idempotencyKey: field.idempotencyKey }),
    result: z.object({ amount: z.number(), withdrawable: z.number() }),
  }),
};
