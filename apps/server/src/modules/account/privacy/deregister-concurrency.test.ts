import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema/account/member.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../../test/harness.ts';
import { DEREGISTERED_NAME } from './deregister.ts';
import { privacyCall as call, ledgerRows, memberRow, openSessions, richMember } from './privacy-test-kit.ts';

const PARALLEL = 10;
const ROUNDS = 3;

describe.runIf(hasPostgres)('deregistration under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it(`deregisters once from ${PARALLEL} parallel calls of one member, leaving one consistent row`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const m = await richMember(t);
      const body = { disableType: 2, reminderAccepted: true };
      const results = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          call.disable(t, body, i % 2 === 0 ? m.session : m.otherSession),
        ),
      );
      const ok = results.filter((r) => r.status === 200);
      // A call whose session was resolved after the first one committed finds its token ended: 401.
      for (const r of results) expect([200, 401]).toContain(r.status);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      // Every success reports the one deregistration.
      expect(new Set(ok.map((r) => r.body.Result.disabledAt)).size).toBe(1);
      const row = await memberRow(t, m.memberId);
      expect(row).toMatchObject({ disabled: true, disableType: 2, name: DEREGISTERED_NAME, phone: null });
      expect(row.disabledAt?.toISOString()).toBe(ok[0]!.body.Result.disabledAt);
      expect(row.erasedPhoneHash).toMatch(/^[0-9a-f]{64}$/);
      expect(await openSessions(t, m.memberId)).toBe(0);
      expect(await ledgerRows(t, m.memberId)).toEqual({ balance: 2, points: 1 });
      expect(row.balance).toBe(12_000);
      const same = await t.db.select().from(members).where(eq(members.erasedPhoneHash, row.erasedPhoneHash!));
      expect(same).toHaveLength(1);
      t.clock.advance(1000);
    }
  });
});
