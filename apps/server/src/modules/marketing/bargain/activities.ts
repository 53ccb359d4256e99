import type { BargainActivityOut } from '@shop/contracts';
import { fromMinor, type Locale, translatedField } from '@shop/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bargainActivities } from '../../../db/schema/marketing/bargain.ts';
import { AppError } from '../../../platform/http/app-error.ts';

export type BargainActivityRow = typeof bargainActivities.$inferSelect;

/** The store's activities open to new bargains now: active and within their window, the soonest ending first. */
export function activitiesOnNow(db: DbOrTx, storeId: number, now: Date): Promise<BargainActivityRow[]> {
  return db
    .select()
    .from(bargainActivities)
    .where(
      and(
        eq(bargainActivities.storeId, storeId),
        eq(bargainActivities.status, 'active'),
        lte(bargainActivities.startsAt, now),
        gt(bargainActivities.endsAt, now),
      ),
    )
    .orderBy(asc(bargainActivities.endsAt), asc(bargainActivities.id));
}

/** An activity of this store; BARGAIN_NOT_FOUND for none or another store's. */
export async function requireActivity(db: DbOrTx, storeId: number, id: number): Promise<BargainActivityRow> {
  const [row] = await db
    .select()
    .from(bargainActivities)
    .where(and(eq(bargainActivities.id, id), eq(bargainActivities.storeId, storeId)));
  if (!row) throw new AppError('BARGAIN_NOT_FOUND');
  return row;
}

/** Why no bargain may start now: before the window, or after it (by date or ended by the store). */
export function startRefusal(
  a: BargainActivityRow,
  now: Date,
): 'BARGAIN_NOT_STARTED' | 'BARGAIN_ENDED' | null {
  if (a.status === 'ended' || now >= a.endsAt) return 'BARGAIN_ENDED';
  if (now < a.startsAt) return 'BARGAIN_NOT_STARTED';
  return null;
}

/** The activity in the reader's language, its money in decimals. */
export function activityOut(a: BargainActivityRow, locale: Locale): BargainActivityOut {
  return {
    id: a.id,
    name: translatedField(a.name, a.translations, 'name', locale),
    description: translatedField(a.description, a.translations, 'description', locale),
    image: a.image,
    productId: a.productId,
    price: fromMinor(a.price),
    floor: fromMinor(a.floor),
    helpers: a.helpers,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    lastsMinutes: a.lastsMinutes,
  };
}
