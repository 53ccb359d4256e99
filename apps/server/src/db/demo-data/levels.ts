import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { members } from '../schema/account/member.ts';
import { customerCategories } from '../schema/level.ts';

type NewLevel = typeof customerCategories.$inferInsert;

/**
 * The demo chain's member levels (SPEC §3): Regular is where everyone starts; Silver comes with growth only; Gold
 * with growth or for ¥30; Black Gold only for ¥98, and lasts a year. Growth: 1 per whole yuan paid (chain.ts).
 * The benefit lines are the store's own; the level page adds the discount and the joining points from the figures,
 * and the member card the points per yuan from the store's point rule (chain.ts).
 */
export const demoLevels: NewLevel[] = [
  {
    code: 'regular',
    name: 'Regular',
    rank: 0,
    benefits: ['Member prices on weekly specials'],
  },
  {
    code: 'silver',
    name: 'Silver',
    rank: 10,
    growthThreshold: 500,
    discountPercent: 3,
    benefits: ['A free drink upgrade on your birthday'],
  },
  {
    code: 'gold',
    name: 'Gold',
    rank: 20,
    growthThreshold: 2000,
    upgradePrice: 3000,
    upgradeRewardPoints: 100,
    discountPercent: 5,
    benefits: ['Priority pickup at the counter', 'A free slice of cake on your birthday'],
  },
  {
    code: 'black_gold',
    name: 'Black Gold',
    rank: 30,
    upgradePrice: 9800,
    validDays: 365,
    upgradeRewardPoints: 300,
    discountPercent: 10,
    benefits: ['A free pastry every month', 'Early access to seasonal menus'],
  },
];

/**
 * Loads the levels once (the first run), puts the demo member (growth 2350) in Gold, and gives every member
 * whose points predate the points ledger their opening entry, so points always equal their entries' sum.
 */
export async function loadDemoLevels(tx: Tx, demoPhone: string, now: Date): Promise<void> {
  const [any] = await tx.select({ id: customerCategories.id }).from(customerCategories).limit(1);
  if (!any) await tx.insert(customerCategories).values(demoLevels);
  const [gold] = await tx
    .select({ id: customerCategories.id })
    .from(customerCategories)
    .where(eq(customerCategories.code, 'gold'));
  if (gold) {
    await tx
      .update(members)
      .set({ categoryId: gold.id })
      .where(and(eq(members.phone, demoPhone), isNull(members.categoryId)));
  }
  await tx.execute(sql`
    INSERT INTO points_entries (member_id, delta, points_after, reason, note, created_at)
    SELECT m.id, m.points, m.points, 'manual_edit', 'opening points', ${now.toISOString()}::timestamptz
    FROM members m
    WHERE m.points > 0 AND NOT EXISTS (SELECT 1 FROM points_entries p WHERE p.member_id = m.id)`);
}
