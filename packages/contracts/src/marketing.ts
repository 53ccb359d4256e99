import { promotionTypes } from '@shop/domain';
import { z } from 'zod';
import { payPasswordText } from './account/pay-password.ts';
import { orderStatus } from './order.ts';
import { marketingPaths, promotionPaths } from './paths/index.ts';
import { endpoint, field } from './wire/endpoint.ts';
import { orderNo } from './wire/order-no.ts';

/** A set menu for groups (SPEC §1 group meal booking), its texts in the reader's language. Prices are decimals. */
export const setMenuOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  /** Per-head price, or null when the menu has a fixed price for the group. */
  pricePerHead: z.number().nullable(),
  fixedPrice: z.number().nullable(),
  minHeadcount: z.number().int(),
  maxHeadcount: z.number().int(),
  /** A fixed deposit, or null when the deposit is depositRate percent of the total. */
  depositAmount: z.number().nullable(),
  depositRate: z.number().int().nullable(),
  /** The member may cancel until this many hours before the meal. */
  cutoffHours: z.number().int(),
  /** Weekdays it is served, 1 = Monday … 7 = Sunday. */
  weekdays: z.array(z.number().int()),
  /** Start times on the store's clock, "HH:MM". */
  slots: z.array(z.string()),
});
export type SetMenuOut = z.infer<typeof setMenuOut>;

/**
 * One group-meal booking. Its status is its order's: unpaid (deposit awaited), booked (deposit paid), accepted
 * (confirmed by the store), completed (served), cancelled, refunded (cancelled by the member, deposit returned).
 */
export const groupMealBookingOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  menuId: z.number().int(),
  menuName: z.string(),
  headcount: z.number().int(),
  mealAt: z.string(),
  storeName: z.string(),
  storeTimezone: z.string(),
  total: z.number(),
  deposit: z.number(),
  paidAmount: z.number(),
  refundedAmount: z.number(),
  refundState: z.enum(['none', 'refunded', 'flagged']),
  payMethod: z.number().int(),
  /** The last moment the member may cancel (ISO). */
  cancelDeadline: z.string(),
  canCancel: z.boolean(),
  /** True while the deposit waits for an online payment: the client calls order/wxpay with orderNo. */
  needPay: z.boolean(),
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GroupMealBookingOut = z.infer<typeof groupMealBookingOut>;

/** The group-meal calls (SPEC §2 groupMeal/index, §1 group meal booking). The store is the x-store-id header. */
export const marketingEndpoints = {
  /** The store's set menus for groups. */
  loadSetMenus: endpoint({
    path: marketingPaths.loadSetMenus,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({ menus: z.array(setMenuOut) }),
  }),

  /**
   * Books a set menu for a headcount on a date at one of its slots (the store's reservation window: SPEC §5, §9,
   * APPOINTMENT_TIME_INVALID with its detail), the deposit paid by member balance (2) at once or online (3, 4,
   * 900+: the booking waits unpaid for order/wxpay and expires like an unpaid order). GROUP_MEAL_HEADCOUNT outside
   * the menu's limits; GROUP_MEAL_MENU_NOT_FOUND for a menu of another store or none. The idempotency key makes a
   * repeat answer the first booking.
   */
  book: endpoint({
    path: marketingPaths.book,
    access: 'member',
    request: z.strictObject({
      idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey: 16–64 of A-Z a-z 0-9 _ -'),
      menuId: field.id,
      headcount: z.number().int().min(1).max(999),
      date: z.iso.date(),
      slot: z.string().regex(/^\d{2}:\d{2}$/, 'slot: HH:MM'),
      payMethod: z.number().int().min(-2000).max(2000),
      payPassword: payPasswordText.optional(),
      remark: field.text(200).optional(),
      /** The deposit the member saw (decimals); another figure refuses with CART_CHANGED. */
      expectedDeposit: z.number().min(0).max(1e9).optional(),
    }),
    result: groupMealBookingOut,
  }),

  /** The member's bookings, the next meals first, then the past ones. */
  myBookings: endpoint({
    path: marketingPaths.myBookings,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ bookings: z.array(groupMealBookingOut), serverTime: z.string() }),
  }),

  /**
   * Cancels the member's booking before its cut-off: a paid deposit goes back to where it came from (balance
   * ledger or the gateway) once, whatever the number of calls. GROUP_MEAL_CANCEL_CLOSED after the cut-off,
   * GROUP_MEAL_NOT_CANCELLABLE once served or cancelled; another member's booking: ORDER_NOT_FOUND (404).
   */
  cancel: endpoint({
    path: marketingPaths.cancel,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: groupMealBookingOut,
  }),
};

