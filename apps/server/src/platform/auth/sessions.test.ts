import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { SESSION_TRUST_MS } from './session-cache.ts';
import type { SessionResolver } from './session-resolver.ts';
import {
  createSession,
  databaseSessions,
  hashToken,
  revokeAllSessions,
  revokeSession,
  SESSION_LIFETIME_MS,
} from './sessions.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dbTargets())('sessions on %s', (target) => {
  let t: TestApp;
  let memberId: number;
  // Two instances of the server on the one database, as two processes would be.
  let here: SessionResolver;
  let there: SessionResolver;

  /** Revokes or reopens a session behind the resolvers' backs: no revocation notice goes out. */
  const behindTheBack = (token: string, revoked: boolean) =>
    t.db.execute(sql`UPDATE sessions SET revoked_at = CASE WHEN ${revoked} THEN now() END
      WHERE token_hash = ${hashToken(token)}`);

  /** Waits until the resolver keeps what it resolves (its listener is up): a token revoked behind its back still works. */
  async function keeping(resolver: SessionResolver): Promise<void> {
    const probe = await createSession(t.db, t.clock, memberId);
    for (let tries = 0; tries < 200; tries++) {
      await resolver.resolve(probe);
      await behindTheBack(probe, true);
      if (await resolver.resolve(probe)) return;
      await behindTheBack(probe, false);
      await pause(10);
    }
    throw new Error('the resolver never kept a session');
  }

  beforeAll(async () => {
    t = await createTestApp(target);
    memberId = await insertMember(t.db, '13800000000');
    here = databaseSessions(t.db, t.clock);
    there = databaseSessions(t.db, t.clock);
    await keeping(here);
    await keeping(there);
  });
  afterAll(async () => {
    await here?.close();
    await there?.close();
    await t?.close();
  });

  it('resolves a fresh token, not a revoked or expired one, nor a guessed one', async () => {
    const token = await createSession(t.db, t.clock, memberId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const found = await here.resolve(token);
    expect(found?.uid).toBe(memberId);
    expect(await here.resolve(`${token.slice(0, 42)}x`)).toBeNull();

    await revokeSession(t.db, { clock: t.clock, sessions: here }, found!.sessionId);
    expect(await here.resolve(token)).toBeNull();

    const second = await createSession(t.db, t.clock, memberId);
    expect(await here.resolve(second)).not.toBeNull();
    t.clock.advance(SESSION_LIFETIME_MS + 1);
    expect(await here.resolve(second)).toBeNull();
  });

  it('keeps a session it resolved for SESSION_TRUST_MS at the most', async () => {
    const token = await createSession(t.db, t.clock, memberId);
    const found = await there.resolve(token);
    expect(found?.uid).toBe(memberId);
    await behindTheBack(token, true);
    expect(await there.resolve(token)).toEqual(found);
    t.clock.advance(SESSION_TRUST_MS);
    expect(await there.resolve(token)).toBeNull();
  });

  it('a session revoked on one instance is refused on the other within moments, inside the bound', async () => {
    const token = await createSession(t.db, t.clock, memberId);
    expect(await here.resolve(token)).toMatchObject({ uid: memberId });
    expect(await there.resolve(token)).toMatchObject({ uid: memberId });
    const started = Date.now();
    await t.db.transaction((tx) => revokeAllSessions(tx, { clock: t.clock, sessions: here }, memberId));
    expect(await here.resolve(token)).toBeNull();
    // The clock stands still: only the revocation's notice can make the other instance ask again.
    while ((await there.resolve(token)) !== null && Date.now() - started < SESSION_TRUST_MS) await pause(5);
    expect(await there.resolve(token)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('logoff, then a call with the same token: refused at once', async () => {
    const { session } = await memberSession(t);
    const info = () => t.call('customeraccount/FindLoginInfo', { storeId: 1000 }, { session });
    // Asked twice, so the app's instance keeps it.
    expect((await info()).body.Result).toMatchObject({ isLogin: true });
    expect((await info()).body.Result).toMatchObject({ isLogin: true });
    expect((await t.call('customeraccount/logoff', {}, { session })).status).toBe(200);
    expect((await info()).body.Result).toEqual({ isLogin: false });
    expect((await t.call('customeraccount/logoff', {}, { session })).status).toBe(401);
  });
});
