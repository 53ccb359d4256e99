import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendCode } from '../../modules/account/account-test-kit.ts';
import { accountModule } from '../../modules/account/index.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { registerStaffApi } from './staff-api.ts';
import { readStaffToken, resolveStaffToken, staffTokenMatches } from './staff-token.ts';

describe.each(dbTargets())('staff API on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('answers 401 without the bearer token, with a wrong one, or with another scheme', async () => {
    await sendCode(t, '13800138000');
    for (const auth of [
      undefined,
      'Bearer wrong-token-0123456789',
      `Bearer ${TEST_STAFF_TOKEN}x`,
      `Bearer ${TEST_STAFF_TOKEN.slice(0, -1)}`,
      `Basic ${TEST_STAFF_TOKEN}`,
      TEST_STAFF_TOKEN,
      'Bearer ',
    ]) {
      const res = await get('/staff/sms-codes?phone=13800138000', auth);
      expect(res.statusCode, String(auth)).toBe(401);
      expect(res.json()).toMatchObject({ Success: false, Code: 'STAFF_UNAUTHORIZED', Result: null });
      expect(res.body).not.toMatch(/"code":"\d{6}"/);
    }
  });

  it('lists the recent demo codes of a phone, newest first, with the token', async () => {
    t.clock.advance(61_000);
    await sendCode(t, '13800138000');
    const res = await get('/staff/sms-codes?phone=%2B8613800138000', `Bearer ${TEST_STAFF_TOKEN}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Result.phone).toBe('13800138000');
    expect(body.Result.codes).toHaveLength(2);
    expect(body.Result.codes[0]).toMatchObject({
      purpose: 'login',
      used: false,
      wrongAttempts: 0,
      sentAt: t.clock.now().toISOString(),
      expiresAt: new Date(t.clock.now().getTime() + 600_000).toISOString(),
    });
    expect(body.Result.codes[0].code).toMatch(/^\d{6}$/);
    const none = await get('/staff/sms-codes?phone=13900000000', `Bearer ${TEST_STAFF_TOKEN}`);
    expect(none.json().Result).toEqual({ phone: '13900000000', codes: [] });
  });

  it('refuses a bad phone query with 400', async () => {
    const auth = `Bearer ${TEST_STAFF_TOKEN}`;
    expect((await get('/staff/sms-codes', auth)).statusCode).toBe(400);
    expect((await get('/staff/sms-codes?phone=123', auth)).json().Code).toBe('PHONE_INVALID');
    expect((await get(`/staff/sms-codes?phone=${'1'.repeat(30)}`, auth)).statusCode).toBe(400);
    expect((await get('/staff/sms-codes?phone=13800138000&x=1', auth)).statusCode).toBe(400);
  });
});

describe('staff API with a real SMS provider', () => {
  it('refuses to show codes', async () => {
    const app = Fastify();
    registerStaffApi(
      app,
      {
        db: {} as never,
        sms: { provider: 'log', keepsDemoCodes: false, send: async () => {} },
        token: 'real-provider-token-0123456789',
      } as never,
      [accountModule],
    );
    const res = await app.inject({
      method: 'GET',
      url: '/staff/sms-codes?phone=13800138000',
      headers: { authorization: 'Bearer real-provider-token-0123456789' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ Success: false, Code: 'STAFF_DEMO_ONLY' });
    await app.close();
  });
});

describe('staff token', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'staff-token-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('prefers env STAFF_TOKEN and then writes nothing', async () => {
    const env = { STAFF_TOKEN: 'from-env-token-0123456789', dataDir: join(dir, 'env') };
    expect(await resolveStaffToken(env)).toBe('from-env-token-0123456789');
    await expect(stat(join(dir, 'env'))).rejects.toThrow();
  });

  it('generates a token once into DATA_DIR/staff-token and keeps it across restarts', async () => {
    const env = { STAFF_TOKEN: undefined, dataDir: join(dir, 'data') };
    expect(await readStaffToken(env)).toBeNull();
    const [a, b] = await Promise.all([resolveStaffToken(env), resolveStaffToken(env)]);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(b).toBe(a);
    expect(await resolveStaffToken(env)).toBe(a);
    expect(await readStaffToken(env)).toBe(a);
    expect((await readFile(join(dir, 'data', 'staff-token'), 'utf8')).trim()).toBe(a);
    expect((await stat(join(dir, 'data', 'staff-token'))).mode & 0o777).toBe(0o600);
  });

  it('compares tokens exactly', () => {
    expect(staffTokenMatches('abc', 'abc')).toBe(true);
    expect(staffTokenMatches('abc', 'abd')).toBe(false);
    expect(staffTokenMatches('ab', 'abc')).toBe(false);
    expect(staffTokenMatches('', 'abc')).toBe(false);
  });
});
