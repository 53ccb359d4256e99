import { z } from 'zod';
import { payPasswordText } from '../account/pay-password.ts';
import { orderStatus } from '../order.ts';
import { marketingPaths } from '../paths/index.ts';
import { endpoint, field } from '../wire/endpoint.ts';

/** A store's bargain activity as its list and page show it; texts in the reader's language, prices in decimals. */
export const bargainActivityOut = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** The catalogue product the bargain sells (its detail page), when the store linked one. */
  productId: z.number().int().nullable(),
  price: z.number(),
  floor: z.number(),
  /** How many friends' cuts take the price to the floor. */
  helpers: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** How long a member's bargain runs from its start (never past the activity's end). */
  lastsMinutes: z.number().int(),
});
export type BargainActivityOut = z.infer<typeof bargainActivityOut>;

/**
 * SPEC §4's bargain statuses on the wire: in_progress (friends may cut; the starter may buy at the price now),
 * success (the floor is reached; buy at the floor), ended (past its deadline unbought), bought (its order made).
 */
export const bargainStatus = z.enum(['in_progress', 'success', 'ended', 'bought']);
export type BargainStatus = z.infer<typeof bargainStatus>;

/** One friend's cut, newest first; the friend's name masked. */
export const bargainCutOut = z.object({
  helperName: z.string(),
  cut: z.number(),
  at: z.string(),
});

/** A member's bargain as the starter and the friends they share it with see it, with the price it stands at now. */
export const bargainOut = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The starter's name, masked (the share page says whose bargain a friend is cutting). */
  starterName: z.string(),
  price: z.number(),
  floor: z.number(),
  /** What the starter pays if they buy now: charged exactly this. */
  currentPrice: z.number(),
  helpers: z.number().int(),
  helpersDone: z.number().int(),
  status: bargainStatus,
  endsAt: z.string(),
  cuts: z.array(bargainCutOut),
  /** Whether the reader started it; whether the reader already cut it (false for a guest). */
  mine: z.boolean(),
  helpedByMe: z.boolean(),
  /** The order that bought it, once bought and only for its starter. */
  orderNo: z.string().nullable(),
  createdAt: z.string(),
});
export type BargainOut = z.infer<typeof bargainOut>;

/** A bargain bought: its order (kind 'bargain', paid by balance, completed; handed over on the order number). */
export const bargainOrderOut = z.object({
  orderNo: z.string(),
  status: orderStatus,
  amount: z.number(),
  bargainId: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
});
export type BargainOrderOut = z.infer<typeof bargainOrderOut>;

/** The bargain calls (SPEC §1 bargain, §2 its named link and my bargains, §4 statuses, §7 Bargain/LoadData). */
export const bargainEndpoints = {
  /** The bargain activities open now in this store (x-store-id). */
  bargainActivities: endpoint({
    path: marketingPaths.bargainActivities,
    access: 'public',
    request: z.strictObject({}),
    result: z.object({ activities: z.array(bargainActivityOut), serverTime: z.string() }),
  }),

  /**
   * An activity's page, guests included: with `bargain`, that bargain (the share link a friend opens); without,
   * the reader's own latest bargain of the activity, or null. BARGAIN_NOT_FOUND for none in this store.
   */
  bargainDetail: endpoint({
    path: marketingPaths.bargainDetail,
    access: 'public',
    request: z.strictObject({ id: field.id, bargain: field.id.optional() }),
    result: z.object({
      activity: bargainActivityOut,
      bargain: bargainOut.nullable(),
      serverTime: z.string(),
    }),
  }),

  /**
   * Starts the member's bargain at the activity's settings as they are now (a later edit never changes it); a
   * repeat while it runs answers the running one. Refusals: BARGAIN_NOT_FOUND, BARGAIN_NOT_STARTED, BARGAIN_ENDED,
   * BARGAIN_BOUGHT (one bought per member and activity).
   */
  bargainStart: endpoint({
    path: marketingPaths.bargainStart,
    access: 'member',
    request: z.strictObject({ id: field.id }),
    result: bargainOut,
  }),

  /**
   * A friend's cut, drawn on the server: once per friend, never the starter's own, never past the floor nor after
   * the deadline. Refusals: BARGAIN_NOT_FOUND, BARGAIN_OWN, BARGAIN_ALREADY_HELPED, BARGAIN_FLOOR_REACHED,
   * BARGAIN_ENDED, BARGAIN_BOUGHT.
   */
  bargainHelp: endpoint({
    path: marketingPaths.bargainHelp,
    access: 'member',
    request: z.strictObject({ bargain: field.id }),
    result: z.object({ cut: z.number(), bargain: bargainOut }),
  }),

  /**
   * The starter buys at the price now, paid from their balance (the order of kind 'bargain', completed at once).
   * `expectedPrice` is the price the page showed: a different price now is CART_CHANGED and nothing is charged.
   * Refusals: BARGAIN_NOT_FOUND, BARGAIN_ENDED, BARGAIN_BOUGHT, BALANCE_INSUFFICIENT, the payment password's. The
   * idempotency key makes a repeat answer the first order; reused for another purchase: IDEMPOTENCY_CONFLICT.
   */
  bargainBuy: endpoint({
    path: marketingPaths.bargainBuy,
    access: 'member',
    request: z.strictObject({
      bargain: field.id,
      idempotencyKey: field.idempotencyKey,
      payPassword: payPasswordText.optional(),
      expectedPrice: z.number().min(0).max(1_000_000),
    }),
    result: bargainOrderOut,
  }),

  /** The member's bargains (SPEC §2 my bargains), the newest first. */
  bargainMine: endpoint({
    path: marketingPaths.bargainMine,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ bargains: z.array(bargainOut), serverTime: z.string() }),
  }),
};
