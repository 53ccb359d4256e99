import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { couponRuleSchema, couponValiditySchema, ruleNamesOut } from '../coupon/index.ts';
import { orderStatus } from '../order.ts';
import { pointsmallPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';

/**
 * Why a member cannot exchange a product now (SPEC §8 points: insufficient points, item sold out), each an error
 * code of the catalogue: the mall shows it greyed with this reason, Exchange refuses with it.
 */
export const pointsmallRefusal = z.enum([
  'NOT_LOGGED_IN',
  'POINTSMALL_ENDED',
  'POINTSMALL_LEVEL_INSUFFICIENT',
  'POINTSMALL_LIMIT',
  'POINTSMALL_SOLD_OUT',
  'POINTSMALL_INSUFFICIENT_POINTS',
]);

/** What a points product is: goods picked up at the store, coupons, or a gift package. */
export const pointsProductKind = z.enum(['goods', 'coupon', 'package']);
export type PointsProductKindOut = z.infer<typeof pointsProductKind>;

/** The mall's views (SPEC §2 named links pointsMall?type=justpoint | price | coupons [&price=1]). */
export const mallView = z.enum(['all', 'justpoint', 'price', 'coupons', 'couponsPrice']);

/** One way to pay for a product (SPEC §3 productRules): points alone (price 0) or points + money (decimals). */
export const pointsRuleOut = z.object({ points: z.number().int(), price: z.number() });

/**
 * A points product as the mall and its detail pages show it (SPEC §2 pointsMall, details, couponDetail,
 * giftPackageDetails), texts in the reader's language. rulePoints / rulePrices are the min~max of its rules (SPEC
 * §3). exchanged is the caller's count (0 for a guest); canExchange is false with the reason when the caller cannot
 * exchange one now by its cheapest rule in points.
 */
export const pointsProductOut = z.object({
  id: z.number().int(),
  kind: pointsProductKind,
  name: z.string(),
  description: z.string(),
  imageName: z.string(),
  categoryId: z.number().int().nullable(),
  rules: z.array(pointsRuleOut),
  rulePoints: z.object({ min: z.number().int(), max: z.number().int() }),
  rulePrices: z.object({ min: z.number(), max: z.number() }),
  stock: z.number().int(),
  perPersonLimit: z.number().int().nullable(),
  exchanged: z.number().int(),
  /** Levels that may exchange it (ids) and their names; empty = every level. */
  levelIds: z.array(z.number().int()),
  levelNames: z.array(z.string()),
  /** A coupon product's coupon: what each of couponCount coupons does and how long it is valid. */
  coupon: z
    .object({
      name: z.string(),
      rule: couponRuleSchema,
      names: ruleNamesOut,
      validity: couponValiditySchema,
      count: z.number().int(),
    })
    .nullable(),
  canExchange: z.boolean(),
  reason: pointsmallRefusal.nullable(),
});
export type PointsProductOut = z.infer<typeof pointsProductOut>;

/** Where a delivered exchange goes, as the order kept it (the member's address copied when it was placed). */
export const pointsDeliveryOut = z.object({
  receiver: z.string(),
  phone: z.string(),
  addr: z.string(),
  /** The zone's delivery fee paid in money with the exchange (decimals). */
  freight: z.number(),
});

/**
 * An exchange (an order of kind 'points'). unpaid: its money part waits for order/wxpay (needPay); nothing is taken
 * until it is paid. pending: goods waiting to be picked up (by the order number). completed: coupons issued (couponIds) or
 * goods picked up or received. Delivered goods go through the delivery states once the store accepts them
 * (accepted, delivering, delivered: order/ExpressInfo, order/ConfirmReceive). cancelled / refunded: cancelled (CancelExchange, the unpaid limit) with the points, stock and any
 * money given back.
 */
export const pointsOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  productId: z.number().int(),
  kind: pointsProductKind,
  name: z.string(),
  imageName: z.string(),
  quantity: z.number().int(),
  /** The points taken (or to be taken when paid). */
  points: z.number().int(),
  /** The money paid (decimals): the rule's money part and any freight. */
  amount: z.number(),
  /** Goods are picked up at the store ('pickup') or brought to an address ('delivery', decision 044). */
  mode: z.enum(['pickup', 'delivery']),
  /** A delivered exchange's address and freight; null when picked up (or not goods). */
  delivery: pointsDeliveryOut.nullable(),
  /** The store the goods are picked up at (the order number is shown at its counter). */
  storeName: z.string(),
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  refundedAmount: z.number(),
  /** The coupons the exchange issued (their ids in My coupons). */
  couponIds: z.array(z.number().int()),
  /** Whether CancelExchange would give it back now (unpaid, or goods not yet picked up). */
  canCancel: z.boolean(),
});
export type PointsOrderOut = z.infer<typeof pointsOrderOut>;

