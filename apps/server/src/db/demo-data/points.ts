import type { Tx } from '../client.ts';
import { checkinRules } from '../schema/points.ts';

/**
 * The chain's daily check-in (SPEC §3 check-in settings): 5 points on the first day, 2 more each day in a row up
 * to 15 a day, and 30 more on every 7th day in a row. Written once; staff change it with `npm run staff -- checkin`.
 */
export async function ensureDemoCheckin(tx: Tx, headquartersId: number, now: Date): Promise<void> {
  await tx
    .insert(checkinRules)
    .values({
      storeId: headquartersId,
      firstDayPoints: 5,
      dailyIncrement: 2,
      capPoints: 15,
      cycleDays: 7,
      cycleRewardPoints: 30,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: checkinRules.storeId });
}
