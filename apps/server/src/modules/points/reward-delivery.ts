import type { GiftItem } from '@shop/domain';
import type { DbOrTx, Tx } from '../../db/client.ts';

/** A reward of the points area's features delivered as gift items (balance, points, coupons, packages…). */
export interface RewardDelivery {
  memberId: number;
  storeId: number | null;
  items: GiftItem[];
  source: { kind: 'accumulation' | 'checkin' | 'new-member'; ref: string };
  reasons: { points: 'accumulation_reward' | 'checkin_reward' | 'new_member_reward' };
  at: Date;
}

/** What the gift area lends the points area: checking reward items when staff make them, and delivering them. */
export interface RewardGifts {
  /** Refuses items that could not be delivered (GIFT_ITEMS_INVALID). */
  check(db: DbOrTx, items: readonly GiftItem[]): Promise<void>;
  /** Delivers items once per (member, source), inside the caller's transaction. */
  deliver(tx: Tx, delivery: RewardDelivery): Promise<{ delivered: boolean }>;
}

let gifts: RewardGifts | null = null;

/**
 * The gift area's checkGiftItems and deliverGifts, registered by the gift module when the app mounts it: the gift
 * area moves points through this module, so points cannot import it back (DESIGN §2: the lower layer owns the
 * registry, as payment owns the payable kinds).
 */
export function registerRewardGifts(given: RewardGifts): void {
  gifts = given;
}

/** The registered gift area, or a plain error when the app was built without it. */
export function rewardGifts(): RewardGifts {
  if (!gifts) throw new Error('no reward gifts registered: the gift module is not mounted');
  return gifts;
}
