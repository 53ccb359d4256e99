import { memberAssetKinds } from '@shop/contracts';
import { eq, sql } from 'drizzle-orm';
import { giftEntitlements } from '../../db/schema/gift.ts';
import type { MemberAssetProvider } from '../../platform/member-assets/member-assets.ts';

/**
 * The gift items the member was given and the store has not yet honoured (goods and services at the counter):
 * every unit still to come. Coupons, balance and points a gift gave are already counted by their own areas.
 */
export const giftItemsAsset: MemberAssetProvider = {
  kind: memberAssetKinds.giftItems,
  async read(db, memberId) {
    const [row] = await db
      .select({
        left: sql<number>`coalesce(sum(${giftEntitlements.quantity} - ${giftEntitlements.honoured}), 0)::int`,
      })
      .from(giftEntitlements)
      .where(eq(giftEntitlements.memberId, memberId));
    return { kind: memberAssetKinds.giftItems, unit: 'count', amount: row?.left ?? 0, name: '赠品' };
  },
};
