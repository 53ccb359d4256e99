import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sliderChallenges } from '../../db/schema/account/login.ts';
import { smsCodes } from '../../db/schema/account/verification.ts';
import { BUILTIN_COUNTER_RANGE } from '../../platform/human-check/human-check-provider.ts';
import { solveProofOfWork } from '../../platform/human-check/human-check-test-kit.ts';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, hasPostgres, type TestApp } from '../../test/harness.ts';
import { handDrag, sliderAnswer, sliderChallenge, sliderToken, uniqueAddress } from './account-test-kit.ts';
import { SLIDER_CHALLENGES_PER_MINUTE } from './slider.ts';

const P = 'customeraccount/';
const everyWay = ['sms', 'password', 'email', 'autoPhone', 'guest'] as const;

interface Solved {
  sliderToken: string;
  expiresInSeconds: number;
}

type Challenge = Awaited<ReturnType<typeof sliderChallenge>>;

/**
 * Answers a challenge with a drag released at `x` and its solved proof of work, from the address it was issued
 * to unless `ip` names another.
 */
const verify = async (t: TestApp, c: Challenge, x: number, track = handDrag(x), ip = c.ip) =>
  t.call<Solved>(`${P}SliderVerify`, await sliderAnswer(c, x, track), { headers: { 'x-forwarded-for': ip } });

/** Sends `body` as the answer from `ip`. */
const answer = (t: TestApp, body: unknown, ip: string) =>
  t.call<Solved>(`${P}SliderVerify`, body, { headers: { 'x-forwarded-for': ip } });

/** The three calls that need a slider token, each with otherwise valid input. */
function guardedCalls(n: number): Array<[string, Record<string, unknown>]> {
  return [
    [
      'SendSecurityCodeCode',
      { phone: `1350000${String(n).padStart(4, '0')}`, purpose: 'login', agreed: true },
    ],
    ['EmailSecurityCodeCode', { email: `slider${n}@example.com`, agreed: true }],
    ['SignInByPassword', { memberNo: `S${n}`, password: 'abc123', agreed: true }],
  ];
}

