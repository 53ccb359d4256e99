import { z } from 'zod';
import { checkinPaths } from '../paths/index.ts';
import { endpoint } from '../wire/endpoint.ts';

/** The store's check-in rule as the page explains it (SPEC §3 check-in settings). */
export const checkinRuleOut = z.object({
  firstDayPoints: z.number().int(),
  dailyIncrement: z.number().int(),
  capPoints: z.number().int(),
  /** Every cycleDays-th day of a streak earns cycleRewardPoints more; 0: no streak reward. */
  cycleDays: z.number().int(),
  cycleRewardPoints: z.number().int(),
});
export type CheckinRuleOut = z.infer<typeof checkinRuleOut>;

/** One signed day of the calendar. */
export const checkinDayOut = z.object({
  day: z.iso.date(),
  points: z.number().int(),
  rewardPoints: z.number().int(),
});
export type CheckinDayOut = z.infer<typeof checkinDayOut>;

/**
 * The check-in page (SPEC §2 actions/checkin): the rule, today on the store's calendar, the streak as it stands
 * (today's check-in counted once made), what checking in today and tomorrow earn, and the month's signed days.
 */
export const checkinStateOut = z.object({
  /** False when the store has no check-in (the page says so; SignIn answers FEATURE_DISABLED). */
  enabled: z.boolean(),
  rule: checkinRuleOut.nullable(),
  today: z.iso.date(),
  signedToday: z.boolean(),
  /** Days in a row up to today (or up to yesterday while today is not signed yet); 0 after a break. */
  streak: z.number().int(),
  /** What today's check-in earns (or earned), streak reward included. */
  todayPoints: z.number().int(),
  /** What tomorrow's earns if the streak holds (today's made), streak reward included. */
  tomorrowPoints: z.number().int(),
  /** Check-ins still needed, today's included while unsigned, to the next streak reward; null without one. */
  daysToReward: z.number().int().nullable(),
  /** The month shown, YYYY-MM, and its signed days. */
  month: z.string(),
  days: z.array(checkinDayOut),
  /** The member's points now. */
  points: z.number().int(),
});
export type CheckinStateOut = z.infer<typeof checkinStateOut>;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month: YYYY-MM');

/** The daily check-in calls (SPEC §2 actions/checkin, §4 the streak, §9). */
export const checkinEndpoints = {
  /** The page's state; a month other than the current one (YYYY-MM) shows its signed days. */
  load: endpoint({
    path: checkinPaths.load,
    access: 'member',
    request: z.strictObject({ month: month.optional() }),
    result: checkinStateOut,
  }),

  /**
   * Checks in for today (store calendar): the day's points and, on a full cycle of the streak, its reward. Once a
   * day: CHECKIN_ALREADY_SIGNED; FEATURE_DISABLED when the store has no check-in.
   */
  signIn: endpoint({
    path: checkinPaths.signIn,
    access: 'member',
    request: z.strictObject({}),
    result: z.object({
      day: z.iso.date(),
      streak: z.number().int(),
      points: z.number().int(),
      rewardPoints: z.number().int(),
      /** The member's points after it. */
      balance: z.number().int(),
    }),
  }),
};
