import { count, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema/account/member.ts';
import { passwordFailures } from '../../db/schema/account/verification.ts';
import { insertMember, insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { passwordLogin, sliderToken, uniqueAddress } from './account-test-kit.ts';
import { hashPassword } from './password-hash.ts';

const P = 'customeraccount/';
const FIFTEEN_MINUTES = 15 * 60_000;

describe.each(dbTargets())('login by member number and password on %s', (target) => {
  let t: TestApp;
  let smsOnlyStore: number;
  let knownHash: string;
  beforeAll(async () => {
    t = await createTestApp(target, {
      seed: async (db) => {
        await insertStore(db, { loginOptions: ['sms', 'password', 'email', 'guest'] });
        smsOnlyStore = await insertStore(db, { loginOptions: ['sms'] });
      },
    });
    knownHash = await hashPassword('abc123');
  });
  afterAll(() => t.close());

  /** A member with the password abc123 (unless told otherwise); its id and member number. */
  async function member(opts: { password?: boolean; disabled?: boolean } = {}) {
    const id = await insertMember(t.db);
    const [row] = await t.db
      .update(members)
      .set({ passwordHash: opts.password === false ? null : knownHash, disabled: opts.disabled ?? false })
      .where(eq(members.id, id))
      .returning();
    return { id, memberNo: row!.memberNo };
  }

  const failures = async (who: SQL) =>
    (await t.db.select({ n: count() }).from(passwordFailures).where(who))[0]!.n;

  const sessionCount = async (memberId: number) =>
    (await t.db.select({ n: count() }).from(sessions).where(eq(sessions.memberId, memberId)))[0]!.n;

  it('logs a member in by number and password, records the agreement, and the session works', async () => {
    const m = await member();
    const res = await passwordLogin(t, ` ${m.memberNo} `, 'abc123');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result.user).toMatchObject({ uid: m.id, userInfo: { customerNo: m.memberNo } });
    const info = await t.call(
      'customeraccount/FindLoginInfo',
      { storeId: 1000 },
      { session: res.body.Result.token },
    );
    expect(info.body.Result).toMatchObject({ isLogin: true, uid: m.id });
    const [row] = await t.db.select().from(members).where(eq(members.id, m.id));
    expect(row!.privacyAgreedAt).toEqual(t.clock.now());
  });

  it('answers PASSWORD_WRONG alike for a wrong password, an unknown number and a member without a password', async () => {
    const m = await member();
    const without = await member({ password: false });
    for (const [memberNo, password] of [
      [m.memberNo, 'abc124'],
      ['NO-SUCH-NUMBER', 'abc123'],
      [without.memberNo, 'abc123'],
      [without.memberNo, ''.padEnd(6, 'x')],
    ] as const) {
      const res = await passwordLogin(t, memberNo, password);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ Success: false, Code: 'PASSWORD_WRONG', Message: '会员号或密码错误' });
    }
    expect(await sessionCount(m.id)).toBe(0);
  });

  it('refuses empty fields and a missing agreement before spending the slider token', async () => {
    const token = await sliderToken(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ memberNo: '  ', password: 'abc123', agreed: true }, 'MEMBER_NO_EMPTY'],
      [{ memberNo: 'C1', password: '', agreed: true }, 'PASSWORD_EMPTY'],
      [{ memberNo: 'C1', password: 'abc123' }, 'AGREEMENT_REQUIRED'],
      [{ memberNo: 'C1', password: 'abc123', agreed: false }, 'AGREEMENT_REQUIRED'],
    ];
    for (const [body, code] of cases) {
      const res = await t.call(`${P}SignInByPassword`, { ...body, sliderToken: token });
      expect(res, code).toMatchObject({ status: 400, body: { Code: code } });
    }
    // The token is still good: the refusals spent nothing.
    const body = { memberNo: 'C1', password: 'abc123', agreed: true, sliderToken: token };
    expect((await t.call(`${P}SignInByPassword`, body)).body.Code).toBe('PASSWORD_WRONG');
  });

  it('answers bad input with 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{ memberNo: 12345, password: 'abc123' }, 'memberNo'],
      [{ memberNo: 'x'.repeat(33), password: 'abc123' }, 'memberNo'],
      [{ memberNo: 'C1', password: 'x'.repeat(65) }, 'password'],
      [{ memberNo: 'C1', password: 'abc123', agreed: 'yes' }, 'agreed'],
      [{ memberNo: 'C1', password: 'abc123', sliderToken: 'x'.repeat(129) }, 'sliderToken'],
      [{ memberNo: 'C1', password: 'abc123', uid: 1 }, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call(`${P}SignInByPassword`, body);
      expect(res.status).toBe(400);
      expect(res.body.Message).toContain(field);
    }
  });

  it('locks a member out after 5 wrong passwords, whatever the address, until the window passes', async () => {
    const m = await member();
    for (let i = 0; i < 5; i += 1)
      expect((await passwordLogin(t, m.memberNo, 'wrong1')).body.Code).toBe('PASSWORD_WRONG');
    const locked = await passwordLogin(t, m.memberNo, 'abc123');
    expect(locked).toMatchObject({ status: 429, body: { Code: 'TOO_FREQUENT' } });
    expect(await sessionCount(m.id)).toBe(0);
    t.clock.advance(FIFTEEN_MINUTES + 1);
    expect((await passwordLogin(t, m.memberNo, 'abc123')).status).toBe(200);
  });

  it('locks a client address out after 20 wrong tries across numbers, known or not', async () => {
    const ip = uniqueAddress();
    const m = await member();
    for (let i = 0; i < 20; i += 1) {
      const res = await passwordLogin(t, i % 2 ? `GUESS${i}` : (await member()).memberNo, 'nope00', ip);
      expect(res.body.Code, `try ${i + 1}`).toBe('PASSWORD_WRONG');
    }
    expect((await passwordLogin(t, m.memberNo, 'abc123', ip)).body.Code).toBe('TOO_FREQUENT');
    expect((await passwordLogin(t, m.memberNo, 'abc123')).status).toBe(200);
  });

  it('logs in with the right password after wrong ones under the limits, and does not count that try', async () => {
    const ip = uniqueAddress();
    const m = await member();
    for (let i = 0; i < 4; i += 1)
      expect((await passwordLogin(t, m.memberNo, 'wrong1', ip)).body.Code).toBe('PASSWORD_WRONG');
    for (let i = 0; i < 15; i += 1)
      expect((await passwordLogin(t, `GUESS-R${i}`, 'nope00', ip)).body.Code).toBe('PASSWORD_WRONG');
    // 4 wrong for the member, 19 for the address: one short of either limit.
    expect((await passwordLogin(t, m.memberNo, 'abc123', ip)).status).toBe(200);
    expect(await failures(eq(passwordFailures.memberId, m.id))).toBe(4);
    expect(await failures(eq(passwordFailures.clientAddress, ip))).toBe(19);
    // So one more wrong try is still judged, and only then the member and the address are locked.
    expect((await passwordLogin(t, m.memberNo, 'wrong1', ip)).body.Code).toBe('PASSWORD_WRONG');
    expect((await passwordLogin(t, m.memberNo, 'abc123')).body.Code).toBe('TOO_FREQUENT');
    expect((await passwordLogin(t, (await member()).memberNo, 'abc123', ip)).body.Code).toBe('TOO_FREQUENT');
  });

  it('does not count a right password of a disabled member either', async () => {
    const m = await member({ disabled: true });
    expect((await passwordLogin(t, m.memberNo, 'abc123')).body.Code).toBe('ACCOUNT_DISABLED');
    expect(await failures(eq(passwordFailures.memberId, m.id))).toBe(0);
  });

  it('refuses a disabled member with the right password, opening no session', async () => {
    const m = await member({ disabled: true });
    const res = await passwordLogin(t, m.memberNo, 'abc123');
    expect(res).toMatchObject({ status: 403, body: { Code: 'ACCOUNT_DISABLED' } });
    expect(await sessionCount(m.id)).toBe(0);
  });

  it('refuses with FEATURE_DISABLED in a store that does not offer it, before anything is spent', async () => {
    const m = await member();
    const token = await sliderToken(t);
    const body = { memberNo: m.memberNo, password: 'abc123', agreed: true, sliderToken: token };
    const res = await t.call(`${P}SignInByPassword`, body, {
      headers: { 'x-store-id': String(smsOnlyStore) },
    });
    expect(res).toMatchObject({
      status: 422,
      body: { Code: 'FEATURE_DISABLED', Message: '商家未开启该设置' },
    });
    // The same token still works where the way is offered: the refusal spent nothing.
    expect((await t.call(`${P}SignInByPassword`, body)).status).toBe(200);
  });
});
