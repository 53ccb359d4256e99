import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema/account/member.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { insertMember } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, hasPostgres, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { seedLevels } from '../level/level-test-kit.ts';

interface Account {
  uid: number;
  memberNo: string;
  name: string;
  categoryName: string;
  joinedOn: string;
  current: boolean;
}

const list = (t: TestApp, session: string) =>
  t.call<{ accounts: Account[] }>('customeraccount/GetCustomersByTel', {}, { session });
const switchTo = (t: TestApp, session: string, uid: unknown) =>
  t.call<{ token: string; user: { uid: number; userInfo: { customerNo: string } } }>(
    'customeraccount/SwitchCustomerAccount',
    { uid },
    { session },
  );

/** Opens an account on a phone through the staff API, as the store does. */
export async function staffAddMember(t: TestApp, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/staff/members',
    payload: body,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
  });
  return { status: res.statusCode, body: res.json() };
}

/** A member opened by staff on the phone, logged in: as `logIn` answers, without the login screen's steps. */
async function staffMemberSession(t: TestApp, phone: string) {
  const made = await staffAddMember(t, { phone });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const uid = made.body.Result.uid as number;
  return { token: await createSession(t.db, t.clock, uid), user: { uid } };
}

describe.each(dbTargets())('accounts on one phone on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it("names each account's level as the member centre does: the entry level once a level has lapsed", async () => {
    const levels = await seedLevels(t.db);
    const phone = '13700000077';
    const lapsed = await staffMemberSession(t, phone);
    const current = (await staffAddMember(t, { phone })).body.Result as { uid: number };
    const now = t.clock.now().getTime();
    await t.db
      .update(members)
      .set({ categoryId: levels.black, levelExpiresAt: new Date(now - 1000) })
      .where(eq(members.id, lapsed.user.uid));
    await t.db
      .update(members)
      .set({ categoryId: levels.gold, levelExpiresAt: new Date(now + 86_400_000) })
      .where(eq(members.id, current.uid));
    const res = await list(t, lapsed.token);
    expect(res.body.Result.accounts.map((a) => [a.uid, a.categoryName])).toEqual([
      [lapsed.user.uid, 'Regular'],
      [current.uid, 'Gold'],
    ]);
  });

  it('lists the active accounts on the phone, oldest first, and switches between them', async () => {
    const phone = '13700000001';
    const first = await staffMemberSession(t, phone);
    t.clock.advance(60_000);
    const added = await staffAddMember(t, { phone, name: '  第二账号 ' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.Result).toMatchObject({ phone, name: '第二账号', accountsOnPhone: 2 });
    const second = added.body.Result as { uid: number; memberNo: string };
    const gone = await staffAddMember(t, { phone });
    await t.db.update(members).set({ disabled: true }).where(eq(members.id, gone.body.Result.uid));

    const before = await list(t, first.token);
    expect(before.status).toBe(200);
    expect(before.body.Result.accounts.map((a) => [a.uid, a.current])).toEqual([
      [first.user.uid, true],
      [second.uid, false],
    ]);
    expect(before.body.Result.accounts[1]).toMatchObject({ memberNo: second.memberNo, name: '第二账号' });
    expect(before.body.Result.accounts[1]!.joinedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const moved = await switchTo(t, first.token, second.uid);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.Result.user).toMatchObject({
      uid: second.uid,
      userInfo: { customerNo: second.memberNo },
    });
    const token = moved.body.Result.token;
    expect(token).not.toBe(first.token);
    // The old token is dead, for the switch and for everything else.
    expect((await list(t, first.token)).status).toBe(401);
    expect((await switchTo(t, first.token, second.uid)).status).toBe(401);
    const after = await list(t, token);
    expect(after.body.Result.accounts.find((a) => a.current)?.uid).toBe(second.uid);

    // And back again.
    const back = await switchTo(t, token, first.user.uid);
    expect(back.status).toBe(200);
    expect(back.body.Result.user.uid).toBe(first.user.uid);
    expect((await list(t, token)).status).toBe(401);
  });

  it('refuses another phone, a disabled account, oneself and unknown ids, and changes nothing', async () => {
    const mine = await staffMemberSession(t, '13700000002');
    const other = await staffAddMember(t, { phone: '13700000003' });
    const disabled = await staffAddMember(t, { phone: '13700000002' });
    await t.db.update(members).set({ disabled: true }).where(eq(members.id, disabled.body.Result.uid));
    const sessionsBefore = await t.db.select().from(sessions);

    for (const uid of [other.body.Result.uid, disabled.body.Result.uid, mine.user.uid, 2_000_000_000]) {
      const res = await switchTo(t, mine.token, uid);
      expect(res.status, String(uid)).toBe(422);
      expect(res.body.Code).toBe('SWITCH_ACCOUNT_FAILED');
    }
    for (const bad of [0, -1, 'x', 1.5, null]) {
      expect((await switchTo(t, mine.token, bad)).status, String(bad)).toBe(400);
    }
    const extra = await t.call(
      'customeraccount/SwitchCustomerAccount',
      { uid: 1, phone: '1' },
      { session: mine.token },
    );
    expect(extra.status).toBe(400);
    expect((await switchTo(t, '', other.body.Result.uid)).status).toBe(401);

    expect(await t.db.select().from(sessions)).toEqual(sessionsBefore);
    expect((await list(t, mine.token)).status).toBe(200);
  });

  it('shows a member without a phone only themselves, and lets them switch nowhere', async () => {
    const uid = await insertMember(t.db);
    const other = await insertMember(t.db);
    const session = await createSession(t.db, t.clock, uid);
    const res = await list(t, session);
    expect(res.body.Result.accounts).toHaveLength(1);
    expect(res.body.Result.accounts[0]).toMatchObject({ uid, current: true });
    expect((await switchTo(t, session, other)).body.Code).toBe('SWITCH_ACCOUNT_FAILED');
    expect((await list(t, session)).status).toBe(200);
  });

  it('needs a login', async () => {
    expect((await t.call('customeraccount/GetCustomersByTel', {})).status).toBe(401);
  });

  it.runIf(hasPostgres && target === 'postgres')(
    'ends the session once for 20 parallel switches',
    async () => {
      const phone = '13700000009';
      const first = await staffMemberSession(t, phone);
      const second = (await staffAddMember(t, { phone })).body.Result.uid as number;
      const results = await Promise.all(Array.from({ length: 20 }, () => switchTo(t, first.token, second)));
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) {
        // Refused in the switch, or at the door once the winner had ended the session.
        expect(['SWITCH_ACCOUNT_FAILED', 'NOT_LOGGED_IN']).toContain(r.body.Code);
      }
      const opened = await t.db.select().from(sessions).where(eq(sessions.memberId, second));
      expect(opened).toHaveLength(1);
      expect((await list(t, ok[0]!.body.Result.token)).status).toBe(200);
    },
  );
});
