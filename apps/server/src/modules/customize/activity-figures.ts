import type { PageActivity, PageSection } from '@shop/contracts';
import type { CallContext } from '../../platform/http/endpoints.ts';
import { centreCount } from '../coupon/index.ts';
import { shelfCount } from '../pointsmall/index.ts';
import type { LocalizedSection } from './section-text.ts';

type Ctx = Pick<CallContext, 'db' | 'clock'>;
type Strip = Extract<LocalizedSection, { type: 'activityStrip' }>;

/**
 * The activities whose module offers a store-wide figure: how many coupons the centre lists, how many products
 * the points mall offers. The others (check-in, recharge, …) depend on the member, whom a cached page does not know.
 */
const figures: Partial<Record<PageActivity, (ctx: Ctx, storeId: number) => Promise<number>>> = {
  couponCenter: (ctx, storeId) => centreCount(ctx.db, storeId, ctx.clock.now()),
  pointsMall: (ctx, storeId) => shelfCount(ctx.db, storeId),
};

/** An activity strip with each activity's live figure (null where none is told). */
export async function withFigures(ctx: Ctx, storeId: number, strip: Strip): Promise<PageSection> {
  const items = await Promise.all(
    strip.items.map(async (item) => ({
      ...item,
      figure: (await figures[item.activity]?.(ctx, storeId)) ?? null,
    })),
  );
  return { ...strip, items };
}
