import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { accumulationPromotions, checkinRules } from '../schema/points.ts';
import { demoTranslations } from './demo-translations.ts';

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

const CHALLENGE = 'Collect 300 points in 30 days';

/**
 * The chain's points challenge (SPEC §2 actions/accumulationPoints): 300 points from purchases within 30 days of
 * the first one earn 100 more; it runs for a year from the first start. Written once.
 */
export async function ensureDemoAccumulation(tx: Tx, headquartersId: number, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ id: accumulationPromotions.id })
    .from(accumulationPromotions)
    .where(eq(accumulationPromotions.name, CHALLENGE));
  if (existing) return;
  await tx.insert(accumulationPromotions).values({
    storeId: headquartersId,
    name: CHALLENGE,
    translations: demoTranslations({ name: CHALLENGE }),
    targetPoints: 300,
    windowDays: 30,
    reward: [{ giftType: 1, quantity: 100 }],
    startsAt: now,
    endsAt: new Date(now.getTime() + 365 * 86_400_000),
    createdAt: now,
  });
}
