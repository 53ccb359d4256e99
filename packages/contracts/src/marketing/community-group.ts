import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { orderStatus } from '../order.ts';
import { marketingPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';

/** SPEC §4's countdown phases of a community group: before it takes orders, taking them, past its deadline. */
export const communityPhase = z.enum(['upcoming', 'open', 'closed']);

/** A community leader's pickup point, its text in the reader's language. */
export const communityPointOut = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  /** When the leader is there to hand goods over (free text); empty when the store gave none. */
  hours: z.string(),
});
export type CommunityPointOut = z.infer<typeof communityPointOut>;

/** An item of a group at its group price (decimals), what is left, and the units one member may take in all. */
export const communityItemOut = z.object({
  id: z.number().int(),
  /** The catalogue product sold (its detail page), when the store linked one. */
  productId: z.number().int().nullable(),
  name: z.string(),
  image: z.string(),
  price: z.number(),
  groupPrice: z.number(),
  stock: z.number().int(),
  /** Units left now (held by unpaid orders until they are paid or given back). */
  remaining: z.number().int(),
  perMemberLimit: z.number().int().nullable(),
});
export type CommunityItemOut = z.infer<typeof communityItemOut>;

/** A community group as its list and page show it: its windows, minimum, items and the points to pick up at. */
export const communityGroupOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  startsAt: z.string(),
  /** The order deadline. */
  endsAt: z.string(),
  pickupFrom: z.string(),
  pickupUntil: z.string(),
  /** The least one order may come to (decimals); null for none. */
  minAmount: z.number().nullable(),
  phase: communityPhase,
  items: z.array(communityItemOut),
  points: z.array(communityPointOut),
});
export type CommunityGroupOut = z.infer<typeof communityGroupOut>;

/**
 * One community order: unpaid (waiting for order/wxpay: needPay; its units held until its time limit), pending
 * (paid: pick it up at the chosen point in the pickup window), completed (handed over), cancelled (its units went
 * back), refunded.
 */
export const communityOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  amount: z.number(),
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
  groupId: z.number().int(),
  name: z.string(),
  image: z.string(),
  point: communityPointOut,
  pickupFrom: z.string(),
  pickupUntil: z.string(),
  lines: z.array(
    z.object({ itemId: z.number().int(), name: z.string(), quantity: z.number().int(), price: z.number() }),
  ),
});
export type CommunityOrderOut = z.infer<typeof communityOrderOut>;

/** The community group purchase calls (SPEC §1, §2 its named link 'community group purchase'). */
export const communityGroupEndpoints = {
  /** The groups of this store (x-store-id) not past their deadline: open ones first, then the upcoming. */
  communityGroups: endpoint({
    path: marketingPaths.communityGroups,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({ groups: z.array(communityGroupOut), serverTime: z.string() }),
  }),

  /** A group's page, guests included; for a member the units they hold of each item and the most they may add. */
  communityGroupDetail: endpoint({
    path: marketingPaths.communityGroupDetail,
    access: 'public',
    request: z.strictObject({ id: field.id }),
    result: z.object({
      group: communityGroupOut,
      /** Per item, in the group's order; null for a guest. */
      mine: z
        .array(
          z.object({ itemId: z.number().int(), bought: z.number().int(), maxQuantity: z.number().int() }),
        )
        .nullable(),
      serverTime: z.string(),
    }),
  }),

  /**
   * Orders items of a group to pick up at one of its points, at their group prices: the stock and the member's
   * limits are taken when the order is placed, by conditional updates, so no item oversells however many order at
   * once. By member balance (2) it is paid at once; online (3, 4, 900+) the units are held for the unpaid order's
   * time limit and go back when it is cancelled or times out (a payment arriving after that is refunded).
   * Refusals: COMMUNITY_GROUP_NOT_FOUND, COMMUNITY_GROUP_NOT_STARTED, COMMUNITY_GROUP_CLOSED (past the deadline),
   * COMMUNITY_POINT_NOT_FOUND, COMMUNITY_ITEM_NOT_FOUND, COMMUNITY_MEMBER_LIMIT, COMMUNITY_BELOW_MINIMUM,
   * COMMUNITY_SOLD_OUT, BALANCE_INSUFFICIENT, CART_CHANGED (the amount shown differs), PAY_METHOD_UNCONFIGURED,
   * the payment password's.
   */
  communityGroupBuy: endpoint({
    path: marketingPaths.communityGroupBuy,
    access: 'member',
    request: z.strictObject({
      id: field.id,
      pointId: field.id,
      items: z
        .array(z.strictObject({ itemId: field.id, quantity: z.number().int().min(1).max(99) }))
        .min(1)
        .max(30)
        .refine((lines) => new Set(lines.map((l) => l.itemId)).size === lines.length, {
          message: 'items: each item once',
        }),
      payMethod: z.number().int().min(-2000).max(2000),
      idempotencyKey: field.idempotencyKey,
      payPassword: payPasswordText.optional(),
      /** The order's amount (decimals) the page showed. */
      expectedAmount: z.number().min(0).max(1_000_000),
    }),
    result: communityOrderOut,
  }),

  /** One of the member's community orders; ORDER_NOT_FOUND for another's or none. */
  communityGroupOrder: endpoint({
    path: marketingPaths.communityGroupOrder,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: communityOrderOut,
  }),

  /** Cancels the member's unpaid community order, its units back on sale; ORDER_STATE_CONFLICT once paid. */
  communityGroupCancel: endpoint({
    path: marketingPaths.communityGroupCancel,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: communityOrderOut,
  }),

  /** The member's community orders, the newest first. */
  communityGroupMine: endpoint({
    path: marketingPaths.communityGroupMine,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ orders: z.array(communityOrderOut) }),
  }),
};
