import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema/account/member.ts';
import { staffCliSuite } from '../../platform/staff/cli-test-kit.ts';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import {
  type SignedIn,
  sendEmailCode,
  sliderToken,
  staffEmailCodes,
  uniqueAddress,
} from './account-test-kit.ts';

const P = 'customeraccount/';
const MINUTE = 60_000;
let emailCounter = 0;
const newEmail = () => {
  emailCounter += 1;
  return `shopper${emailCounter}@example.com`;
};

describe.each(dbTargets())('login by email code on %s', (target) => {
  let t: TestApp;
  let limitedStore: number;
  let smsOnlyStore: number;
  beforeAll(async () => {
    t = await createTestApp(target, {
      seed: async (db) => {
        await insertStore(db, { loginOptions: ['sms', 'password', 'email', 'guest'] });
        limitedStore = await insertStore(db, { loginOptions: ['email'], limitRegistrationByPhone: true });
        smsOnlyStore = await insertStore(db, { loginOptions: ['sms'] });
      },
    });
  });
  afterAll(() => t.close());

  const signIn = (email: string, code: string, extra: Record<string, unknown> = {}, storeId?: number) =>
    t.call<SignedIn>(
      `${P}SignInByEmail`,
      { email, code, agreed: true, ...extra },
      { headers: storeId ? { 'x-store-id': String(storeId) } : {} },
    );

  async function freshEmailCode(email: string): Promise<string> {
    const sent = await sendEmailCode(t, email);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return (await staffEmailCodes(t, email))[0]!.code;
  }

  const sessionCount = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;

  it('sends a code staff can read, registers an unknown address, and logs the same member in again', async () => {
    const email = newEmail();
    const sent = await sendEmailCode(t, email.toUpperCase());
    expect(sent.body).toMatchObject({ Success: true, Result: { countdownSeconds: 60 } });
    const [code] = await staffEmailCodes(t, email);
    expect(code).toMatchObject({ purpose: 'login', used: false, wrongAttempts: 0 });
    expect(code!.code).toMatch(/^\d{6}$/);
    const first = await signIn(` ${email} `, code!.code);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.id, first.body.Result.user.uid));
    expect(row).toMatchObject({ email, phone: null, name: '' });
    expect(row!.privacyAgreedAt).toEqual(t.clock.now());
    expect((await staffEmailCodes(t, email))[0]!.used).toBe(true);
    t.clock.advance(MINUTE);
    const again = await signIn(email, await freshEmailCode(email));
    expect(again.body.Result.user.uid).toBe(first.body.Result.user.uid);
  });

  it('logs in only as a member who proved the address: one typed into a profile is not a way into that account', async () => {
    const email = newEmail();
    const squatter = await memberSession(t);
    const typed = await t.call(`${P}UpdateCustomerArchives`, { email }, { session: squatter.session });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    const owner = await signIn(email, await freshEmailCode(email));
    expect(owner.status).toBe(200);
    expect(owner.body.Result.user.uid).not.toBe(squatter.memberId);

    // The owner keeps the proof while the address stays, and loses it on changing to another one.
    const session = owner.body.Result.token;
    await t.call(`${P}UpdateCustomerArchives`, { email, name: 'Owner' }, { session });
    const verified = async () =>
      (await t.db.select().from(members).where(eq(members.id, owner.body.Result.user.uid)))[0]!
        .emailVerifiedAt;
    expect(await verified()).not.toBeNull();
    await t.call(`${P}UpdateCustomerArchives`, { email: newEmail() }, { session });
    expect(await verified()).toBeNull();
  });

  it('refuses a wrong, reused, expired or misdirected code, and kills a code after 5 wrong tries', async () => {
    const email = newEmail();
    const code = await freshEmailCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await signIn(email, wrong)).body).toMatchObject({
      Code: 'SMS_CODE_WRONG',
      Message: '验证码错误',
    });
    expect((await signIn(newEmail(), code)).body.Code).toBe('SMS_CODE_WRONG');
    expect((await t.call(`${P}signin`, { phone: '13800138000', code, agreed: true })).body.Code).toBe(
      'SMS_CODE_WRONG',
    );
    expect((await signIn(email, code)).status).toBe(200);
    expect((await signIn(email, code)).body.Code).toBe('SMS_CODE_WRONG');

    t.clock.advance(MINUTE);
    const late = await freshEmailCode(email);
    t.clock.advance(10 * MINUTE);
    expect((await signIn(email, late)).body.Code).toBe('SMS_CODE_WRONG');

    const locked = await freshEmailCode(email);
    for (let i = 0; i < 4; i += 1) expect((await signIn(email, wrong)).body.Code).toBe('SMS_CODE_WRONG');
    expect((await signIn(email, wrong)).body.Code).toBe('SMS_CODE_LOCKED');
    expect((await signIn(email, locked)).body.Code).toBe('SMS_CODE_LOCKED');
  });

  it('keeps the limits of SMS: the resend countdown and 10 codes an address a day', async () => {
    const email = newEmail();
    await freshEmailCode(email);
    t.clock.advance(15_000);
    expect((await sendEmailCode(t, email)).body).toMatchObject({ Code: 'SMS_RESEND_WAIT', Seconds: 45 });
    for (let i = 0; i < 9; i += 1) {
      t.clock.advance(MINUTE);
      expect((await sendEmailCode(t, email)).status, `send ${i + 2}`).toBe(200);
    }
    t.clock.advance(MINUTE);
    expect((await sendEmailCode(t, email)).body.Code).toBe('SMS_DAILY_LIMIT');
    // The daily limit is the address's own: another address still gets its code.
    expect((await sendEmailCode(t, newEmail())).status).toBe(200);
  });

  it('refuses empty and malformed addresses, an empty code and a missing agreement, writing nothing', async () => {
    const before = await sessionCount();
    const token = await sliderToken(t);
    const sends: Array<[Record<string, unknown>, string]> = [
      [{ email: '  ', agreed: true }, 'EMAIL_EMPTY'],
      [{ email: 'not-an-email', agreed: true }, 'EMAIL_INVALID'],
      [{ email: 'a@b', agreed: true }, 'EMAIL_INVALID'],
      [{ email: newEmail() }, 'AGREEMENT_REQUIRED'],
    ];
    for (const [body, code] of sends) {
      const res = await t.call(`${P}EmailSecurityCodeCode`, { ...body, sliderToken: token });
      expect(res, code).toMatchObject({ status: 400, body: { Code: code } });
    }
    expect((await signIn('', '123456')).body.Code).toBe('EMAIL_EMPTY');
    expect((await signIn('x@', '123456')).body.Code).toBe('EMAIL_INVALID');
    expect((await signIn(newEmail(), ' ')).body.Code).toBe('SMS_CODE_EMPTY');
    expect((await signIn(newEmail(), '123456', { agreed: false })).body.Code).toBe('AGREEMENT_REQUIRED');
    for (const [path, body, field] of [
      ['EmailSecurityCodeCode', { email: 'x'.repeat(255) }, 'email'],
      ['EmailSecurityCodeCode', { email: 'a@example.com', extra: 1 }, 'body'],
      ['SignInByEmail', { email: 'a@example.com', code: 123456 }, 'code'],
      ['SignInByEmail', { email: 'a@example.com', code: '1', cartKey: 'bad key!' }, 'cartKey'],
    ] as const) {
      const res = await t.call(`${P}${path}`, body);
      expect(res.status).toBe(400);
      expect(res.body.Message).toContain(field);
    }
    expect(await sessionCount()).toBe(before);
    // The refusals spent nothing: the token still buys a send.
    const ok = await t.call(`${P}EmailSecurityCodeCode`, {
      email: newEmail(),
      agreed: true,
      sliderToken: token,
    });
    expect(ok.status).toBe(200);
  });

  it('refuses to register an unknown address in a store that limits registration, not a known one', async () => {
    const known = newEmail();
    await signIn(known, await freshEmailCode(known));
    const stranger = newEmail();
    const code = await freshEmailCode(stranger);
    const refused = await signIn(stranger, code, {}, limitedStore);
    expect(refused).toMatchObject({ status: 422, body: { Code: 'EMAIL_REGISTRATION_LIMITED' } });
    expect(await t.db.select().from(members).where(eq(members.email, stranger))).toHaveLength(0);
    // The code was right and nothing was written: it still works where registration is open.
    expect((await signIn(stranger, code)).status).toBe(200);
    t.clock.advance(MINUTE);
    expect((await signIn(known, await freshEmailCode(known), {}, limitedStore)).status).toBe(200);
  });

  it('refuses a disabled member, and both calls in a store without email login', async () => {
    const email = newEmail();
    const proven = t.clock.now();
    await t.db
      .insert(members)
      .values({ memberNo: `E${Date.now()}`, email, emailVerifiedAt: proven, disabled: true });
    expect((await signIn(email, await freshEmailCode(email))).body.Code).toBe('ACCOUNT_DISABLED');
    const headers = { 'x-store-id': String(smsOnlyStore) };
    const send = await t.call(`${P}EmailSecurityCodeCode`, { email, agreed: true }, { headers });
    expect(send.body.Code).toBe('FEATURE_DISABLED');
    expect((await signIn(email, '123456', {}, smsOnlyStore)).body.Code).toBe('FEATURE_DISABLED');
  });

  it('shows staff the codes of an address only with the staff token and a valid address', async () => {
    const get = (url: string, auth = `Bearer ${TEST_STAFF_TOKEN}`) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
    expect(
      (await get('/staff/email-codes?email=a@example.com', 'Bearer nope-nope-nope-nope')).statusCode,
    ).toBe(401);
    const bad = await get('/staff/email-codes?email=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Code).toBe('EMAIL_INVALID');
    const none = await get(`/staff/email-codes?email=${encodeURIComponent(newEmail())}`);
    expect(none.json().Result.codes).toEqual([]);
  });
});

describe('staff CLI email-codes', () => {
  const suite = staffCliSuite({
    seed: (db) => insertStore(db, { loginOptions: ['email'] }).then(() => {}),
  });
  const run = (argv: string[]) => suite.run(argv);

  it('prints the latest code emailed to an address, and says so when there is none', async () => {
    await sendEmailCode(suite.t, 'cli@example.com', uniqueAddress());
    const res = await run(['email-codes', 'CLI@example.com']);
    expect(res.code).toBe(0);
    expect(res.out).toEqual([(await staffEmailCodes(suite.t, 'cli@example.com'))[0]!.code]);
    expect((await run(['email-codes', 'nobody@example.com'])).code).toBe(1);
    expect((await run(['email-codes'])).code).toBe(2);
  });
});
