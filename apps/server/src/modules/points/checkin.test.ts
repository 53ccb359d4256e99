import type { CheckinStateOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { atShanghai, pointsBooks, pointsCall, pointsSuite, staffRequest } from './points-test-kit.ts';

interface SignInOut {
  day: string;
  streak: number;
  points: number;
  rewardPoints: number;
  balance: number;
}

describe.each(dbTargets())('daily check-in on %s', (target) => {
  const s = pointsSuite(target);
  const load = (session: string, month?: string) =>
    pointsCall<CheckinStateOut>(s, 'Checkin/Load', session, month ? { month } : {});
  const signIn = (session: string) => pointsCall<SignInOut>(s, 'Checkin/SignIn', session);

  it('earns the first day, refuses a second check-in the same day, and goes on the next day', async () => {
    atShanghai(s, '2026-11-25T08:00');
    const m = await memberSession(s.t);
    const before = (await load(m.session)).body.Result;
    expect(before).toMatchObject({
      enabled: true,
      today: '2026-11-25',
      signedToday: false,
      streak: 0,
      todayPoints: 5,
      tomorrowPoints: 7,
      daysToReward: 7,
      days: [],
      points: 0,
    });
    expect((await signIn(m.session)).body.Result).toEqual({
      day: '2026-11-25',
      streak: 1,
      points: 5,
      rewardPoints: 0,
      balance: 5,
    });
    const twice = await signIn(m.session);
    expect(twice.status).toBe(409);
    expect(twice.body.Code).toBe('CHECKIN_ALREADY_SIGNED');
    expect((await load(m.session)).body.Result).toMatchObject({
      signedToday: true,
      streak: 1,
      todayPoints: 5,
      tomorrowPoints: 7,
      days: [{ day: '2026-11-25', points: 5, rewardPoints: 0 }],
    });
    atShanghai(s, '2026-11-26T23:59');
    expect((await signIn(m.session)).body.Result).toMatchObject({ streak: 2, points: 7, balance: 12 });
  });

  it('counts days on the store clock: 23:59 and 00:00 in Shanghai are two days, 15:59 and 16:00 UTC', async () => {
    s.t.clock.set(new Date('2026-12-01T15:59:00Z'));
    const m = await memberSession(s.t);
    expect((await signIn(m.session)).body.Result.day).toBe('2026-12-01');
    s.t.clock.set(new Date('2026-12-01T16:00:00Z'));
    expect((await signIn(m.session)).body.Result).toMatchObject({ day: '2026-12-02', streak: 2 });
  });

  it('gives the streak reward on the 7th day, keeps the cap after it, and resets to day one after a break', async () => {
    atShanghai(s, '2027-01-01T08:00');
    const m = await memberSession(s.t);
    const got: Array<[number, number, number]> = [];
    for (let d = 1; d <= 8; d++) {
      atShanghai(s, `2027-01-${String(d).padStart(2, '0')}T12:00`);
      const r = (await signIn(m.session)).body.Result;
      got.push([r.streak, r.points, r.rewardPoints]);
    }
    expect(got).toEqual([
      [1, 5, 0],
      [2, 7, 0],
      [3, 9, 0],
      [4, 11, 0],
      [5, 13, 0],
      [6, 15, 0],
      [7, 15, 30],
      [8, 15, 0],
    ]);
    // 10 January: the 9th was missed.
    atShanghai(s, '2027-01-10T12:00');
    expect((await load(m.session)).body.Result).toMatchObject({ streak: 0, todayPoints: 5 });
    expect((await signIn(m.session)).body.Result).toMatchObject({ streak: 1, points: 5 });
    const books = await pointsBooks(s, m.memberId);
    expect(books.points).toBe(5 + 7 + 9 + 11 + 13 + 15 + 15 + 30 + 15 + 5);
    expect(books.sum).toBe(books.points);
    expect(books.entries.filter((e) => e.ref === '2027-01-07:streak')).toMatchObject([{ delta: 30 }]);
    expect(books.entries.every((e) => e.reason === 'checkin_reward')).toBe(true);
    const month = (await load(m.session, '2027-01')).body.Result;
    expect(month.days.map((d) => d.day.slice(8))).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '10',
    ]);
    expect((await load(m.session, '2026-12')).body.Result.days).toEqual([]);
  });

  it('says on day 6 that tomorrow brings the streak reward', async () => {
    atShanghai(s, '2027-03-01T08:00');
    const m = await memberSession(s.t);
    for (let d = 1; d <= 6; d++) {
      atShanghai(s, `2027-03-0${d}T09:00`);
      await signIn(m.session);
    }
    expect((await load(m.session)).body.Result).toMatchObject({
      streak: 6,
      todayPoints: 15,
      tomorrowPoints: 45,
      daysToReward: 1,
    });
  });

  it('refuses a month that is no month, and guests', async () => {
    const m = await memberSession(s.t);
    const bad = await load(m.session, '2027-13');
    expect(bad.status).toBe(400);
    expect(
      (await s.t.call('Checkin/SignIn', {}, { headers: { 'x-store-id': String(s.store) } })).status,
    ).toBe(401);
  });

  it('follows the rule staff set, and is off when staff turn it off', async () => {
    atShanghai(s, '2027-05-01T10:00');
    const m = await memberSession(s.t);
    const set = await staffRequest(s, 'PUT', 'points/checkin-rule', {
      firstDayPoints: 10,
      dailyIncrement: 0,
      capPoints: 10,
    });
    expect(set.json()).toMatchObject({ Success: true });
    expect(set.json().Result.rule).toMatchObject({ firstDayPoints: 10, cycleDays: 0, enabled: true });
    expect((await load(m.session)).body.Result).toMatchObject({ todayPoints: 10, daysToReward: null });
    const bad = await staffRequest(s, 'PUT', 'points/checkin-rule', {
      firstDayPoints: 10,
      dailyIncrement: 1,
      capPoints: 5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Field).toBe('capPoints');
    await staffRequest(s, 'PUT', 'points/checkin-rule', {
      enabled: false,
      firstDayPoints: 10,
      dailyIncrement: 0,
      capPoints: 10,
    });
    expect((await load(m.session)).body.Result).toMatchObject({ enabled: false, todayPoints: 0 });
    const off = await signIn(m.session);
    expect(off.status).toBe(422);
    expect(off.body.Code).toBe('FEATURE_DISABLED');
    expect((await staffRequest(s, 'GET', 'points/checkin-rule')).json().Result.rule.enabled).toBe(false);
    await staffRequest(s, 'PUT', 'points/checkin-rule', {
      firstDayPoints: 5,
      dailyIncrement: 2,
      capPoints: 15,
      cycleDays: 7,
      cycleRewardPoints: 30,
    });
  });
});