describe.each(dbTargets())('slider check on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      seed: (db) => insertStore(db, { loginOptions: [...everyWay] }).then(() => {}),
    });
  });
  afterAll(() => t.close());

  it('issues a challenge on a 280 px track with the gap well away from the start, and stores only hashes', async () => {
    const challenge = await sliderChallenge(t);
    expect(challenge).toMatchObject({ trackWidth: 280, pieceWidth: 44, expiresInSeconds: 120 });
    expect(challenge.targetX).toBeGreaterThanOrEqual(96);
    expect(challenge.targetX).toBeLessThanOrEqual(280 - 44 - 4);
    const solved = await verify(t, challenge, challenge.targetX);
    expect(solved.status).toBe(200);
    expect(solved.body.Result.expiresInSeconds).toBe(180);
    const rows = await t.db.select().from(sliderChallenges);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(challenge.challengeId);
    expect(dump).not.toContain(solved.body.Result.sliderToken);
  });

  it('accepts a release within 5 px of the gap and refuses one 6 px away', async () => {
    for (const offset of [-5, 5]) {
      const c = await sliderChallenge(t);
      expect((await verify(t, c, c.targetX + offset)).status, `offset ${offset}`).toBe(200);
    }
    for (const offset of [-6, 6]) {
      const c = await sliderChallenge(t);
      const res = await verify(t, c, c.targetX + offset);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ Success: false, Code: 'SLIDER_FAILED' });
    }
  });

  it('refuses a drag too fast, a track too short, a uniform straight line, and one out of time order', async () => {
    const tracks: Record<string, (x: number) => Array<{ x: number; t: number }>> = {
      'too fast': (x) => handDrag(x, 200),
      'too few points': (x) => [0, 0.4, 0.8, 1].map((f, i) => ({ x: x * f, t: i * 150 })),
      'uniform line': (x) => Array.from({ length: 10 }, (_, i) => ({ x: (x * i) / 9, t: i * 50 })),
      'out of order': (x) => handDrag(x).map((p, i) => (i === 5 ? { ...p, t: 0 } : p)),
    };
    for (const [kind, track] of Object.entries(tracks)) {
      const c = await sliderChallenge(t);
      const res = await verify(t, c, c.targetX, track(c.targetX));
      expect(res.body.Code, kind).toBe('SLIDER_FAILED');
    }
  });

  it('takes one answer per challenge: a failed drag burns it, and a right one with its proof of work passes once', async () => {
    const c = await sliderChallenge(t);
    expect((await verify(t, c, c.targetX + 40)).body.Code).toBe('SLIDER_FAILED');
    expect((await verify(t, c, c.targetX)).body.Code).toBe('SLIDER_FAILED');
    const d = await sliderChallenge(t);
    expect((await verify(t, d, d.targetX)).status).toBe(200);
    expect((await verify(t, d, d.targetX)).body.Code).toBe('SLIDER_FAILED');
  });

  it('refuses an unknown challenge and one answered after its 2 minutes', async () => {
    const other = await sliderChallenge(t);
    const unknown = { ...(await sliderAnswer(other)), challengeId: 'no-such-challenge' };
    expect((await answer(t, unknown, other.ip)).body.Code).toBe('SLIDER_FAILED');
    const c = await sliderChallenge(t);
    t.clock.advance(120_000);
    expect((await verify(t, c, c.targetX)).body.Code).toBe('SLIDER_FAILED');
  });

  it('issues a proof of work signed by the server, at the configured cost, solved within the counter range', async () => {
    const c = await sliderChallenge(t);
    expect(c.proofOfWork.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1 });
    expect(c.proofOfWork.signature).toMatch(/^[0-9a-f]{64}$/);
    const { solution } = await solveProofOfWork(c.proofOfWork);
    expect(solution.counter).toBeGreaterThanOrEqual(BUILTIN_COUNTER_RANGE.minCounter);
    expect(solution.counter).toBeLessThanOrEqual(BUILTIN_COUNTER_RANGE.maxCounter);
  });

  it('refuses a right drag without its proof of work, with a wrong solution or with a tampered puzzle, burning the challenge', async () => {
    type Answer = Awaited<ReturnType<typeof sliderAnswer>>;
    const withProof = (a: Answer, proof: Partial<Answer['proofOfWork']>) => ({
      ...a,
      proofOfWork: { ...a.proofOfWork, ...proof },
    });
    const wrongAnswers: Record<string, (a: Answer) => unknown> = {
      'no proof': ({ proofOfWork: _, ...a }) => a,
      'wrong key': (a) =>
        withProof(a, { solution: { ...a.proofOfWork.solution, derivedKey: 'ab'.repeat(32) } }),
      // What a script would like: a prefix any key soon matches.
      'easier puzzle': (a) => {
        const { challenge } = a.proofOfWork;
        return withProof(a, {
          challenge: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } },
        });
      },
      'made-up signature': (a) =>
        withProof(a, { challenge: { ...a.proofOfWork.challenge, signature: 'cd'.repeat(32) } }),
    };
    for (const [kind, spoil] of Object.entries(wrongAnswers)) {
      const c = await sliderChallenge(t);
      const refused = await answer(t, spoil(await sliderAnswer(c)), c.ip);
      expect(refused, kind).toMatchObject({ status: 422, body: { Code: 'SLIDER_FAILED' } });
      expect((await verify(t, c, c.targetX)).body.Code, `${kind}, then the right answer`).toBe(
        'SLIDER_FAILED',
      );
    }
  });

  it('passes the accessible way on the proof of work alone, once, and never without the proof', async () => {
    const c = await sliderChallenge(t);
    const { x: _x, track: _track, ...solved } = await sliderAnswer(c);
    const noDrag = { ...solved, x: 0, track: [], way: 'proof' };
    const { proofOfWork: _proof, ...unproved } = noDrag;
    expect((await answer(t, unproved, c.ip)).body.Code).toBe('SLIDER_FAILED');
    const other = await sliderChallenge(t);
    const { x: _ox, track: _ot, ...otherSolved } = await sliderAnswer(other);
    const passed = await answer(t, { ...otherSolved, x: 0, track: [], way: 'proof' }, other.ip);
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    expect(passed.body.Result.sliderToken).toMatch(/\S{20,}/);
    expect((await answer(t, { ...otherSolved, x: 0, track: [], way: 'proof' }, other.ip)).body.Code).toBe(
      'SLIDER_FAILED',
    );
  });

  it("refuses the proof of work of another challenge, the same address's or another's", async () => {
    const ip = uniqueAddress();
    const mine = await sliderChallenge(t, ip);
    for (const other of [await sliderChallenge(t, ip), await sliderChallenge(t)]) {
      const c = await sliderChallenge(t, ip);
      const borrowed = { ...(await sliderAnswer(c)), proofOfWork: (await sliderAnswer(other)).proofOfWork };
      expect((await answer(t, borrowed, ip)).body.Code).toBe('SLIDER_FAILED');
    }
    expect((await verify(t, mine, mine.targetX)).status).toBe(200);
  });

  it('answers bad input with 400 naming the field', async () => {
    const c = await sliderChallenge(t);
    const cases: Array<[unknown, string]> = [
      [{ challengeId: c.challengeId, x: '100', track: [] }, 'x'],
      [{ challengeId: c.challengeId, x: 100, track: [{ x: 1, t: -1 }] }, 'track'],
      [{ challengeId: c.challengeId, x: 100, track: Array(401).fill({ x: 1, t: 1 }) }, 'track'],
      [{ challengeId: 'x'.repeat(129), x: 100, track: [] }, 'challengeId'],
      [{ challengeId: c.challengeId, x: 100, track: [], extra: 1 }, 'body'],
      [{ challengeId: c.challengeId, x: 100, track: [], proofOfWork: { solution: {} } }, 'proofOfWork'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call(`${P}SliderVerify`, body);
      expect(res.status).toBe(400);
      expect(res.body.Message).toContain(field);
    }
    expect((await t.call(`${P}SliderChallenge`, { width: 300 })).status).toBe(400);
    // Bad input never reached the challenge: it still takes its one answer.
    expect((await verify(t, c, c.targetX)).status).toBe(200);
  });

  it(`gives one client address at most ${SLIDER_CHALLENGES_PER_MINUTE} challenges a minute`, async () => {
    const ip = uniqueAddress();
    const ask = () => t.call(`${P}SliderChallenge`, {}, { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < SLIDER_CHALLENGES_PER_MINUTE; i += 1) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused).toMatchObject({ status: 429, body: { Code: 'TOO_FREQUENT' } });
    expect(
      (await t.call(`${P}SliderChallenge`, {}, { headers: { 'x-forwarded-for': uniqueAddress() } })).status,
    ).toBe(200);
    t.clock.advance(60_001);
    expect((await ask()).status).toBe(200);
  });

  it('makes the login calls refuse without a token, and with a spent, expired or made-up one', async () => {
    for (const [i, [path, body]] of guardedCalls(1).entries()) {
      const none = await t.call(`${P}${path}`, body);
      expect(none, path).toMatchObject({ status: 400, body: { Code: 'SLIDER_REQUIRED' } });
      const madeUp = await t.call(`${P}${path}`, { ...body, sliderToken: 'A'.repeat(43) });
      expect(madeUp.body.Code, path).toBe('SLIDER_FAILED');
      const token = await sliderToken(t);
      t.clock.advance(180_000);
      expect(
        (await t.call(`${P}${path}`, { ...body, sliderToken: token })).body.Code,
        `${path} expired`,
      ).toBe('SLIDER_FAILED');
      const fresh = await sliderToken(t);
      const first = await t.call(`${P}${path}`, { ...body, sliderToken: fresh });
      expect(first.body.Code ?? 'ok', path).not.toMatch(/^SLIDER_/);
      const replay = guardedCalls(10 + i)[i]![1];
      expect(
        (await t.call(`${P}${path}`, { ...replay, sliderToken: fresh })).body.Code,
        `${path} replay`,
      ).toBe('SLIDER_FAILED');
    }
  });

  it('refuses a token spent from another address than the one that solved it, and keeps it for that one', async () => {
    for (const [path, body] of guardedCalls(20)) {
      const solver = uniqueAddress();
      const token = await sliderToken(t, solver);
      const elsewhere = await t.call(
        `${P}${path}`,
        { ...body, sliderToken: token },
        { headers: { 'x-forwarded-for': uniqueAddress() } },
      );
      expect(elsewhere, path).toMatchObject({ status: 422, body: { Code: 'SLIDER_FAILED' } });
      const home = await t.call(
        `${P}${path}`,
        { ...body, sliderToken: token },
        { headers: { 'x-forwarded-for': solver } },
      );
      expect(home.body.Code ?? 'ok', path).not.toMatch(/^SLIDER_/);
    }
  });

  it('refuses a drag answered from another address than the challenge was issued to, leaving it unanswered', async () => {
    const c = await sliderChallenge(t);
    const elsewhere = await verify(t, c, c.targetX, handDrag(c.targetX), uniqueAddress());
    expect(elsewhere).toMatchObject({ status: 422, body: { Code: 'SLIDER_FAILED' } });
    const [row] = await t.db.select().from(sliderChallenges).where(eq(sliderChallenges.clientAddress, c.ip));
    expect(row).toMatchObject({ attemptedAt: null, tokenHash: null });
    expect((await verify(t, c, c.targetX)).status).toBe(200);
  });

  it('spends no token on a refusal before it (bad phone, agreement missing)', async () => {
    const token = await sliderToken(t);
    const badPhone = await t.call(`${P}SendSecurityCodeCode`, {
      phone: '123',
      agreed: true,
      sliderToken: token,
    });
    expect(badPhone.body.Code).toBe('PHONE_INVALID');
    const noAgreement = await t.call(`${P}SendSecurityCodeCode`, {
      phone: '13500009999',
      sliderToken: token,
    });
    expect(noAgreement.body.Code).toBe('AGREEMENT_REQUIRED');
    const sent = await t.call(`${P}SendSecurityCodeCode`, {
      phone: '13500009999',
      agreed: true,
      sliderToken: token,
    });
    expect(sent.status).toBe(200);
  });

  it('does not ask a logged-in member for a slider for a password reset code', async () => {
    const { session } = await memberSession(t, '13500008888');
    const res = await t.call(`${P}SendSecurityCodeCode`, { purpose: 'password' }, { session });
    expect(res.status).toBe(200);
    const [sent] = await t.db.select({ n: count() }).from(smsCodes).where(eq(smsCodes.phone, '13500008888'));
    expect(sent!.n).toBe(1);
  });
});

describe.runIf(hasPostgres)('slider tokens under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {
      seed: (db) => insertStore(db, { loginOptions: [...everyWay] }).then(() => {}),
    });
  });
  afterAll(() => t.close());

  it('accepts exactly one of 10 parallel sends of one solved answer, 20 times over', async () => {
    for (let round = 0; round < 20; round += 1) {
      const c = await sliderChallenge(t);
      const body = await sliderAnswer(c);
      const results = await Promise.all(Array.from({ length: 10 }, () => answer(t, body, c.ip)));
      expect(
        results.filter((r) => r.status === 200),
        `round ${round}`,
      ).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expect(r.body.Code).toBe('SLIDER_FAILED');
    }
  });

  it('accepts exactly one of 20 parallel uses of one token', async () => {
    for (let round = 0; round < 3; round += 1) {
      const ip = uniqueAddress();
      const token = await sliderToken(t, ip);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          t.call(
            `${P}SendSecurityCodeCode`,
            { phone: `1340${round}${String(i).padStart(6, '0')}`, agreed: true, sliderToken: token },
            { headers: { 'x-forwarded-for': ip } },
          ),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expect(r.body.Code).toBe('SLIDER_FAILED');
    }
  });
});