// ── Automatic promotions (issue 14, decision 032) ────────────────────────────────────────────────────────────

/** The seven promotion types, SPEC §2's promotions page `t`. */
export const promotionKind = z.enum(promotionTypes);
export type PromotionKindName = z.infer<typeof promotionKind>;

/** Which products a promotion covers: all, or those named (by product or category), or all but those named. */
export const productSelectionOut = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('all') }),
  z.object({
    rule: z.enum(['include', 'exclude']),
    productIds: z.array(z.number().int()),
    categoryIds: z.array(z.number().int()),
  }),
]);

/** A step of a tiered promotion: reached at `threshold` (an amount in decimals, or a count of units). */
export const promotionTierOut = z.object({
  threshold: z.number(),
  /** CashBack: the amount off (decimals). */
  off: z.number().nullable(),
  /** GradientDiscount: the percent paid, e.g. 90 = 10 % off. */
  rate: z.number().int().nullable(),
});

/** A product a promotion hands out or offers (a gift, a redemption), named in the reader's language. */
export const promotionProductOut = z.object({
  productId: z.number().int(),
  name: z.string(),
  imageName: z.string(),
  quantity: z.number().int(),
  /** What the shopper pays for it (decimals): 0 for a gift, the redemption price otherwise. */
  price: z.number(),
  /** Its catalogue price (decimals), for the saving shown beside it. */
  listPrice: z.number(),
});

/**
 * An automatic promotion as the shopper reads it (figures in decimals; fields a type does not use are null or
 * empty): ProductDiscount pays `rate` percent on at most `unitLimit` units an order; SecondProductHalfPrice pays
 * `rate` percent for every `nth` unit; CashBack takes tiers' `off` at their threshold (`repeat`: for every
 * threshold reached, up to `maxBack`); GradientDiscount pays a tier's `rate` by quantity or amount (`tierBy`);
 * ProductRedemption offers `product` at its price over `requireAmount`; Gift adds `product` free over
 * `requireAmount`; Combo sells `comboItems` together for `comboPrice`. Money in decimals.
 */
export const promotionOut = z.object({
  id: z.number().int(),
  t: promotionKind,
  name: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** 1 = Monday … 7 = Sunday; empty = every day. */
  weekdays: z.array(z.number().int()),
  /** On the store's clock, "HH:MM"; empty = all day. */
  timeSlots: z.array(z.object({ from: z.string(), to: z.string() })),
  products: productSelectionOut,
  stackableWithCoupons: z.boolean(),
  newMembersOnly: z.boolean(),
  /** Member levels it is for; empty = everyone. */
  levelIds: z.array(z.number().int()),
  rate: z.number().int().nullable(),
  nth: z.number().int().nullable(),
  unitLimit: z.number().int().nullable(),
  tierBy: z.enum(['amount', 'quantity']).nullable(),
  tiers: z.array(promotionTierOut),
  repeat: z.boolean(),
  /** CashBack with repeat: the most it takes off (decimals), null for no cap. */
  maxBack: z.number().nullable(),
  requireAmount: z.number().nullable(),
  product: promotionProductOut.nullable(),
  /** Combo: the products of a set and how many units of each it takes ('' names: off the shelf now). */
  comboItems: z.array(
    z.object({
      productId: z.number().int(),
      quantity: z.number().int(),
      name: z.string(),
      imageName: z.string(),
    }),
  ),
  comboPrice: z.number().nullable(),
});
export type PromotionOut = z.infer<typeof promotionOut>;

/** The automatic promotions of the store (x-store-id header), SPEC §7. */
export const promotionEndpoints = {
  /**
   * The store's promotions running now or later (ended and past ones are left out), soonest ending first; `t`
   * keeps one type (the promotions page), `productId` those that cover a product (its detail page's badges).
   */
  loadPromotionDiscountList: endpoint({
    path: promotionPaths.loadPromotionDiscountList,
    access: 'public',
    request: z.strictObject({ t: promotionKind.optional(), productId: field.id.optional() }),
    result: z.object({ promotions: z.array(promotionOut), serverTime: z.string() }),
  }),
};
