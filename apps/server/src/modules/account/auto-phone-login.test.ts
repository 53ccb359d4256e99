import { createHmac } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema/account/member.ts';
import { insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, hasPostgres, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import type { SignedIn } from './account-test-kit.ts';

const P = 'customeraccount/';
const SECRET = 'platform-phone-secret-for-tests';

interface Issued {
  phone: string;
  phoneToken: string;
  expiresAt: string;
}

/** A token signed with SECRET over any payload, as a forger who knew the secret (or not) would make it. */
function signed(payload: unknown, secret = SECRET): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe.each(dbTargets())('one-tap login by the platform phone on %s', (target) => {
  let t: TestApp;
  let smsOnlyStore: number;
  let limitedStore: number;
  beforeAll(async () => {
    t = await createTestApp(target, {
      env: { PLATFORM_PHONE_SECRET: SECRET },
      seed: async (db) => {
        await insertStore(db, { loginOptions: ['sms', 'autoPhone'] });
        smsOnlyStore = await insertStore(db, { loginOptions: ['sms'] });
        limitedStore = await insertStore(db, { loginOptions: ['autoPhone'], limitRegistrationByPhone: true });
      },
    });
  });
  afterAll(() => t.close());

  async function issue(phone: string): Promise<Issued> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/staff/platform/phone-token',
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      payload: { phone },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().Result;
  }

  const autoSign = (phoneToken: string, extra: Record<string, unknown> = {}, storeId?: number) =>
    t.call<SignedIn>(
      `${P}AutoSignByPhone`,
      { phoneToken, agreed: true, ...extra },
      { headers: storeId ? { 'x-store-id': String(storeId) } : {} },
    );

  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  it('logs the phone in with a token the platform issued, registering an unknown phone, once per token', async () => {
    const issued = await issue('+86 138 0000 7001');
    expect(issued.phone).toBe('13800007001');
    expect(issued.expiresAt).toBe(new Date(t.clock.now().getTime() + 300_000).toISOString());
    const res = await autoSign(issued.phoneToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.phone, '13800007001'));
    expect(res.body.Result.user).toMatchObject({ uid: row!.id, userInfo: { phoneMasked: '138****7001' } });
    expect(row!.privacyAgreedAt).toEqual(t.clock.now());
    expect((await autoSign(issued.phoneToken)).body).toMatchObject({ Code: 'AUTH_FAILED' });
    const again = await autoSign((await issue('13800007001')).phoneToken);
    expect(again.body.Result.user.uid).toBe(row!.id);
  });

  it('refuses an expired, forged, tampered, long-lived or malformed token', async () => {
    const issued = await issue('13800007002');
    const [body, sig] = issued.phoneToken.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const tokens: Record<string, string> = {
      'wrong secret': signed(claims, 'some-other-secret-entirely'),
      'other phone, old signature': `${Buffer.from(JSON.stringify({ ...claims, phone: '13800007099' })).toString('base64url')}.${sig}`,
      'lives an hour': signed({ ...claims, exp: nowSeconds() + 3600 }),
      'bad phone': signed({ ...claims, phone: '123' }),
      'extra claim': signed({ ...claims, admin: true }),
      'not json': `${Buffer.from('nope').toString('base64url')}.${createHmac('sha256', SECRET).update(Buffer.from('nope').toString('base64url')).digest('base64url')}`,
      empty: '',
      'three parts': `${issued.phoneToken}.x`,
    };
    for (const [kind, token] of Object.entries(tokens)) {
      expect((await autoSign(token)).body.Code, kind).toBe('AUTH_FAILED');
    }
    t.clock.advance(300_000);
    expect((await autoSign(issued.phoneToken)).body.Code).toBe('AUTH_FAILED');
    expect(await t.db.select().from(members).where(eq(members.phone, '13800007002'))).toHaveLength(0);
  });

  it('refuses without the agreement, in a store without one-tap login, and unknown phones where registration is limited', async () => {
    const issued = await issue('13800007003');
    expect((await autoSign(issued.phoneToken, { agreed: false })).body.Code).toBe('AGREEMENT_REQUIRED');
    expect((await autoSign(issued.phoneToken, {}, smsOnlyStore)).body.Code).toBe('FEATURE_DISABLED');
    expect((await autoSign(issued.phoneToken, {}, limitedStore)).body.Code).toBe('REGISTRATION_LIMITED');
    // Each refusal left the token unused.
    expect((await autoSign(issued.phoneToken)).status).toBe(200);
  });

  it('refuses a disabled member', async () => {
    await t.db.insert(members).values({ memberNo: 'AUTO-OFF', phone: '13800007004', disabled: true });
    const res = await autoSign((await issue('13800007004')).phoneToken);
    expect(res).toMatchObject({ status: 403, body: { Code: 'ACCOUNT_DISABLED' } });
  });

  it('issues tokens only to staff, for well-formed phones', async () => {
    const post = (payload: Record<string, unknown>, auth = `Bearer ${TEST_STAFF_TOKEN}`) =>
      t.app.inject({
        method: 'POST',
        url: '/staff/platform/phone-token',
        headers: { authorization: auth },
        payload,
      });
    expect((await post({ phone: '13800007005' }, 'Bearer wrong-wrong-wrong-wrong')).statusCode).toBe(401);
    expect((await post({ phone: '123' })).json()).toMatchObject({ Code: 'PHONE_INVALID' });
    expect((await post({ phone: '13800007005', extra: 1 })).statusCode).toBe(400);
  });
});

describe.runIf(hasPostgres)('one-tap login under concurrency on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', {
      seed: (db) => insertStore(db, { loginOptions: ['autoPhone'] }).then(() => {}),
    });
  });
  afterAll(() => t.close());

  it('opens one session from 20 parallel uses of one token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/staff/platform/phone-token',
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      payload: { phone: '13800007100' },
    });
    const { phoneToken } = res.json().Result as Issued;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => t.call(`${P}AutoSignByPhone`, { phoneToken, agreed: true })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const [open] = await t.db.select({ n: count() }).from(sessions);
    expect(open!.n).toBe(1);
  });
});
