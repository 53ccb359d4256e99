import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { members, sessions } from '../../db/schema/account/member.ts';
import { smsCodes } from '../../db/schema/account/verification.ts';
import { readEnv } from '../../env.ts';
import { ManualClock } from '../../platform/clock/clock.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { sendCode, sliderAnswer, staffCodes, uniqueAddress } from './account-test-kit.ts';

const MINUTE = 60_000;

async function rowCounts(t: TestApp) {
  const [codes] = await t.db.select({ n: count() }).from(smsCodes);
  const [people] = await t.db.select({ n: count() }).from(members);
  const [open] = await t.db.select({ n: count() }).from(sessions);
  return { codes: codes!.n, members: people!.n, sessions: open!.n };
}

describe.each(dbTargets())('sending SMS codes on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('refuses a resend inside the countdown, saying how many seconds are left', async () => {
    const ok = await sendCode(t, '13700000001');
    expect(ok.body.Result).toEqual({ countdownSeconds: 60 });
    t.clock.advance(15_000);
    const early = await sendCode(t, '13700000001');
    expect(early.status).toBe(429);
    expect(early.body).toMatchObject({
      Success: false,
      Code: 'SMS_RESEND_WAIT',
      Message: '验证码已发送，请45秒后重试',
      Seconds: 45,
    });
    t.clock.advance(45_000);
    expect((await sendCode(t, '13700000001')).status).toBe(200);
    expect(await staffCodes(t, '13700000001')).toHaveLength(2);
  });

  it('allows 10 sends to a phone a day, the 11th is refused until the oldest is a day old', async () => {
    const phone = '13700000002';
    for (let i = 0; i < 10; i += 1) {
      const res = await sendCode(t, phone);
      expect(res.status, `send ${i + 1}`).toBe(200);
      t.clock.advance(MINUTE);
    }
    const eleventh = await sendCode(t, phone);
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toMatchObject({ Code: 'SMS_DAILY_LIMIT', Message: '今日发送次数已达上限' });
    // The first send was 10 minutes ago: it leaves the 24 h window in 23 h 50 min.
    t.clock.advance(24 * 60 * MINUTE - 10 * MINUTE - 1000);
    expect((await sendCode(t, phone)).body.Code).toBe('SMS_DAILY_LIMIT');
    t.clock.advance(1000);
    expect((await sendCode(t, phone)).status).toBe(200);
  });

  it('allows 10 sends a minute from one client address, whatever the phones', async () => {
    const ip = uniqueAddress();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendCode(t, `1360000010${i}`, ip)).status).toBe(200);
    }
    const refused = await sendCode(t, '13600000200', ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ Code: 'SMS_MINUTE_LIMIT', Seconds: 60 });
    expect((await sendCode(t, '13600000200')).status).toBe(200);
    t.clock.advance(MINUTE);
    expect((await sendCode(t, '13600000201', ip)).status).toBe(200);
  });

  it('allows 50 sends a day from one client address', async () => {
    const ip = uniqueAddress();
    for (let i = 0; i < 50; i += 1) {
      const res = await sendCode(t, `135000003${String(i).padStart(2, '0')}`, ip);
      expect(res.status, `send ${i + 1}`).toBe(200);
      t.clock.advance(10_000);
    }
    t.clock.advance(MINUTE);
    const refused = await sendCode(t, '13500000400', ip);
    expect(refused.status).toBe(429);
    expect(refused.body.Code).toBe('SMS_DAILY_LIMIT');
    t.clock.advance(24 * 60 * MINUTE);
    expect((await sendCode(t, '13500000400', ip)).status).toBe(200);
  });

  it('refuses empty and malformed phones with their codes and writes nothing', async () => {
    const before = await rowCounts(t);
    const empty = await sendCode(t, '');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ Success: false, Code: 'PHONE_EMPTY', Message: '请输入手机号' });
    for (const phone of ['12800138000', '1380013800', '+1234567', '4155552671', 'abcdefghijk', '  ']) {
      const res = await sendCode(t, phone);
      expect(res.status, phone).toBe(400);
      expect(res.body.Code, phone).toBe(phone.trim() === '' ? 'PHONE_EMPTY' : 'PHONE_INVALID');
    }
    const signin = await t.call('customeraccount/signin', { phone: '1380013800', code: '123456' });
    expect(signin.body.Code).toBe('PHONE_INVALID');
    expect(await rowCounts(t)).toEqual(before);
  });

  it('answers bad input with 400 naming the field, and writes nothing', async () => {
    const before = await rowCounts(t);
    const cases: Array<[string, unknown, string]> = [
      ['customeraccount/SendSecurityCodeCode', { phone: 13800138000 }, 'phone'],
      ['customeraccount/SendSecurityCodeCode', { phone: '13800138000', purpose: 'reset' }, 'purpose'],
      ['customeraccount/SendSecurityCodeCode', { phone: '13800138000', admin: true }, 'body'],
      ['customeraccount/SendSecurityCodeCode', { phone: '1'.repeat(21) }, 'phone'],
      ['customeraccount/signin', { phone: '13800138000', code: 123456 }, 'code'],
      ['customeraccount/signin', { phone: '13800138000', code: '1'.repeat(13) }, 'code'],
      [
        'customeraccount/signin',
        { phone: '13800138000', code: '123456', cartKey: 'x'.repeat(65) },
        'cartKey',
      ],
      ['customeraccount/signin', { phone: '13800138000', code: '123456', cartKey: 'bad key!' }, 'cartKey'],
      ['customeraccount/signin', { phone: '13800138000', code: '123456', uid: 1 }, 'body'],
      ['customeraccount/FindLoginInfo', { storeId: '1000' }, 'storeId'],
      ['customeraccount/FindLoginInfo', { storeId: 0 }, 'storeId'],
      ['customeraccount/FindLoginInfo', { storeId: 1000, showCardAge: 'yes' }, 'showCardAge'],
      ['customeraccount/FindLoginInfo', { storeId: 1000, extra: 1 }, 'body'],
      ['customeraccount/logoff', { all: true }, 'body'],
    ];
    for (const [path, body, field] of cases) {
      const res = await t.call(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.Code).toBe('BAD_REQUEST');
      expect(res.body.Message).toContain(field);
    }
    // The phone is optional in the contract (a password code goes to the bound phone), so a login without one is
    // refused by the handler with the catalogue code.
    const noPhone = await t.call('customeraccount/SendSecurityCodeCode', {});
    expect(noPhone).toMatchObject({ status: 400, body: { Code: 'PHONE_EMPTY' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/wxapi/customeraccount/SendSecurityCodeCode',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    });
    expect(res.statusCode).toBe(400);
    expect(await rowCounts(t)).toEqual(before);
  });
});

describe('a failing SMS provider', () => {
  it('answers SMS_SEND_FAILED and keeps no code, so it neither counts nor blocks a retry', async () => {
    const database = await openDatabase({});
    await database.migrate();
    let fail = true;
    const sent: string[] = [];
    const app = await buildApp({
      db: database.db,
      env: readEnv({ DATA_DIR: '.test-data', CAPTCHA_POW_ITERATIONS: '1' }),
      clock: new ManualClock(),
      staffToken: 'unused-staff-token-0123456789',
      sms: {
        provider: 'log',
        keepsDemoCodes: false,
        async send(phone, text) {
          if (fail) throw new Error('provider down');
          sent.push(`${phone} ${text}`);
        },
      },
    });
    const post = async (path: string, payload: object) =>
      (await app.inject({ method: 'POST', url: `/wxapi/customeraccount/${path}`, payload })).json().Result;
    // The login page's way: solve a slider, then ask for the code with its token and the agreement ticked.
    const send = async () => {
      const solved = await post('SliderVerify', await sliderAnswer(await post('SliderChallenge', {})));
      return app.inject({
        method: 'POST',
        url: '/wxapi/customeraccount/SendSecurityCodeCode',
        payload: { phone: '13800138000', agreed: true, sliderToken: solved.sliderToken },
      });
    };
    const res = await send();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ Success: false, Code: 'SMS_SEND_FAILED' });
    expect(await database.db.select().from(smsCodes)).toHaveLength(0);

    fail = false;
    expect((await send()).statusCode).toBe(200);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^13800138000 .*\d{6}.*10分钟/);
    const [row] = await database.db.select().from(smsCodes);
    // With a real provider no code is kept in clear.
    expect(row!.demoCode).toBeNull();
    await app.close();
    await database.close();
  });
});
