import type { Promotion } from '@shop/domain';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock/clock.ts';

/**
 * The marketing area's answer to "which promotions does this store run now": published and not ended, the store's
 * own and the chain's, as domain Promotions (the engine checks their weekdays, time slots, levels and new-member
 * flag against the order). Cached by marketing and emptied on its staff writes: it is asked on every placefast.
 */
export type PromotionLookup = (
  deps: { db: Db; clock: Clock },
  storeId: number,
) => Promise<readonly Promotion[]>;

// Registered by the marketing area when it mounts, like delivery's zone lookup (delivery-terms.ts): checkout
// importing marketing would close a circle through the areas that number their orders with checkout's
// nextOrderNo. Without marketing mounted, a store runs no promotions.
let promotionsOf: PromotionLookup = async () => [];

/** Lets the marketing area answer checkout's promotions question (call once when its routes are registered). */
export function registerPromotionLookup(lookup: PromotionLookup): void {
  promotionsOf = lookup;
}

/** The promotions the store runs now, as the registered lookup answers. */
export function activePromotions(
  deps: { db: Db; clock: Clock },
  storeId: number,
): Promise<readonly Promotion[]> {
  return promotionsOf(deps, storeId);
}
