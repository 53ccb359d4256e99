import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { staffCodes, uniqueAddress } from './account-test-kit.ts';

type Status = { hasPayPassword: boolean; hasPhone: boolean; phoneMasked: string };

const status = (t: TestApp, session: string) =>
  t.call<Status>('customeraccount/IfHasPayPassword', {}, { session });
const sendPayCode = (t: TestApp, session?: string, phone?: string) =>
  t.call(
    'customeraccount/SendSecurityCodeCode',
    { purpose: 'payPassword', ...(phone ? { phone } : {}) },
    { session, headers: { 'x-forwarded-for': uniqueAddress() } },
  );
const setPay = (t: TestApp, session: string, code: string, password: string, confirmPassword = password) =>
  t.call('customeraccount/SetPayPassword', { code, password, confirmPassword }, { session });

const hashOf = async (t: TestApp, id: number) =>
  (await t.db.select().from(members).where(eq(members.id, id)))[0]!.payPasswordHash;

describe.each(dbTargets())('setting the payment password on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('sends a code to the bound phone only and sets six digits with it, once', async () => {
    const phone = '13500000001';
    const me = await memberSession(t, phone);
    expect((await status(t, me.session)).body.Result).toEqual({
      hasPayPassword: false,
      hasPhone: true,
      phoneMasked: '135****0001',
    });
    // A phone in the request is ignored: the code goes to the bound phone.
    const sent = await sendPayCode(t, me.session, '13500000999');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(await staffCodes(t, '13500000999')).toHaveLength(0);
    const [code] = await staffCodes(t, phone);
    expect(code).toMatchObject({ purpose: 'payPassword', used: false });

    // Typos are refused before the code is looked at, so they do not burn it.
    expect((await setPay(t, me.session, code!.code, '12345')).body.Code).toBe('PAY_PASSWORD_FORMAT');
    expect((await setPay(t, me.session, code!.code, '12345a')).body.Code).toBe('PAY_PASSWORD_FORMAT');
    expect((await setPay(t, me.session, code!.code, '１２３４５６')).body.Code).toBe('PAY_PASSWORD_FORMAT');
    expect((await setPay(t, me.session, code!.code, '123456', '123465')).body.Code).toBe('PASSWORD_MISMATCH');
    expect((await setPay(t, me.session, ' ', '123456')).body.Code).toBe('SMS_CODE_EMPTY');
    expect((await staffCodes(t, phone))[0]).toMatchObject({ used: false, wrongAttempts: 0 });
    expect(await hashOf(t, me.memberId)).toBeNull();

    const ok = await setPay(t, me.session, code!.code, '246810');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await hashOf(t, me.memberId)).toMatch(/^scrypt\$/);
    expect((await status(t, me.session)).body.Result.hasPayPassword).toBe(true);
    // The code is spent.
    expect((await setPay(t, me.session, code!.code, '135790')).body.Code).toBe('SMS_CODE_WRONG');
  });

  it('takes no login or password-reset code, and no code of another phone', async () => {
    const me = await memberSession(t, '13500000002');
    const other = await memberSession(t, '13500000003');
    await t.call('customeraccount/SendSecurityCodeCode', { purpose: 'password' }, { session: me.session });
    const [reset] = await staffCodes(t, '13500000002');
    expect((await setPay(t, me.session, reset!.code, '123456')).body.Code).toBe('SMS_CODE_WRONG');
    await sendPayCode(t, other.session);
    const [theirs] = await staffCodes(t, '13500000003');
    expect((await setPay(t, me.session, theirs!.code, '123456')).body.Code).toBe('SMS_CODE_WRONG');
    expect(await hashOf(t, me.memberId)).toBeNull();
    expect((await staffCodes(t, '13500000003'))[0]).toMatchObject({ used: false });
  });

  it('needs a bound phone and a login', async () => {
    const phoneless = await memberSession(t);
    expect((await status(t, phoneless.session)).body.Result).toMatchObject({
      hasPhone: false,
      phoneMasked: '',
    });
    expect((await sendPayCode(t, phoneless.session)).body.Code).toBe('NO_PHONE_BOUND');
    expect((await setPay(t, phoneless.session, '123456', '123456')).body.Code).toBe('NO_PHONE_BOUND');
    expect((await sendPayCode(t, undefined, '13500000004')).status).toBe(401);
    const body = { code: '123456', password: '123456', confirmPassword: '123456' };
    expect((await t.call('customeraccount/SetPayPassword', body)).status).toBe(401);
  });

  it('refuses malformed requests', async () => {
    const me = await memberSession(t, '13500000005');
    const call = (body: unknown) => t.call('customeraccount/SetPayPassword', body, { session: me.session });
    expect((await call({ code: '1', password: '123456' })).status).toBe(400);
    expect((await call({ code: '1', password: 123456, confirmPassword: 123456 })).status).toBe(400);
    expect((await call({ code: '1', password: '1'.repeat(40), confirmPassword: '1' })).status).toBe(400);
    expect((await call({ code: '1', password: '123456', confirmPassword: '123456', uid: 1 })).status).toBe(
      400,
    );
  });
});
