import type { CheckinStateOut } from '@shop/contracts';
import { addCalendarDays, type CheckinRule, checkinDayPoints, localDate, nextStreakDay } from '@shop/domain';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { retryTransaction } from '../../db/retry-transaction.ts';
import { members } from '../../db/schema/account/member.ts';
import { checkins } from '../../db/schema/points.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { callerHeadquarters } from '../store/index.ts';
import { activeCheckinRule } from './checkin-rules.ts';
import { movePoints } from './ledger.ts';

const DEFAULT_ZONE = 'Asia/Shanghai';

/** Where a member's check-ins are counted: the chain's headquarters, its rule and its calendar's today. */
async function checkinPlace(ctx: MemberContext) {
  const head = await callerHeadquarters(ctx);
  const rule = head ? await activeCheckinRule(ctx.db, head.id) : null;
  const today = localDate(ctx.clock.now(), head?.settings.timezone ?? DEFAULT_ZONE);
  return { rule, today };
}

/** The member's latest check-in, on or before `today`. */
async function lastCheckin(db: DbOrTx, memberId: number) {
  const [last] = await db
    .select({ day: checkins.day, streak: checkins.streak })
    .from(checkins)
    .where(eq(checkins.memberId, memberId))
    .orderBy(desc(checkins.day))
    .limit(1);
  return last ?? null;
}

/** All a streak day earns: its points and, on a full cycle, the streak reward. */
const dayTotal = (rule: CheckinRule, day: number) => {
  const got = checkinDayPoints(rule, day);
  return got.points + got.cycleRewardPoints;
};

/** Check-ins from the coming one (counted) to the next streak reward; null when the rule has none. */
function daysToReward(rule: CheckinRule, comingDay: number): number | null {
  if (rule.cycleDays <= 0) return null;
  return rule.cycleDays - ((comingDay - 1) % rule.cycleDays);
}

/** The signed days of one month (YYYY-MM) of the member's calendar. */
async function monthDays(db: DbOrTx, memberId: number, month: string) {
  const first = `${month}-01`;
  const next = addCalendarDays(`${month}-28`, 4).slice(0, 7);
  return db
    .select({ day: checkins.day, points: checkins.points, rewardPoints: checkins.rewardPoints })
    .from(checkins)
    .where(and(eq(checkins.memberId, memberId), gte(checkins.day, first), lt(checkins.day, `${next}-01`)))
    .orderBy(checkins.day);
}

async function pointsOf(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ points: members.points }).from(members).where(eq(members.id, memberId));
  return row?.points ?? 0;
}

/** Checkin/Load: the rule, the streak as it stands, what today and tomorrow earn, and a month's signed days. */
export async function checkinState(ctx: MemberContext, month?: string): Promise<CheckinStateOut> {
  const { rule, today } = await checkinPlace(ctx);
  const uid = ctx.member.uid;
  const last = await lastCheckin(ctx.db, uid);
  const signedToday = last?.day === today;
  // The day today's check-in makes (or made); the streak standing now leaves today out until it is signed.
  const todayDay = nextStreakDay(last, today);
  const streak = signedToday ? todayDay : todayDay - 1;
  const shown = month ?? today.slice(0, 7);
  return {
    enabled: rule !== null,
    rule,
    today,
    signedToday,
    streak,
    todayPoints: rule ? dayTotal(rule, todayDay) : 0,
    tomorrowPoints: rule ? dayTotal(rule, todayDay + 1) : 0,
    daysToReward: rule ? daysToReward(rule, signedToday ? todayDay + 1 : todayDay) : null,
    month: shown,
    days: await monthDays(ctx.db, uid, shown),
    points: await pointsOf(ctx.db, uid),
  };
}

/**
 * One check-in in one transaction, in the lock order of decision 012: the day's row first (its (member, day) key
 * is what a parallel check-in of the same day waits on, and then finds taken), then the member and the ledger.
 */
async function signIn(tx: Tx, memberId: number, rule: CheckinRule, today: string, at: Date) {
  const streak = nextStreakDay(await lastCheckin(tx, memberId), today);
  const got = checkinDayPoints(rule, streak);
  const [row] = await tx
    .insert(checkins)
    .values({
      memberId,
      day: today,
      streak,
      points: got.points,
      rewardPoints: got.cycleRewardPoints,
      createdAt: at,
    })
    .onConflictDoNothing({ target: [checkins.memberId, checkins.day] })
    .returning({ id: checkins.id });
  if (!row) throw new AppError('CHECKIN_ALREADY_SIGNED');
  const move = { memberId, reason: 'checkin_reward', at } as const;
  if (got.points > 0) await movePoints(tx, { ...move, delta: got.points, ref: today, note: `${streak}` });
  if (got.cycleRewardPoints > 0) {
    await movePoints(tx, {
      ...move,
      delta: got.cycleRewardPoints,
      ref: `${today}:streak`,
      note: `${streak}`,
    });
  }
  return { day: today, streak, points: got.points, rewardPoints: got.cycleRewardPoints };
}

/** Checkin/SignIn: today's check-in, once (SPEC §9); the streak goes on from yesterday or starts again at day one. */
export async function checkIn(ctx: MemberContext) {
  const { rule, today } = await checkinPlace(ctx);
  if (!rule) throw new AppError('FEATURE_DISABLED');
  const uid = ctx.member.uid;
  const done = await retryTransaction(ctx.db, (tx) => signIn(tx, uid, rule, today, ctx.clock.now()));
  return { ...done, balance: await pointsOf(ctx.db, uid) };
}
