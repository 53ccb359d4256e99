import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema/account/member.ts';
import { createSession } from '../../../platform/auth/sessions.ts';
import { insertMember } from '../../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../../test/harness.ts';
import { logIn } from '../account-test-kit.ts';
import { privacyCall as call, memberRow, openSessions, uniquePhone } from './privacy-test-kit.ts';

/** A member who agreed to the terms at `at`, logged in on two devices. */
async function agreedMember(t: TestApp, at: Date) {
  const memberId = await insertMember(t.db, uniquePhone());
  await t.db.update(members).set({ privacyAgreedAt: at }).where(eq(members.id, memberId));
  const session = await createSession(t.db, t.clock, memberId);
  const other = await createSession(t.db, t.clock, memberId);
  return { memberId, session, other };
}

describe.each(dbTargets())('withdrawing the privacy agreement (CancelAgreePrivacy) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('clears the agreement and ends every session of the member, and only theirs', async () => {
    const m = await agreedMember(t, t.clock.now());
    const bystander = await agreedMember(t, t.clock.now());
    const res = await call.cancel(t, m.session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result).toEqual({});
    expect((await memberRow(t, m.memberId)).privacyAgreedAt).toBeNull();
    expect(await openSessions(t, m.memberId)).toBe(0);
    expect((await call.assets(t, m.other)).status).toBe(401);
    expect((await memberRow(t, bystander.memberId)).privacyAgreedAt).not.toBeNull();
    expect(await openSessions(t, bystander.memberId)).toBe(2);
  });

  it('answers a second call: 401 with the ended token, CANCEL_AGREEMENT_FAILED with a new one', async () => {
    const m = await agreedMember(t, t.clock.now());
    expect((await call.cancel(t, m.session)).status).toBe(200);
    const again = await call.cancel(t, m.session);
    expect(again.status).toBe(401);
    expect(again.body.Code).toBe('NOT_LOGGED_IN');
    // A session opened without the login (as staff tools might): there is nothing left to withdraw.
    const fresh = await createSession(t.db, t.clock, m.memberId);
    const nothing = await call.cancel(t, fresh);
    expect(nothing.status).toBe(409);
    expect(nothing.body.Code).toBe('CANCEL_AGREEMENT_FAILED');
    expect(await openSessions(t, m.memberId)).toBe(1);
  });

  it('refuses unknown fields without withdrawing anything', async () => {
    const m = await agreedMember(t, t.clock.now());
    const res = await t.call('customeraccount/CancelAgreePrivacy', { uid: 1 }, { session: m.session });
    expect(res.status).toBe(400);
    expect((await memberRow(t, m.memberId)).privacyAgreedAt).not.toBeNull();
    expect(await openSessions(t, m.memberId)).toBe(2);
  });

  it('is asked for again at the next login, which records it anew', async () => {
    const phone = uniquePhone();
    const first = await logIn(t, phone);
    const agreedAt = (await memberRow(t, first.user.uid)).privacyAgreedAt;
    expect(agreedAt).not.toBeNull();
    expect((await call.cancel(t, first.token)).status).toBe(200);
    t.clock.advance(60_000);
    const second = await logIn(t, phone);
    expect(second.user.uid).toBe(first.user.uid);
    const renewed = (await memberRow(t, first.user.uid)).privacyAgreedAt;
    expect(renewed?.getTime()).toBe(t.clock.now().getTime());
  });
});
