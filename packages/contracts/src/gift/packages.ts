import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { orderStatus } from '../order.ts';
import { giftPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';

/**
 * What gift items come to once nested packages are opened (the domain's GiftPlan), for the reader: balance in
 * decimals, points, coupons with their template's name, and the goods and services the store honours (gift types
 * 3, 8 named, 4, 7 described), names in the reader's language.
 */
export const giftPlanOut = z.object({
  balance: z.number(),
  points: z.number().int(),
  coupons: z.array(z.object({ templateId: z.number().int(), name: z.string(), count: z.number().int() })),
  entitlements: z.array(
    z.object({
      giftType: z.union([z.literal(3), z.literal(8), z.literal(4), z.literal(7)]),
      name: z.string(),
      quantity: z.number().int(),
    }),
  ),
});
export type GiftPlanOut = z.infer<typeof giftPlanOut>;

/** Why a member cannot buy a package now, each an error code of the catalogue; shown greyed with the reason. */
export const giftBuyRefusal = z.enum([
  'NOT_LOGGED_IN',
  'GIFT_PACKAGE_ENDED',
  'GIFT_PACKAGE_SOLD_OUT',
  'GIFT_PACKAGE_BUY_LIMIT',
  'GIFT_PACKAGE_LEVEL_INSUFFICIENT',
]);
export type GiftBuyRefusal = z.infer<typeof giftBuyRefusal>;

/**
 * A gift package as actions/giftPackage and coupons/buyGiftDetails show it: its price in money (decimals) and/or
 * points (both 0: free), what it gives, stock (null: unlimited), the per-member limit (null: none) and the caller's
 * count, and whether the caller can buy it now (refusal when not).
 */
export const giftPackageOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  points: z.number().int(),
  plan: giftPlanOut,
  total: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  buyLimit: z.number().int().nullable(),
  bought: z.number().int(),
  /** Levels that may buy it (their ids); empty = every level. */
  levelIds: z.array(z.number().int()),
  refusal: giftBuyRefusal.nullable(),
});
export type GiftPackageOut = z.infer<typeof giftPackageOut>;

/** A goods or service gift the member holds, and how much of it the store has honoured. */
export const giftEntitlementOut = z.object({
  id: z.number().int(),
  giftType: z.union([z.literal(3), z.literal(8), z.literal(4), z.literal(7)]),
  name: z.string(),
  quantity: z.number().int(),
  honoured: z.number().int(),
});

/** Where a delivery of gifts came from (the gift area's sources). */
export const giftSourceKind = z.enum([
  'topup',
  'giftpack',
  'points-exchange',
  'new-member',
  'accumulation',
  'checkin',
  'staff',
  'invite',
]);

/** One delivery the member received: from where (an order number for a package bought), what, when. */
export const giftDeliveryOut = z.object({
  id: z.number().int(),
  source: giftSourceKind,
  /** The order number when the source is an order (a package bought, a top-up, a points exchange); else null. */
  orderNo: z.string().nullable(),
  /** The package's name for a package bought; else null. */
  packageName: z.string().nullable(),
  plan: giftPlanOut,
  entitlements: z.array(giftEntitlementOut),
  deliveredAt: z.string(),
});
export type GiftDeliveryOut = z.infer<typeof giftDeliveryOut>;

/**
 * What GiftPackage/Buy answers: the package order. completed: paid and delivered (delivery says what arrived).
 * unpaid: an online method was chosen, the client pays it with order/wxpay (needPay); the package is delivered once
 * paid. cancelled / refunded: timed out unpaid, or its money went back (sold out or the limit reached meanwhile).
 */
export const giftOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  /** Decimals. */
  amount: z.number(),
  points: z.number().int(),
  packageId: z.number().int(),
  name: z.string(),
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAmount: z.number(),
  delivery: giftDeliveryOut.nullable(),
});
export type GiftOrderOut = z.infer<typeof giftOrderOut>;

const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'idempotencyKey: 16–64 of A-Z a-z 0-9 _ -');
const paging = { pageIndex: field.page.optional(), pageSize: field.pageSize.optional() };

/** The gift package calls (SPEC §2 actions/giftPackage, coupons/buyGiftDetails). The store is the x-store-id header. */
export const giftEndpoints = {
  /** Packages on sale in this store (its own and the chain's), by the store's order, with the caller's state. */
  packages: endpoint({
    path: giftPaths.packages,
    access: 'public',
    request: z.strictObject(paging),
    result: z.object({ packages: z.array(giftPackageOut), total: z.number().int() }),
  }),

  /** One package on sale (buyGiftDetails); GIFT_PACKAGE_NOT_FOUND for none (or not sold in this store). */
  detail: endpoint({
    path: giftPaths.detail,
    access: 'public',
    request: z.strictObject({ id: field.id }),
    result: giftPackageOut,
  }),

  /**
   * Buys a package (an order of kind 'giftpack'): its points taken and the money paid by member balance (2) at
   * once, or online (3, 4, 900+: the order waits unpaid for order/wxpay; points are taken and the package delivered
   * when it is paid). A package without a money price needs no payMethod. Refusals: the giftBuyRefusal codes,
   * GIFT_PACKAGE_NOT_FOUND, POINTS_INSUFFICIENT, BALANCE_INSUFFICIENT, CART_CHANGED (the price shown differs),
   * PAY_METHOD_UNCONFIGURED, the payment password's. A repeat of the idempotency key answers the first order.
   */
  buy: endpoint({
    path: giftPaths.buy,
    access: 'member',
    request: z.strictObject({
      id: field.id,
      payMethod: z.number().int().min(-2000).max(2000).optional(),
      idempotencyKey,
      payPassword: payPasswordText.optional(),
      /** The price (decimals) and points the page showed: a change refuses with CART_CHANGED. */
      expectedPrice: z.number().min(0).max(1_000_000).optional(),
      expectedPoints: z.number().int().min(0).max(100_000_000).optional(),
    }),
    result: giftOrderOut,
  }),

  /** One of the member's package orders (the pay result); ORDER_NOT_FOUND for another's or none. */
  order: endpoint({
    path: giftPaths.order,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: giftOrderOut,
  }),

  /** What the member received, newest first: every delivery of gifts, whatever its source. */
  received: endpoint({
    path: giftPaths.received,
    access: 'member',
    request: z.strictObject(paging),
    result: z.object({ deliveries: z.array(giftDeliveryOut), total: z.number().int() }),
  }),
};
