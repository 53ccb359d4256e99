import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  type CheckinRule,
  checkinDayPoints,
  checkinRuleProblems,
  nextStreakDay,
} from './checkin.ts';

// 5 on day one, 2 more each day up to 15, and 30 more every 7th day of a streak.
const rule: CheckinRule = {
  firstDayPoints: 5,
  dailyIncrement: 2,
  capPoints: 15,
  cycleDays: 7,
  cycleRewardPoints: 30,
};

describe('a check-in streak', () => {
  it('starts at day one, counts on from yesterday, and resets after a missed day', () => {
    expect(nextStreakDay(null, '2026-11-25')).toBe(1);
    expect(nextStreakDay({ day: '2026-11-24', streak: 4 }, '2026-11-25')).toBe(5);
    expect(nextStreakDay({ day: '2026-11-23', streak: 4 }, '2026-11-25')).toBe(1);
    expect(nextStreakDay({ day: '2026-11-25', streak: 4 }, '2026-11-25')).toBe(4);
  });

  it('counts across month and year ends and a leap day', () => {
    expect(nextStreakDay({ day: '2026-12-31', streak: 9 }, '2027-01-01')).toBe(10);
    expect(nextStreakDay({ day: '2028-02-28', streak: 1 }, '2028-02-29')).toBe(2);
    expect(nextStreakDay({ day: '2028-02-28', streak: 1 }, '2028-03-01')).toBe(1);
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('the points of a streak day', () => {
  it('gives the first-day points, then the daily increment up to the cap', () => {
    const days = [1, 2, 3, 4, 5, 6, 8, 40].map((d) => checkinDayPoints(rule, d).points);
    expect(days).toEqual([5, 7, 9, 11, 13, 15, 15, 15]);
  });

  it('adds the cycle reward on every full cycle of the streak, and on no other day', () => {
    expect(checkinDayPoints(rule, 7)).toEqual({ points: 15, cycleReached: true, cycleRewardPoints: 30 });
    expect(checkinDayPoints(rule, 14).cycleRewardPoints).toBe(30);
    expect(checkinDayPoints(rule, 6)).toEqual({ points: 15, cycleReached: false, cycleRewardPoints: 0 });
    expect(checkinDayPoints(rule, 8).cycleReached).toBe(false);
  });

  it('has no cycle reward when the rule has no cycle', () => {
    expect(checkinDayPoints({ ...rule, cycleDays: 0 }, 7).cycleReached).toBe(false);
  });

  it('never gives fewer than 0 nor more than the cap plus the cycle reward (property)', () => {
    const rules = fc.record({
      firstDayPoints: fc.nat(100),
      dailyIncrement: fc.nat(50),
      capPoints: fc.nat(500),
      cycleDays: fc.nat(31),
      cycleRewardPoints: fc.nat(1000),
    });
    fc.assert(
      fc.property(rules, fc.integer({ min: 1, max: 1000 }), (r, day) => {
        const got = checkinDayPoints(r, day);
        const cap = Math.max(r.capPoints, r.firstDayPoints);
        expect(got.points).toBeGreaterThanOrEqual(0);
        expect(got.points).toBeLessThanOrEqual(cap);
        expect(got.points).toBeGreaterThanOrEqual(Math.min(r.firstDayPoints, cap));
        expect(checkinDayPoints(r, day + 1).points).toBeGreaterThanOrEqual(got.points);
      }),
    );
  });
});

describe('a check-in rule staff save', () => {
  it('is whole and not negative, with a cap not below the first day', () => {
    expect(checkinRuleProblems(rule)).toEqual([]);
    expect(checkinRuleProblems({ ...rule, dailyIncrement: -1, cycleDays: 1.5 })).toEqual([
      'dailyIncrement',
      'cycleDays',
    ]);
    expect(checkinRuleProblems({ ...rule, capPoints: 4 })).toEqual(['capPoints']);
  });
});
