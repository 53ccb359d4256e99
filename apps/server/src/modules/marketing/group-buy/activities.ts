import type { GroupBuyActivityOut } from '@shop/contracts';
import { fromMinor, type Locale, translatedField } from '@shop/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { groupBuyActivities } from '../../../db/schema/marketing/group-buy.ts';
import { AppError } from '../../../platform/http/app-error.ts';

export type GroupBuyActivityRow = typeof groupBuyActivities.$inferSelect;

const MINUTE = 60_000;

/** The time a group of this activity has to fill. */
export const limitMsOf = (a: GroupBuyActivityRow) => a.limitMinutes * MINUTE;

/** The store's group buys open now: active and within their window, the soonest ending first. */
export function activitiesOnNow(db: DbOrTx, storeId: number, now: Date): Promise<GroupBuyActivityRow[]> {
  return db
    .select()
    .from(groupBuyActivities)
    .where(
      and(
        eq(groupBuyActivities.storeId, storeId),
        eq(groupBuyActivities.status, 'active'),
        lte(groupBuyActivities.startsAt, now),
        gt(groupBuyActivities.endsAt, now),
      ),
    )
    .orderBy(asc(groupBuyActivities.endsAt), asc(groupBuyActivities.id));
}

/** A group buy of this store; GROUP_BUY_NOT_FOUND for none or another store's. */
export async function requireActivity(db: DbOrTx, storeId: number, id: number): Promise<GroupBuyActivityRow> {
  const [row] = await db
    .select()
    .from(groupBuyActivities)
    .where(and(eq(groupBuyActivities.id, id), eq(groupBuyActivities.storeId, storeId)));
  if (!row) throw new AppError('GROUP_BUY_NOT_FOUND');
  return row;
}

/** Why no group may be opened now: before the window, or after it (by date or ended by the store). */
export function openRefusal(a: GroupBuyActivityRow, at: Date) {
  if (a.status === 'ended' || at >= a.endsAt) return 'GROUP_BUY_ENDED' as const;
  if (at < a.startsAt) return 'GROUP_BUY_NOT_STARTED' as const;
  return null;
}

/** The activity in the reader's language, its money in decimals. */
export function activityOut(a: GroupBuyActivityRow, locale: Locale): GroupBuyActivityOut {
  return {
    id: a.id,
    name: translatedField(a.name, a.translations, 'name', locale),
    description: translatedField(a.description, a.translations, 'description', locale),
    image: a.image,
    productId: a.productId,
    price: fromMinor(a.price),
    groupPrice: fromMinor(a.groupPrice),
    size: a.size,
    limitMinutes: a.limitMinutes,
    fillOnExpiry: a.fillOnExpiry,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    ended: a.status === 'ended',
  };
}
