import { memberAssetKinds } from '@shop/contracts';
import { fromMinor } from '@shop/domain';
import { and, eq, sql } from 'drizzle-orm';
import { memberCoupons } from '../../db/schema/coupon.ts';
import type { MemberAssetProvider } from '../../platform/member-assets/member-assets.ts';
import { tabSql } from './held-coupons.ts';

/**
 * The coupons the member still holds (the usable tab of My coupons: valid and not expired, not yet effective, or
 * held by an unpaid order) and the face value of the cash ones among them; the other kinds have none.
 */
export const couponsAsset: MemberAssetProvider = {
  kind: memberAssetKinds.coupons,
  async read(db, memberId, now) {
    const [row] = await db
      .select({
        held: sql<number>`count(*)::int`,
        cash: sql<string | null>`sum((${memberCoupons.rule}->>'backAmount')::bigint)
          FILTER (WHERE ${memberCoupons.rule}->>'kind' = 'cash')`,
      })
      .from(memberCoupons)
      .where(and(eq(memberCoupons.memberId, memberId), tabSql('usable', now.toISOString())));
    const cash = row?.cash;
    return {
      kind: memberAssetKinds.coupons,
      unit: 'count',
      amount: row?.held ?? 0,
      name: '优惠券',
      ...(cash === null || cash === undefined ? {} : { value: fromMinor(Number(cash)) }),
    };
  },
};
