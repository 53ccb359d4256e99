import { z } from 'zod';
import { payPasswordText } from './account/pay-password.ts';
import { orderStatus } from './order.ts';
import { levelPaths } from './paths/index.ts';
import { endpoint, field } from './wire/endpoint.ts';
import { orderNo } from './wire/order-no.ts';

/** A level's code as UpdateCategory's setCode names it. */
const levelCode = z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, 'setCode: 1–32 of A-Z a-z 0-9 _ -');

/**
 * A member level (SPEC §3 customer categories), as the level page lists it. price is what a paid upgrade into
 * it costs (decimals), null when it cannot be bought. growthThreshold is its automatic upgrade rule (the growth
 * value that reaches it, null when growth never does); present only when includeAutoUpgradeRule was asked.
 */
export const levelOut = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  rank: z.number().int(),
  /** The lowest rank: where every member starts, and where a level that lapsed falls back to. */
  isEntry: z.boolean(),
  benefits: z.array(z.string()),
  /** Percent off goods for this level (0 none). */
  discountPercent: z.number().int(),
  price: z.number().nullable(),
  /** Days the level lasts once reached; null for ever. */
  validDays: z.number().int().nullable(),
  /** Points given on reaching the level (0 none). */
  rewardPoints: z.number().int(),
  growthThreshold: z.number().int().nullable().optional(),
});
export type LevelOut = z.infer<typeof levelOut>;

/** A level named by another answer: enough to show and to link to it. */
export const levelRef = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  rank: z.number().int(),
});
export type LevelRef = z.infer<typeof levelRef>;

/** Where a member stands: their level (null only while the store has no levels), growth and what comes next. */
export const upgradeInfoOut = z.object({
  current: levelRef.nullable(),
  growthValue: z.number().int(),
  /** The next level growth reaches (the lowest above the current one with a growth threshold), if any. */
  next: levelRef.extend({ growthThreshold: z.number().int() }).nullable(),
  /** Growth value still needed for next (0 when reached and applied with the next completed order). */
  growthNeeded: z.number().int().nullable(),
  /** The last day of the current level (YYYY-MM-DD), null when it does not lapse. */
  expiresOn: z.string().nullable(),
});
export type UpgradeInfoOut = z.infer<typeof upgradeInfoOut>;

/**
 * What UpdateCategory answers: the upgrade order. completed: paid and the level changed. unpaid: an online
 * method was chosen, the client starts its payment with order/wxpay (needPay). cancelled / refunded: a replay of
 * an order that timed out unpaid, or whose money went back because the level was reached otherwise meanwhile.
 */
export const upgradeOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  /** Decimals. */
  amount: z.number(),
  category: levelRef,
  /** When an unpaid order is cancelled (ISO), null otherwise. */
  autoCancelAt: z.string().nullable(),
});
export type UpgradeOrderOut = z.infer<typeof upgradeOrderOut>;

/** An upgrade order in full, for its result page (Order/CustomerCategoryDetail). */
export const upgradeOrderDetailOut = upgradeOrderOut.extend({
  paidAmount: z.number(),
  refundedAmount: z.number(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** The member whose link the order came through, null when none. */
  inviterUid: z.number().int().nullable(),
});
export type UpgradeOrderDetailOut = z.infer<typeof upgradeOrderDetailOut>;

/** The member card (customeraccount/GetCustomerActivatInfo). */
export const activatInfoOut = z.object({
  cardNo: z.string(),
  name: z.string(),
  level: levelRef.nullable(),
  /** When the card was opened (the member joined), ISO instant. */
  activatedAt: z.string(),
  /** The last day of the current level (YYYY-MM-DD), null when it does not lapse. */
  expiresOn: z.string().nullable(),
  growthValue: z.number().int(),
});
export type ActivatInfoOut = z.infer<typeof activatInfoOut>;

/** The inviter's reward for a paid upgrade through their link: points, once per paid upgrade order. */
export const upgradeRewardRuleOut = z.object({ enabled: z.boolean(), points: z.number().int() });
export type UpgradeRewardRuleOut = z.infer<typeof upgradeRewardRuleOut>;

/** UpdateCategory's request: the level by id or by code (one of them), how to pay, and the invitation if any. */
export const updateCategoryRequest = z
  .strictObject({
    categoryId: field.id.optional(),
    setCode: levelCode.optional(),
    /** SPEC §9 code: member balance (2) or an online method the store offers (3, 4, 900+). */
    payMethod: z.number().int().min(-2000).max(2000),
    idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey: 16–64 of A-Z a-z 0-9 _ -'),
    /** The member's payment password, asked for balance payments once they have set one. */
    payPassword: payPasswordText.optional(),
    /** The member who shared the upgrade link (invitePayUpgrade?inviterUid=…). */
    inviterUid: field.id.optional(),
  })
  .refine((r) => (r.categoryId === undefined) !== (r.setCode === undefined), {
    message: 'categoryId or setCode, one of them',
    path: ['categoryId'],
  });

/** The member level calls of SPEC §7 (CustomerCategory/, Order/CustomerCategoryDetail, GetCustomerActivatInfo). */
export const levelEndpoints = {
  /** The store's levels by rank, with their benefits and prices; the growth thresholds when asked. */
  loadCategorys: endpoint({
    path: levelPaths.loadCategorys,
    access: 'public',
    request: z.strictObject({ includeAutoUpgradeRule: z.boolean().optional() }),
    result: z.object({ categorys: z.array(levelOut) }),
  }),

  /** The member's level, growth value, the next level growth reaches and the growth still needed. */
  upgradeInfo: endpoint({
    path: levelPaths.upgradeInfo,
    access: 'member',
    request: z.strictObject({}),
    result: upgradeInfoOut,
  }),

  /**
   * Starts a paid upgrade to a higher level (SPEC §5, §6). Balance: paid and applied at once, in one
   * transaction. Online: an unpaid upgrade order, paid with order/wxpay like any order; the level changes when
   * the payment is applied. Refusals: LEVEL_NOT_FOUND (unknown id), UPGRADE_CODE_INVALID (unknown setCode),
   * LEVEL_NOT_PURCHASABLE, LEVEL_NOT_HIGHER, INVITE_SELF, BALANCE_INSUFFICIENT, PAY_METHOD_UNCONFIGURED, and the
   * payment password's. A repeat of the idempotency key answers the first order (IDEMPOTENCY_CONFLICT when the
   * request differs).
   */
  updateCategory: endpoint({
    path: levelPaths.updateCategory,
    access: 'member',
    request: updateCategoryRequest,
    result: upgradeOrderOut,
  }),

  /** One of the member's upgrade orders; another member's, a goods order or an unknown number: ORDER_NOT_FOUND. */
  upgradeOrderDetail: endpoint({
    path: levelPaths.upgradeOrderDetail,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: upgradeOrderDetailOut,
  }),

  /** The member's card: number, level, when it was opened and when the level lapses. */
  activatInfo: endpoint({
    path: levelPaths.activatInfo,
    access: 'member',
    request: z.strictObject({}),
    result: activatInfoOut,
  }),

  /** The reward an inviter gets when someone pays for an upgrade through their link (the store's rule). */
  upgradeRewardRule: endpoint({
    path: levelPaths.upgradeRewardRule,
    access: 'member',
    request: z.strictObject({}),
    result: upgradeRewardRuleOut,
  }),
};
