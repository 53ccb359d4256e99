import { SMS_PHONE_PER_MINUTE } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema/account/member.ts';
import { smsCodes } from '../../db/schema/account/verification.ts';
import { createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import { freshCode, sendCode, signIn, uniqueAddress } from './account-test-kit.ts';
import { SLIDER_CHALLENGES_PER_MINUTE } from './slider.ts';

const ROUNDS = 5;
const PARALLEL = 100;

describe.runIf(hasPostgres)('SMS login under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it(`lets at most the per-minute limit of ${PARALLEL} parallel sends to one phone through`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const phone = `1370000${String(1000 + round)}`;
      // Each request from its own address, so only the phone's limits decide.
      const results = await Promise.all(Array.from({ length: PARALLEL }, () => sendCode(t, phone)));
      const ok = results.filter((r) => r.status === 200);
      const refused = results.filter((r) => r.status === 429);
      expect(ok.length).toBeGreaterThanOrEqual(1);
      expect(ok.length).toBeLessThanOrEqual(SMS_PHONE_PER_MINUTE);
      expect(ok.length + refused.length).toBe(PARALLEL);
      for (const r of refused) expect(['SMS_RESEND_WAIT', 'SMS_MINUTE_LIMIT']).toContain(r.body.Code);
      const rows = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
      expect(rows).toHaveLength(ok.length);
    }
  });

  // A slider token is spent from the address that solved it, and one address gets this many sliders a minute.
  const FROM_ONE_ADDRESS = SLIDER_CHALLENGES_PER_MINUTE;

  it(`keeps one client address within its per-minute limit under ${FROM_ONE_ADDRESS} parallel sends`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const ip = uniqueAddress();
      const results = await Promise.all(
        Array.from({ length: FROM_ONE_ADDRESS }, (_, i) =>
          sendCode(t, `1360${round}${String(i).padStart(6, '0')}`, ip),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(10);
      expect(results.filter((r) => r.status === 429)).toHaveLength(FROM_ONE_ADDRESS - 10);
      t.clock.advance(60_000);
    }
  });

  it(`creates exactly one session from ${PARALLEL} parallel sign-ins with the same code`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const phone = `1380000${String(2000 + round)}`;
      const code = await freshCode(t, phone);
      const results = await Promise.all(Array.from({ length: PARALLEL }, () => signIn(t, phone, code)));
      const ok = results.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(422);
        expect(r.body.Code).toBe('SMS_CODE_WRONG');
      }
      const people = await t.db.select().from(members).where(eq(members.phone, phone));
      expect(people).toHaveLength(1);
      expect(await t.db.select().from(sessions).where(eq(sessions.memberId, people[0]!.id))).toHaveLength(1);
    }
  });

  it(`counts at most 5 wrong tries among ${PARALLEL} parallel guesses`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const phone = `1390000${String(3000 + round)}`;
      const code = await freshCode(t, phone);
      const guesses = Array.from({ length: PARALLEL }, (_, i) => String((Number(code) + 1 + i) % 1_000_000));
      const results = await Promise.all(guesses.map((g) => signIn(t, phone, g.padStart(6, '0'))));
      expect(results.filter((r) => r.body.Code === 'SMS_CODE_WRONG')).toHaveLength(4);
      expect(results.filter((r) => r.body.Code === 'SMS_CODE_LOCKED')).toHaveLength(PARALLEL - 4);
      const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
      expect(row!.wrongAttempts).toBe(5);
      expect((await signIn(t, phone, code)).body.Code).toBe('SMS_CODE_LOCKED');
    }
  });
});
