// A store, its check-in rule, members and calls shared by the points tests.
import type { CheckinRule } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema/account/member.ts';
import { checkins, pointsEntries } from '../../db/schema/points.ts';
import type { StoreSettings } from '../../db/schema/store.ts';
import { insertStore } from '../../test/fixtures.ts';
import {
  type CallOptions,
  createTestApp,
  type DbTarget,
  suiteWorld,
  TEST_STAFF_TOKEN,
  type TestApp,
} from '../../test/harness.ts';
import { saveCheckinRule } from './checkin-rules.ts';
import { pointsLedgerSum } from './ledger.ts';

/** 5 on day one, 2 more a day up to 15, and 30 more on every 7th day of a streak. */
export const weekRule: CheckinRule = {
  firstDayPoints: 5,
  dailyIncrement: 2,
  capPoints: 15,
  cycleDays: 7,
  cycleRewardPoints: 30,
};

export interface PointsSuite {
  t: TestApp;
  store: number;
}

/** A headquarters in Shanghai with the week rule (unless `rule` is null: no check-in) and `settings`. */
export function pointsSuite(
  target: DbTarget,
  rule: CheckinRule | null = weekRule,
  settings: Partial<StoreSettings> = {},
): PointsSuite {
  return suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await insertStore(t.db, { timezone: 'Asia/Shanghai', ...settings });
    if (rule) await saveCheckinRule(t.db, store, { ...rule, enabled: true }, t.clock.now());
    return { t, store };
  });
}

/** A points call in the suite's store as a member. */
export function pointsCall<R = unknown>(s: PointsSuite, path: string, session: string, body: unknown = {}) {
  const opts: CallOptions = { session, headers: { 'x-store-id': String(s.store) } };
  return s.t.call<R>(path, body, opts);
}

/** A staff request to the suite's app. */
export function staffRequest(s: PointsSuite, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return s.t.app.inject({
    method,
    url: `/staff/${url}`,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    ...(payload ? { payload } : {}),
  });
}

/** The member's points, the sum of their ledger, their entries and their check-ins. */
export async function pointsBooks(s: PointsSuite, memberId: number) {
  const [member] = await s.t.db.select().from(members).where(eq(members.id, memberId));
  return {
    points: member!.points,
    sum: await pointsLedgerSum(s.t.db, memberId),
    entries: await s.t.db
      .select()
      .from(pointsEntries)
      .where(eq(pointsEntries.memberId, memberId))
      .orderBy(pointsEntries.id),
    checkins: await s.t.db
      .select()
      .from(checkins)
      .where(eq(checkins.memberId, memberId))
      .orderBy(checkins.day),
  };
}

/** Sets the suite's clock to a wall-clock time in Shanghai (UTC+8), e.g. '2026-11-25T09:00'. */
export function atShanghai(s: PointsSuite, wall: string): void {
  s.t.clock.set(new Date(`${wall}:00+08:00`));
}
