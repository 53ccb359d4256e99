// Daily check-in (SPEC §3 check-in settings, §4 the streak, §9 check-in rules): what a day of a streak earns.

const DAY_MS = 86_400_000;

/**
 * A store's check-in rule (SPEC §3): the first day of a streak earns firstDayPoints, each next day of the streak
 * dailyIncrement more, never above capPoints; every cycleDays-th day of a streak (day cycleDays, 2 × cycleDays, …)
 * earns cycleRewardPoints on top. cycleDays 0: no streak reward.
 */
export interface CheckinRule {
  firstDayPoints: number;
  dailyIncrement: number;
  capPoints: number;
  cycleDays: number;
  cycleRewardPoints: number;
}

/** What one check-in gives: the day's points, and the streak reward when the day closes a cycle. */
export interface CheckinDayPoints {
  points: number;
  /** The day closes a cycle of the streak (it also earns the gifts a cycle reward names). */
  cycleReached: boolean;
  cycleRewardPoints: number;
}

/** The day after a YYYY-MM-DD date, and the one before, on the calendar (no time zone: dates are the store's). */
export function addCalendarDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The streak day a check-in on `today` makes: one more than the last check-in's when that was yesterday, else 1
 * (SPEC §4: a break resets the streak to day one). A last check-in on today itself keeps its day (already signed).
 */
export function nextStreakDay(last: { day: string; streak: number } | null, today: string): number {
  if (!last) return 1;
  if (last.day === today) return last.streak;
  return last.day === addCalendarDays(today, -1) ? last.streak + 1 : 1;
}

/**
 * Points of the streak's `day` (1-based) under a rule: first + increment × (day − 1), capped, and the cycle reward
 * when the day is a whole number of cycles into the streak. The streak keeps counting after a cycle (only a break
 * restarts it), so the daily points stay at the cap and the reward comes back every cycle (decision 036).
 */
export function checkinDayPoints(rule: CheckinRule, day: number): CheckinDayPoints {
  const grown = rule.firstDayPoints + rule.dailyIncrement * Math.max(day - 1, 0);
  const points = Math.max(0, Math.min(grown, Math.max(rule.capPoints, rule.firstDayPoints)));
  const cycleReached = rule.cycleDays > 0 && day > 0 && day % rule.cycleDays === 0;
  return { points, cycleReached, cycleRewardPoints: cycleReached ? rule.cycleRewardPoints : 0 };
}

const ruleKeys = [
  'firstDayPoints',
  'dailyIncrement',
  'capPoints',
  'cycleDays',
  'cycleRewardPoints',
] as const satisfies ReadonlyArray<keyof CheckinRule>;

/** The rule's problems as field names, none when it can be saved (whole, not negative, cap not below the first day). */
export function checkinRuleProblems(rule: CheckinRule): Array<keyof CheckinRule> {
  const problems: Array<keyof CheckinRule> = [];
  for (const key of ruleKeys) {
    if (!Number.isSafeInteger(rule[key]) || rule[key] < 0) problems.push(key);
  }
  if (!problems.includes('capPoints') && rule.capPoints < rule.firstDayPoints) problems.push('capPoints');
  return problems;
}
