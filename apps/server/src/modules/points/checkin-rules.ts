import type { CheckinRule } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { checkinRules } from '../../db/schema/points.ts';

export type CheckinRuleRow = typeof checkinRules.$inferSelect;

/** The rule part of a row, as domain's checkin functions take it. */
export function ruleOf(row: CheckinRuleRow): CheckinRule {
  return {
    firstDayPoints: row.firstDayPoints,
    dailyIncrement: row.dailyIncrement,
    capPoints: row.capPoints,
    cycleDays: row.cycleDays,
    cycleRewardPoints: row.cycleRewardPoints,
  };
}

/** The headquarters' check-in rule when it has one and it is on; null otherwise (no check-in then). */
export async function activeCheckinRule(db: DbOrTx, headquartersId: number): Promise<CheckinRule | null> {
  const [row] = await db.select().from(checkinRules).where(eq(checkinRules.storeId, headquartersId));
  return row?.enabled ? ruleOf(row) : null;
}

/** Writes (or replaces) a headquarters' check-in rule; `enabled: false` turns check-in off and keeps the rule. */
export async function saveCheckinRule(
  db: DbOrTx,
  headquartersId: number,
  rule: CheckinRule & { enabled: boolean },
  at: Date,
): Promise<CheckinRuleRow> {
  const values = { ...rule, storeId: headquartersId, updatedAt: at };
  const [row] = await db
    .insert(checkinRules)
    .values(values)
    .onConflictDoUpdate({ target: checkinRules.storeId, set: values })
    .returning();
  return row!;
}
