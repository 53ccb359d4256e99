import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { createSession, databaseSessions, revokeSession, SESSION_LIFETIME_MS } from './sessions.ts';

describe.each(dbTargets())('sessions on %s', (target) => {
  let t: TestApp;
  let memberId: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    memberId = await insertMember(t.db, '13800000000');
  });
  afterAll(() => t.close());

  it('resolves a fresh token, not a revoked or expired one, nor a guessed one', async () => {
    const resolver = databaseSessions(t.db, t.clock);
    const token = await createSession(t.db, t.clock, memberId);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const found = await resolver.resolve(token);
    expect(found?.uid).toBe(memberId);
    expect(await resolver.resolve(`${token.slice(0, 42)}x`)).toBeNull();

    await revokeSession(t.db, t.clock, found!.sessionId);
    expect(await resolver.resolve(token)).toBeNull();

    const second = await createSession(t.db, t.clock, memberId);
    t.clock.advance(SESSION_LIFETIME_MS + 1);
    expect(await resolver.resolve(second)).toBeNull();
  });
});
