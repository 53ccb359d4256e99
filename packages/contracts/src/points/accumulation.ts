import { z } from 'zod';
import { giftItemSchema } from '../gift/items.ts';
import { accumulationPaths } from '../paths/index.ts';
import { endpoint } from '../wire/endpoint.ts';

/** A member's way toward a promotion's target, from their first counted purchase. */
export const accumulationProgressOut = z.object({
  points: z.number().int(),
  startedAt: z.string(),
  /** Purchases count until this instant. */
  deadline: z.string(),
  /** When the target was reached (the reward was delivered then); null until then. */
  reachedAt: z.string().nullable(),
});
export type AccumulationProgressOut = z.infer<typeof accumulationProgressOut>;

/**
 * A running accumulated-points promotion (SPEC §2 actions/accumulationPoints, §9): points earned by purchases
 * count toward targetPoints within windowDays of the member's first purchase in it; reaching it delivers the
 * reward (gift items: balance in minor units, points, coupons, goods) once. progress is null before a purchase.
 */
export const accumulationPromotionOut = z.object({
  id: z.number().int(),
  name: z.string(),
  targetPoints: z.number().int(),
  windowDays: z.number().int(),
  reward: z.array(giftItemSchema),
  endsAt: z.string(),
  progress: accumulationProgressOut.nullable(),
});
export type AccumulationPromotionOut = z.infer<typeof accumulationPromotionOut>;

/** The accumulated-points calls. */
export const accumulationEndpoints = {
  /** The chain's running promotions with the caller's progress in each. */
  load: endpoint({
    path: accumulationPaths.load,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({ promotions: z.array(accumulationPromotionOut) }),
  }),
};
