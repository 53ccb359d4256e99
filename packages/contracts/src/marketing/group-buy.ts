import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { orderStatus } from '../order.ts';
import { marketingPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';
import { orderNo } from '../wire/order-no.ts';

/** A store's group buy as its list and page show it; texts in the reader's language, prices in decimals. */
export const groupBuyActivityOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** The catalogue product the group buys (its detail page), when the store linked one. */
  productId: z.number().int().nullable(),
  price: z.number(),
  groupPrice: z.number(),
  /** N: the members a group needs, its leader included. */
  size: z.number().int(),
  /** The time a group has to fill, counted from its leader's payment. */
  limitMinutes: z.number().int(),
  /** A group short of N at its limit completes with the rest filled by the store (else everyone is refunded). */
  fillOnExpiry: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Ended by the store (SPEC §4 revoked): no new groups nor joins. */
  ended: z.boolean(),
});
export type GroupBuyActivityOut = z.infer<typeof groupBuyActivityOut>;

/** SPEC §4 group-buy statuses: awaiting group, grouped, ended (expired unfilled: refunded), revoked (by the store). */
export const groupStatus = z.enum(['awaiting_group', 'grouped', 'ended', 'revoked']);
export type GroupStatusOut = z.infer<typeof groupStatus>;

/** One group as its page and share link show it; the members' names masked, the leader first. */
export const groupOut = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  status: groupStatus,
  size: z.number().int(),
  joined: z.number().int(),
  placesLeft: z.number().int(),
  /** Places the store filled at the limit, shown as such (fillOnExpiry); 0 otherwise. */
  filledByStore: z.number().int(),
  leaderName: z.string(),
  members: z.array(z.object({ name: z.string(), leader: z.boolean() })),
  expiresAt: z.string(),
  formedAt: z.string().nullable(),
  /** Whether the reader holds a place in it (false for a guest). */
  joinedByMe: z.boolean(),
});
export type GroupOut = z.infer<typeof groupOut>;

/**
 * One group buy order, its order's status: unpaid (waiting for order/wxpay: needPay), pending (paid, awaiting the
 * group), accepted (the group formed: collect it at the counter on the order number), completed (collected),
 * refunded (the group ended unfilled or was revoked, or the place was gone when the payment landed: the money
 * went back), cancelled (unpaid and cancelled or timed out).
 */
export const groupBuyOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  needPay: z.boolean(),
  payMethod: z.number().int(),
  amount: z.number(),
  activityId: z.number().int(),
  name: z.string(),
  image: z.string(),
  leader: z.boolean(),
  /** The group, once the order has one (a leader's group opens when the leader pays). */
  group: groupOut.nullable(),
  autoCancelAt: z.string().nullable(),
  createdAt: z.string(),
});
export type GroupBuyOrderOut = z.infer<typeof groupBuyOrderOut>;

/** The group buy calls (SPEC §1 group buy, §2 its named link and my groups, §4 statuses, §7 GroupPurchase). */
export const groupBuyEndpoints = {
  /** The group buys open now in this store (x-store-id). */
  groupBuyActivities: endpoint({
    path: marketingPaths.groupBuyActivities,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({ activities: z.array(groupBuyActivityOut), serverTime: z.string() }),
  }),

  /**
   * A group buy's page, guests included: its groups open to join (awaiting, with places left, the soonest to
   * expire first); with `group`, that group (the leader's share link, mode 1). GROUP_BUY_NOT_FOUND for none here.
   */
  groupBuyDetail: endpoint({
    path: marketingPaths.groupBuyDetail,
    access: 'public',
    request: z.strictObject({ id: field.id, group: field.id.optional() }),
    result: z.object({
      activity: groupBuyActivityOut,
      openGroups: z.array(groupOut),
      group: groupOut.nullable(),
      serverTime: z.string(),
    }),
  }),

  /** The rules of a group buy, as figures the page words in the reader's language, and the store's own text. */
  groupBuyRules: endpoint({
    path: marketingPaths.groupBuyRules,
    access: 'public',
    request: z.strictObject({ id: field.id }),
    result: z.object({
      size: z.number().int(),
      limitMinutes: z.number().int(),
      fillOnExpiry: z.boolean(),
      description: z.string(),
    }),
  }),

  /**
   * Buys a place: without `group` the member opens a group as its leader (mode 0), with `group` they join it
   * (mode 1). By member balance (2) the place is taken at once; online (3, 4, 900+) the order waits unpaid and the
   * place is taken when the payment lands — a group full, expired or revoked by then refunds it. Refusals:
   * GROUP_BUY_NOT_FOUND, GROUP_BUY_NOT_STARTED, GROUP_BUY_ENDED, GROUP_FULL, GROUP_EXPIRED, GROUP_REVOKED,
   * GROUP_ALREADY_JOINED, BALANCE_INSUFFICIENT, CART_CHANGED (the price shown differs), PAY_METHOD_UNCONFIGURED,
   * the payment password's. The idempotency key makes a repeat answer the first order.
   */
  groupBuyBuy: endpoint({
    path: marketingPaths.groupBuyBuy,
    access: 'member',
    request: z.strictObject({
      id: field.id,
      group: field.id.optional(),
      payMethod: z.number().int().min(-2000).max(2000),
      idempotencyKey: field.idempotencyKey,
      payPassword: payPasswordText.optional(),
      expectedPrice: z.number().min(0).max(1_000_000),
    }),
    result: groupBuyOrderOut,
  }),

  /** One of the member's group buy orders with its group; ORDER_NOT_FOUND for another's or none. */
  groupBuyOrder: endpoint({
    path: marketingPaths.groupBuyOrder,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: groupBuyOrderOut,
  }),

  /** Cancels the member's unpaid group buy order (no place was taken); ORDER_STATE_CONFLICT once paid. */
  groupBuyCancel: endpoint({
    path: marketingPaths.groupBuyCancel,
    access: 'member',
    request: z.strictObject({ orderNo }),
    result: groupBuyOrderOut,
  }),

  /** The member's group buy orders (SPEC §2 my groups), the newest first. */
  groupBuyMine: endpoint({
    path: marketingPaths.groupBuyMine,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ orders: z.array(groupBuyOrderOut), serverTime: z.string() }),
  }),
};