const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey: 16–64 of A-Z a-z 0-9 _ -');
const paging = { pageIndex: field.page.optional(), pageSize: field.pageSize.optional() };

/** The points mall calls (SPEC §2 pointsMall pages, §5 points exchange, §7 Integrals/CancelExchange, §8 points). */
export const pointsmallEndpoints = {
  /**
   * The mall of the store (x-store-id; its own products and the chain's): its categories, one page of active
   * products in the view and category asked, and the caller's points (null for a guest).
   */
  loadProducts: endpoint({
    path: pointsmallPaths.loadProducts,
    access: 'public',
    request: z.strictObject({ view: mallView.optional(), categoryId: field.id.optional(), ...paging }),
    result: z.object({
      categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
      products: z.array(pointsProductOut),
      total: z.number().int(),
      points: z.number().int().nullable(),
    }),
  }),

  /** One product, active or ended (details, couponDetail, giftPackageDetails); POINTSMALL_NOT_FOUND for none. */
  details: endpoint({
    path: pointsmallPaths.details,
    access: 'public',
    request: z.strictObject({ id: field.id }),
    result: z.object({ product: pointsProductOut, points: z.number().int().nullable() }),
  }),

  /**
   * Exchanges `quantity` units by the product's rule `ruleIndex` (checkout). Points only: payMethod -1, done at
   * once. Points + money: by balance (2) at once, or online (the order waits unpaid for order/wxpay; the points are
   * taken when it is paid). Refusals: the pointsmallRefusal codes, POINTSMALL_NOT_FOUND, POINTSMALL_EXCHANGE_FAILED
   * (a rule index the product has not, or a pay method for a rule without money), CART_CHANGED (expectedPoints
   * differs), BALANCE_INSUFFICIENT, PAY_METHOD_UNCONFIGURED, the payment password's. A repeat of the idempotency key
   * answers the first order (IDEMPOTENCY_CONFLICT when the request differs).
   */
  exchange: endpoint({
    path: pointsmallPaths.exchange,
    access: 'member',
    request: z.strictObject({
      productId: field.id,
      ruleIndex: z.number().int().min(0).max(20),
      quantity: z.number().int().min(1).max(99).optional(),
      payMethod: z.number().int().min(-2000).max(2000),
      idempotencyKey,
      payPassword: payPasswordText.optional(),
      /**
       * Goods brought to one of the member's addresses instead of picked up (decision 044): the zone's fee is
       * added to the money part. Refusals: POINTSMALL_EXCHANGE_FAILED (not goods), ORDER_MODE_UNAVAILABLE,
       * ADDRESS_NOT_FOUND, DELIVERY_OUT_OF_RANGE.
       */
      delivery: z.strictObject({ addressId: field.id }).optional(),
      /** The points of one unit the page showed: a changed rule refuses with CART_CHANGED. */
      expectedPoints: z.number().int().min(0).optional(),
    }),
    result: pointsOrderOut,
  }),

  /** The member's exchanges, newest first (pointsMall/history/orders). */
  orders: endpoint({
    path: pointsmallPaths.orders,
    access: 'member',
    request: z.strictObject(paging),
    result: z.object({ orders: z.array(pointsOrderOut), total: z.number().int() }),
  }),

  /** One exchange (history/orderDetails, receipt); another member's or none: ORDER_NOT_FOUND. */
  orderDetails: endpoint({
    path: pointsmallPaths.orderDetails,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: pointsOrderOut,
  }),

  /**
   * Cancels an exchange (SPEC §7 Integrals/CancelExchange): an unpaid one, or goods not yet picked up (or, delivered,
   * not yet accepted by the store). The points,
   * the stock, the member's count and any money paid come back once; a repeat answers the cancelled order.
   * ORDER_CANCEL_FAILED once delivered (coupons issued, goods picked up), ORDER_NOT_FOUND for another's.
   */
  cancelExchange: endpoint({
    path: pointsmallPaths.cancelExchange,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: pointsOrderOut,
  }),
};
