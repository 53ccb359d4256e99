import { PASSWORD_LOCK_WINDOW_MS } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { passwordFailures } from '../../db/schema/account/verification.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, hasPostgres, type TestApp } from '../../test/harness.ts';
import { sendCode, staffCodes, uniqueAddress } from './account-test-kit.ts';

const P = 'customeraccount/';
const SMS_GAP_MS = 61_000;
let phoneCounter = 0;

function newPhone(): string {
  phoneCounter += 1;
  return `1390000${String(phoneCounter).padStart(4, '0')}`;
}

/** Calls as one member's session from one client address. */
function as(t: TestApp, session: string, ip = uniqueAddress()) {
  return <R = unknown>(path: string, body: unknown = {}) =>
    t.call<R>(`${P}${path}`, body, { session, headers: { 'x-forwarded-for': ip } });
}

const pw = (password: string, confirmPassword = password) => ({ password, confirmPassword });

describe.each(dbTargets())('member passwords on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  /** A member (with a bound phone unless told) who has set `password`, and a call function for its session. */
  async function memberWith(password: string | null, phone: string | null = newPhone()) {
    const m = await memberSession(t, phone ?? undefined);
    const call = as(t, m.session);
    if (password) expect((await call('SetPasswordFirstTime', pw(password))).status).toBe(200);
    return { ...m, phone, call };
  }

  it('refuses every password call without a session', async () => {
    const calls: [string, object][] = [
      ['IfHasPassword', {}],
      ['SetPasswordFirstTime', pw('abc123')],
      ['CheckPassword', { password: 'abc123' }],
      ['SetPasswordByOld', { oldPassword: 'abc123', ...pw('abc124') }],
      ['SetPasswordBySecurityCode', { code: '123456', ...pw('abc124') }],
    ];
    for (const [path, body] of calls) {
      expect((await t.call(`${P}${path}`, body)).body.Code, path).toBe('NOT_LOGGED_IN');
      expect((await t.call(`${P}${path}`, body, { session: 'x'.repeat(43) })).status, path).toBe(401);
    }
    expect((await t.call(`${P}SendSecurityCodeCode`, { purpose: 'password' })).status).toBe(401);
  });

  it('tells whether a password is set and shows the bound phone masked', async () => {
    const { call } = await memberWith(null, '13800001111');
    expect((await call('IfHasPassword')).body.Result).toEqual({
      hasPassword: false,
      hasPhone: true,
      phoneMasked: '138****1111',
    });
    await call('SetPasswordFirstTime', pw('abc123'));
    expect((await call('IfHasPassword')).body.Result).toMatchObject({ hasPassword: true });
    const noPhone = await memberWith(null, null);
    expect((await noPhone.call('IfHasPassword')).body.Result).toEqual({
      hasPassword: false,
      hasPhone: false,
      phoneMasked: '',
    });
  });

  it.each([
    ['5 characters', 'abc12'],
    ['7 characters', 'abc1234'],
    ['a space', 'abc 12'],
    ['a non-ASCII letter', 'abcé12'],
  ])('refuses a first password with %s', async (_label, password) => {
    const { call } = await memberWith(null);
    expect((await call('SetPasswordFirstTime', pw(password))).body).toMatchObject({
      Code: 'PASSWORD_FORMAT',
    });
  });

  it('sets a first password once: mismatch refused, six symbols accepted, a second set refused', async () => {
    const { call, memberId } = await memberWith(null);
    expect((await call('SetPasswordFirstTime', pw('abc123', 'abc124'))).body.Code).toBe('PASSWORD_MISMATCH');
    expect((await call('SetPasswordFirstTime', { ...pw('abc123'), extra: 1 })).body.Code).toBe('BAD_REQUEST');
    expect((await call('SetPasswordFirstTime', pw('!@#$%^'))).status).toBe(200);
    const again = await call('SetPasswordFirstTime', pw('xyz789'));
    expect(again).toMatchObject({ status: 409, body: { Code: 'PASSWORD_SET_FAILED' } });
    const [row] = await t.db.select().from(members).where(eq(members.id, memberId));
    expect(row!.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    expect(row!.passwordSetAt).not.toBeNull();
    expect((await call('CheckPassword', { password: '!@#$%^' })).body.Result).toEqual({ valid: true });
  });

  it('checks the password of the session member only', async () => {
    const a = await memberWith('aaa111');
    const b = await memberWith(null);
    expect((await b.call('IfHasPassword')).body.Result).toMatchObject({ hasPassword: false });
    const wrong = await b.call('CheckPassword', { password: 'aaa111' });
    expect(wrong).toMatchObject({ status: 422, body: { Code: 'MEMBER_PASSWORD_WRONG' } });
    await b.call('SetPasswordFirstTime', pw('bbb222'));
    expect((await a.call('CheckPassword', { password: 'aaa111' })).status).toBe(200);
    expect((await a.call('CheckPassword', { password: 'bbb222' })).body.Code).toBe('MEMBER_PASSWORD_WRONG');
  });

  it('changes the password by the old one, ending the other sessions of that member only', async () => {
    const a = await memberWith('old111');
    const other = as(t, await createSession(t.db, t.clock, a.memberId));
    const b = await memberWith('bbb111');
    const wrongOld = await a.call('SetPasswordByOld', { oldPassword: 'bad111', ...pw('new111') });
    expect(wrongOld.body.Code).toBe('MEMBER_PASSWORD_WRONG');
    const failures = await t.db
      .select()
      .from(passwordFailures)
      .where(eq(passwordFailures.memberId, a.memberId));
    expect(failures).toHaveLength(1);
    expect((await a.call('SetPasswordByOld', { oldPassword: 'old111', ...pw('new 11') })).body.Code).toBe(
      'PASSWORD_FORMAT',
    );
    expect(
      (await a.call('SetPasswordByOld', { oldPassword: 'old111', ...pw('new111', 'new112') })).body.Code,
    ).toBe('PASSWORD_MISMATCH');
    expect((await a.call('SetPasswordByOld', { oldPassword: 'old111', ...pw('new111') })).status).toBe(200);
    expect((await other('IfHasPassword')).body).toMatchObject({ Code: 'NOT_LOGGED_IN' });
    expect((await a.call('CheckPassword', { password: 'new111' })).status).toBe(200);
    expect((await a.call('CheckPassword', { password: 'old111' })).body.Code).toBe('MEMBER_PASSWORD_WRONG');
    expect((await b.call('CheckPassword', { password: 'bbb111' })).status).toBe(200);
  });

  it('locks a member out after 5 wrong passwords for 15 minutes, whatever the address', async () => {
    const m = await memberWith('right1');
    for (let i = 0; i < 5; i += 1) {
      const from = as(t, m.session);
      expect((await from('CheckPassword', { password: 'wrong1' })).body.Code, `try ${i + 1}`).toBe(
        'MEMBER_PASSWORD_WRONG',
      );
    }
    const locked = await m.call('CheckPassword', { password: 'right1' });
    expect(locked).toMatchObject({ status: 429, body: { Code: 'TOO_FREQUENT' } });
    const byOld = await m.call('SetPasswordByOld', { oldPassword: 'right1', ...pw('new111') });
    expect(byOld.body.Code).toBe('TOO_FREQUENT');
    t.clock.advance(PASSWORD_LOCK_WINDOW_MS - 1000);
    expect((await m.call('CheckPassword', { password: 'right1' })).body.Code).toBe('TOO_FREQUENT');
    t.clock.advance(1000);
    expect((await m.call('CheckPassword', { password: 'right1' })).status).toBe(200);
  });

  it('locks a client address out after 20 wrong passwords across members', async () => {
    const ip = uniqueAddress();
    for (let i = 0; i < 5; i += 1) {
      const m = await memberWith('right1');
      const from = as(t, m.session, ip);
      for (let j = 0; j < 4; j += 1) {
        expect((await from('CheckPassword', { password: 'wrong1' })).body.Code).toBe('MEMBER_PASSWORD_WRONG');
      }
    }
    const fresh = await memberWith('fresh1');
    const fromIp = as(t, fresh.session, ip);
    expect((await fromIp('CheckPassword', { password: 'fresh1' })).body.Code).toBe('TOO_FREQUENT');
    expect((await fresh.call('CheckPassword', { password: 'fresh1' })).status).toBe(200);
    t.clock.advance(PASSWORD_LOCK_WINDOW_MS);
    expect((await fromIp('CheckPassword', { password: 'fresh1' })).status).toBe(200);
  });

  it('sends a password code only to the bound phone of a logged-in member', async () => {
    const m = await memberWith(null);
    const elsewhere = newPhone();
    const sent = await m.call('SendSecurityCodeCode', { purpose: 'password', phone: elsewhere });
    expect(sent.status).toBe(200);
    expect(await staffCodes(t, elsewhere)).toEqual([]);
    expect((await staffCodes(t, m.phone!))[0]).toMatchObject({ purpose: 'password', used: false });
    const noPhone = await memberWith(null, null);
    expect((await noPhone.call('SendSecurityCodeCode', { purpose: 'password' })).body.Code).toBe(
      'NO_PHONE_BOUND',
    );
    expect((await t.call(`${P}SendSecurityCodeCode`, { purpose: 'login' })).body.Code).toBe('PHONE_EMPTY');
  });

  it('resets the password with a single-use password code, not a login code', async () => {
    const m = await memberWith('old111');
    const other = as(t, await createSession(t.db, t.clock, m.memberId));
    const reset = (code: string, password = 'new111') =>
      m.call('SetPasswordBySecurityCode', { code, ...pw(password) });
    expect((await sendCode(t, m.phone!)).status).toBe(200);
    const [loginCode] = await staffCodes(t, m.phone!);
    expect((await reset(loginCode!.code)).body.Code).toBe('SMS_CODE_WRONG');
    t.clock.advance(SMS_GAP_MS);
    expect((await m.call('SendSecurityCodeCode', { purpose: 'password' })).status).toBe(200);
    const [code] = await staffCodes(t, m.phone!);
    expect(code!.purpose).toBe('password');
    expect((await reset('')).body.Code).toBe('SMS_CODE_EMPTY');
    expect((await reset(code!.code, 'bad')).body.Code).toBe('PASSWORD_FORMAT');
    const wrongCode = code!.code === '000000' ? '111111' : '000000';
    expect((await reset(wrongCode)).body.Code).toBe('SMS_CODE_WRONG');
    expect((await reset(code!.code)).status).toBe(200);
    expect((await reset(code!.code, 'new222')).body.Code).toBe('SMS_CODE_WRONG');
    expect((await other('IfHasPassword')).status).toBe(401);
    expect((await m.call('CheckPassword', { password: 'new111' })).status).toBe(200);
  });

  it('refuses a reset by code without a bound phone', async () => {
    const m = await memberWith(null, null);
    const res = await m.call('SetPasswordBySecurityCode', { code: '123456', ...pw('new111') });
    expect(res).toMatchObject({ status: 422, body: { Code: 'NO_PHONE_BOUND' } });
  });
});

describe.runIf(hasPostgres)('first password under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('lets exactly one of 20 parallel first sets win, 20 times over', async () => {
    for (let round = 0; round < 20; round += 1) {
      const { session } = await memberSession(t);
      const call = as(t, session);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call('SetPasswordFirstTime', pw(`pw${String(i).padStart(4, '0')}`)),
        ),
      );
      expect(
        results.filter((r) => r.status === 200),
        `round ${round}`,
      ).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200))
        expect(r.body.Code).toBe('PASSWORD_SET_FAILED');
    }
  }, 120_000);

  it('counts 20 parallel wrong passwords of one member one by one: 5 wrong, then locked', async () => {
    const { session } = await memberSession(t);
    const call = as(t, session);
    expect((await call('SetPasswordFirstTime', pw('right1'))).status).toBe(200);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('CheckPassword', { password: 'wrong1' })),
    );
    const codes = results.map((r) => r.body.Code);
    expect(codes.filter((c) => c === 'MEMBER_PASSWORD_WRONG')).toHaveLength(5);
    expect(codes.filter((c) => c === 'TOO_FREQUENT')).toHaveLength(15);
  });
});
