import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, sessions } from '../../db/schema/account/member.ts';
import { smsCodes } from '../../db/schema/account/verification.ts';
import { customerCategories } from '../../db/schema/level.ts';
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.ts';
import { freshCode, logIn, sendCode, signIn, staffCodes } from './account-test-kit.ts';

const DAY = 24 * 60 * 60 * 1000;
const findLoginInfo = (t: TestApp, session?: string, body: Record<string, unknown> = {}) =>
  t.call<Record<string, unknown>>('customeraccount/FindLoginInfo', { storeId: 1000, ...body }, { session });

describe.each(dbTargets())('login by phone and SMS code on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, {
      seed: async (db, clock) => {
        // The entry level (lowest rank) names members without a level; VIP0001 is in Gold.
        const [, gold] = await db
          .insert(customerCategories)
          .values([
            { code: 'normal', name: '普通会员', rank: 0 },
            { code: 'gold', name: '金卡', rank: 10 },
          ])
          .returning({ id: customerCategories.id });
        await db.insert(members).values([
          {
            memberNo: 'VIP0001',
            phone: '13900000001',
            name: '王小明',
            balance: 12345,
            points: 88,
            categoryId: gold!.id,
            growthValue: 300,
            expiresOn: '2027-12-31',
            isDistributer: true,
            createdAt: new Date(clock.now().getTime() - 100 * DAY - 3_600_000),
          },
          { memberNo: 'VIP0002', phone: '13900000002', name: '停用', disabled: true },
        ]);
      },
    });
  });
  afterAll(() => t.close());

  it('sends a code, staff read it, the unknown phone registers and FindLoginInfo shows the member', async () => {
    const sent = await sendCode(t, '13800138000');
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ Success: true, Result: { countdownSeconds: 60 }, Code: null });
    const [demo] = await staffCodes(t, '13800138000');
    expect(demo).toMatchObject({ purpose: 'login', used: false, wrongAttempts: 0 });
    expect(demo!.code).toMatch(/^\d{6}$/);

    // The code is bound to the canonical phone, however it was typed.
    const res = await signIn(t, '+86 138 0013 8000', demo!.code);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { token, user } = res.body.Result;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // A new member has no name until they give one; the phone is shown masked, in its own field only.
    expect(user).toMatchObject({ name: '', userInfo: { phoneMasked: '138****8000', cardAge: 0 } });
    expect(user.userInfo.customerNo).toMatch(/^\d{8,}$/);

    const info = await findLoginInfo(t, token, { showCardAge: true, isMemCenter: true });
    expect(info.status).toBe(200);
    expect(info.body.Result).toEqual({
      isLogin: true,
      uid: user.uid,
      name: '',
      photoPath: null,
      isDistributer: false,
      userInfo: {
        money: 0,
        point: 0,
        categoryName: '普通会员',
        cardAge: 0,
        expiryDate: null,
        growthValue: 0,
        customerNo: user.userInfo.customerNo,
        phoneMasked: '138****8000',
      },
      timestamp: t.clock.now().getTime(),
    });
    const [row] = await t.db.select().from(members).where(eq(members.id, user.uid));
    expect(row).toMatchObject({ phone: '13800138000', disabled: false });
    expect((await staffCodes(t, '13800138000'))[0]!.used).toBe(true);
  });

  it('gives every registered member its own member number', async () => {
    const a = await logIn(t, '13800000011');
    const b = await logIn(t, '13800000012');
    expect(a.user.uid).not.toBe(b.user.uid);
    expect(a.user.userInfo.customerNo).not.toBe(b.user.userInfo.customerNo);
  });

  it('logs a known phone in as its member, with balance in 2 decimals and the card age on request', async () => {
    const { token, user } = await logIn(t, '13900000001');
    const [known] = await t.db.select().from(members).where(eq(members.memberNo, 'VIP0001'));
    expect(user.uid).toBe(known!.id);
    const info = await findLoginInfo(t, token, { showCardAge: true });
    expect(info.body.Result).toMatchObject({
      isLogin: true,
      name: '王小明',
      isDistributer: true,
      userInfo: {
        money: 123.45,
        point: 88,
        categoryName: '金卡',
        cardAge: 100,
        expiryDate: '2027-12-31',
        growthValue: 300,
        customerNo: 'VIP0001',
        phoneMasked: '139****0001',
      },
    });
    const withoutAge = await findLoginInfo(t, token);
    expect((withoutAge.body.Result as { userInfo: { cardAge: unknown } }).userInfo.cardAge).toBeNull();
  });

  it('answers a guest, or a token that resolves to no session, with isLogin false', async () => {
    expect((await findLoginInfo(t)).body).toMatchObject({ Success: true, Result: { isLogin: false } });
    const bogus = await findLoginInfo(t, 'A'.repeat(43));
    expect(bogus.status).toBe(200);
    expect(bogus.body.Result).toEqual({ isLogin: false });
  });

  it('refuses a second sign-in with the same code', async () => {
    const code = await freshCode(t, '13800000021');
    expect((await signIn(t, '13800000021', code)).status).toBe(200);
    const again = await signIn(t, '13800000021', code);
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ Success: false, Code: 'SMS_CODE_WRONG', Message: '验证码错误' });
    const [member] = await t.db.select().from(members).where(eq(members.phone, '13800000021'));
    const [open] = await t.db.select({ n: count() }).from(sessions).where(eq(sessions.memberId, member!.id));
    expect(open!.n).toBe(1);
  });

  it('kills a code after 5 wrong tries, even for the right code afterwards', async () => {
    const phone = '13800000031';
    const code = await freshCode(t, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i += 1) {
      const res = await signIn(t, phone, wrong);
      expect(res.status).toBe(422);
      expect(res.body.Code).toBe('SMS_CODE_WRONG');
    }
    const fifth = await signIn(t, phone, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body.Code).toBe('SMS_CODE_LOCKED');
    const right = await signIn(t, phone, code);
    expect(right.body.Code).toBe('SMS_CODE_LOCKED');
    const [row] = await t.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
    expect(row).toMatchObject({ wrongAttempts: 5, usedAt: null });
    expect(await t.db.select().from(members).where(eq(members.phone, phone))).toHaveLength(0);

    // A new code (after the countdown) works again.
    t.clock.advance(60_000);
    const next = await freshCode(t, phone);
    expect((await signIn(t, phone, next)).status).toBe(200);
  });

  it('refuses an expired code, accepts one just before', async () => {
    const late = await freshCode(t, '13800000041');
    const onTime = await freshCode(t, '13800000042');
    t.clock.advance(10 * 60_000 - 1000);
    expect((await signIn(t, '13800000042', onTime)).status).toBe(200);
    t.clock.advance(1000);
    const res = await signIn(t, '13800000041', late);
    expect(res.status).toBe(422);
    expect(res.body.Code).toBe('SMS_CODE_WRONG');
  });

  it('accepts only the latest code of a phone', async () => {
    const phone = '13800000051';
    const first = await freshCode(t, phone);
    t.clock.advance(61_000);
    const second = await freshCode(t, phone);
    if (first !== second) expect((await signIn(t, phone, first)).body.Code).toBe('SMS_CODE_WRONG');
    expect((await signIn(t, phone, second)).status).toBe(200);
  });

  it('refuses a disabled member after checking the code, and opens no session', async () => {
    const code = await freshCode(t, '13900000002');
    const res = await signIn(t, '13900000002', code);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ Success: false, Code: 'ACCOUNT_DISABLED' });
    const [disabled] = await t.db.select().from(members).where(eq(members.memberNo, 'VIP0002'));
    expect(await t.db.select().from(sessions).where(eq(sessions.memberId, disabled!.id))).toHaveLength(0);
    // Without the right code the state of the account is not revealed.
    t.clock.advance(61_000);
    await freshCode(t, '13900000002');
    expect((await signIn(t, '13900000002', '999999x')).body.Code).toBe('SMS_CODE_WRONG');
  });

  it('refuses an empty code and a missing code before touching anything', async () => {
    const empty = await signIn(t, '13800000061', '');
    expect(empty.status).toBe(400);
    expect(empty.body.Code).toBe('SMS_CODE_EMPTY');
    const missing = await t.call('customeraccount/signin', { phone: '13800000061' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ Code: 'BAD_REQUEST', Field: 'code' });
  });

  it('logs off: the token is refused afterwards, other sessions stay', async () => {
    const phone = '13800000071';
    const first = await logIn(t, phone);
    t.clock.advance(61_000);
    const second = await logIn(t, phone);
    const off = await t.call('customeraccount/logoff', {}, { session: first.token });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ Success: true, Result: {} });

    expect((await t.call('customeraccount/logoff', {}, { session: first.token })).status).toBe(401);
    expect((await findLoginInfo(t, first.token)).body.Result).toEqual({ isLogin: false });
    expect((await findLoginInfo(t, second.token)).body.Result).toMatchObject({ isLogin: true });
    const open = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, first.user.uid), isNull(sessions.revokedAt)));
    expect(open).toHaveLength(1);
  });

  it('answers 401 NOT_LOGGED_IN to a member-only call without a valid session', async () => {
    for (const session of [undefined, 'not-a-token', 'B'.repeat(43)]) {
      const res = await t.call('customeraccount/logoff', {}, { session });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ Success: false, Code: 'NOT_LOGGED_IN', Message: '请先登录' });
    }
  });
});
