import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../../db/schema/account/member.ts';
import { customerAttributes, customerAttributeValues } from '../../../db/schema/account/profile.ts';
import { memberAddresses } from '../../../db/schema/address.ts';
import { orders } from '../../../db/schema/order.ts';
import { deviceTokens } from '../../../db/schema/service.ts';
import { readEnv } from '../../../env.ts';
import { createSession } from '../../../platform/auth/sessions.ts';
import { AVATAR_FOLDER, storeImage } from '../../../platform/uploads/media-store.ts';
import { insertMember, insertStore } from '../../../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../../../test/harness.ts';
import { addAddress } from '../../address/address-test-kit.ts';
import { freshCode, logIn, signIn, sliderToken } from '../account-test-kit.ts';
import { DEREGISTERED_NAME } from './deregister.ts';
import { erasedPhoneHash } from './erased-phone.ts';
import {
  privacyCall as call,
  ledgerRows,
  memberRow,
  openSessions,
  type RichMember,
  richMember,
  uniquePhone,
} from './privacy-test-kit.ts';

const SECRET = 'test-account-erase-secret-0123456789';
const accepted = { disableType: 2, reminderAccepted: true };

describe.each(dbTargets())('deregistration (customeraccount/disable) on %s', (target) => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'h4-deregister-'));
    t = await createTestApp(target, { env: { ACCOUNT_ERASE_SECRET: SECRET, DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 401 to a guest on every privacy call', async () => {
    for (const res of [await call.assets(t), await call.disable(t, accepted), await call.cancel(t)]) {
      expect(res.status).toBe(401);
      expect(res.body.Code).toBe('NOT_LOGGED_IN');
    }
  });

  it('refuses bad input and a reminder not accepted, changing nothing', async () => {
    const m = await richMember(t);
    const bad = [
      { disableType: 1, reminderAccepted: true },
      { disableType: '2', reminderAccepted: true },
      { reminderAccepted: true },
      { ...accepted, uid: m.memberId + 1 },
      { disableType: 2, reminderAccepted: 'yes' },
    ];
    for (const body of bad) {
      const res = await call.disable(t, body, m.session);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.Code).toBe('BAD_REQUEST');
    }
    for (const body of [{ disableType: 2 }, { disableType: 2, reminderAccepted: false }]) {
      const res = await call.disable(t, body, m.session);
      expect(res.status).toBe(400);
      expect(res.body.Code).toBe('DEREGISTER_REMINDER_REQUIRED');
    }
    const row = await memberRow(t, m.memberId);
    expect(row).toMatchObject({ disabled: false, phone: m.phone, name: 'Lin Mei' });
    expect(await openSessions(t, m.memberId)).toBe(2);
    const who = await call.whoAmI(t, m.session);
    expect(who.status, JSON.stringify(who.body)).toBe(200);
    expect(who.body.Result.isLogin).toBe(true);
  });

  it('lists what the member would forfeit, and only theirs', async () => {
    const m = await richMember(t);
    const mine = await call.assets(t, m.session);
    expect(mine.status).toBe(200);
    expect(mine.body.Result.assets).toEqual([
      { kind: 'balance', unit: 'money', amount: 120, name: '余额' },
      { kind: 'points', unit: 'count', amount: 80, name: '积分' },
      { kind: 'coupons', unit: 'count', amount: 0, name: '优惠券' },
      { kind: 'giftItems', unit: 'count', amount: 0, name: '赠品' },
      { kind: 'cards', unit: 'count', amount: 0, name: '卡' },
      { kind: 'prepaidCards', unit: 'money', amount: 0, name: '储值卡余额' },
      { kind: 'shoppingCards', unit: 'money', amount: 0, name: '购物卡余额' },
      { kind: 'partnerPending', unit: 'money', amount: 0, name: '待结算收益' },
      { kind: 'partnerWithdrawable', unit: 'money', amount: 0, name: '可提现收益' },
    ]);
    const other = await createSession(t.db, t.clock, await insertMember(t.db, uniquePhone()));
    const theirs = await call.assets(t, other);
    expect(theirs.body.Result.assets.map((a) => a.amount)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  describe('a member who deregisters', () => {
    let m: RichMember & { otherSession: string };
    let bystander: { id: number; session: string };
    let disabledAt: string;
    let avatarFile: string;

    beforeAll(async () => {
      m = await richMember(t);
      const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
      const photoPath = await storeImage(readEnv({ DATA_DIR: dataDir }), AVATAR_FOLDER, png, 'png');
      avatarFile = join(dataDir, photoPath.replace(/^\/media\//, 'media/'));
      expect(existsSync(avatarFile)).toBe(true);
      await t.db.update(members).set({ photoPath }).where(eq(members.id, m.memberId));
      const storeId = await insertStore(t.db);
      const [attr] = await t.db
        .insert(customerAttributes)
        .values({ storeId, name: 'Shoe size', type: 'text' })
        .returning({ id: customerAttributes.id });
      await t.db
        .insert(customerAttributeValues)
        .values({ memberId: m.memberId, attributeId: attr!.id, value: '38', setAt: t.clock.now() });
      await t.db.insert(deviceTokens).values({
        token: `apns-${m.memberId}-0123456789abcdef`,
        deviceType: 1,
        language: 'en',
        memberId: m.memberId,
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      });
      await addAddress(t, m.session);
      const id = await insertMember(t.db, uniquePhone());
      bystander = { id, session: await createSession(t.db, t.clock, id) };
      t.clock.advance(60_000);
      const res = await call.disable(t, accepted, m.session);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.Result.disabled).toBe(true);
      disabledAt = res.body.Result.disabledAt;
    });

    it('is disabled with disable type 2 and the time of the call', async () => {
      const row = await memberRow(t, m.memberId);
      expect(row.disabled).toBe(true);
      expect(row.disableType).toBe(2);
      expect(row.disabledAt?.toISOString()).toBe(t.clock.now().toISOString());
      expect(disabledAt).toBe(t.clock.now().toISOString());
    });

    it('loses every personal field; the phone is kept only as its HMAC', async () => {
      const row = await memberRow(t, m.memberId);
      expect(row).toMatchObject({
        name: DEREGISTERED_NAME,
        phone: null,
        email: null,
        birthday: null,
        gender: 0,
        photoPath: null,
        contactAddress: null,
        className: null,
        studentNo: null,
        passwordHash: null,
        passwordSetAt: null,
        payPasswordHash: null,
        privacyAgreedAt: null,
      });
      expect(row.erasedPhoneHash).toBe(erasedPhoneHash(SECRET, m.phone));
      expect(row.erasedPhoneHash).not.toContain(m.phone);
      const values = await t.db
        .select()
        .from(customerAttributeValues)
        .where(eq(customerAttributeValues.memberId, m.memberId));
      expect(values).toEqual([]);
      expect(
        await t.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, m.memberId)),
      ).toEqual([]);
      const [device] = await t.db
        .select()
        .from(deviceTokens)
        .where(eq(deviceTokens.token, `apns-${m.memberId}-0123456789abcdef`));
      expect(device?.memberId).toBeNull();
      expect(existsSync(avatarFile)).toBe(false);
    });

    it('keeps orders, the balance and points and their ledgers for the store’s books', async () => {
      const row = await memberRow(t, m.memberId);
      expect(row.balance).toBe(12_000);
      expect(row.points).toBe(80);
      expect(await ledgerRows(t, m.memberId)).toEqual({ balance: 2, points: 1 });
      const [order] = await t.db.select().from(orders).where(eq(orders.id, m.orderId));
      expect(order).toMatchObject({ memberId: m.memberId, paidAmount: 3000 });
    });

    it('ends every session: both old tokens answer 401, a replay too', async () => {
      expect(await openSessions(t, m.memberId)).toBe(0);
      for (const session of [m.session, m.otherSession]) {
        expect((await call.assets(t, session)).status).toBe(401);
        expect((await call.whoAmI(t, session)).body.Result.isLogin).toBe(false);
      }
      const replay = await call.disable(t, accepted, m.session);
      expect(replay.status).toBe(401);
      expect(replay.body.Code).toBe('NOT_LOGGED_IN');
    });

    it('cannot log in again with that phone, and no new member is made for it', async () => {
      const code = await freshCode(t, m.phone);
      const res = await signIn(t, m.phone, code);
      expect(res.status).toBe(403);
      expect(res.body.Code).toBe('ACCOUNT_DISABLED');
      expect(await t.db.select().from(members).where(eq(members.phone, m.phone))).toEqual([]);
    });

    it('leaves other members alone', async () => {
      expect((await call.whoAmI(t, bystander.session)).body.Result.isLogin).toBe(true);
      expect((await memberRow(t, bystander.id)).disabled).toBe(false);
    });
  });

  it('leaves the other accounts of a shared phone able to log in, but not to switch to it', async () => {
    const phone = uniquePhone();
    const first = await insertMember(t.db, phone);
    const second = await insertMember(t.db, phone);
    const session = await createSession(t.db, t.clock, first);
    expect((await call.disable(t, accepted, session)).status).toBe(200);
    const again = await logIn(t, phone);
    expect(again.user.uid).toBe(second);
    const back = await t.call(
      'customeraccount/SwitchCustomerAccount',
      { uid: first },
      { session: again.token },
    );
    expect(back.status).toBe(422);
    expect(back.body.Code).toBe('SWITCH_ACCOUNT_FAILED');
  });

  it('refuses the member number and password of a deregistered member, opening no session', async () => {
    const phone = uniquePhone();
    const member = await logIn(t, phone);
    const password = 'ab3$x9';
    const set = await t.call(
      'customeraccount/SetPasswordFirstTime',
      { password, confirmPassword: password },
      { session: member.token },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const storeId = await insertStore(t.db, { loginOptions: ['sms', 'password'] });
    const byPassword = async () =>
      t.call(
        'customeraccount/SignInByPassword',
        {
          memberNo: member.user.userInfo.customerNo,
          password,
          sliderToken: await sliderToken(t),
          agreed: true,
        },
        { headers: { 'x-store-id': String(storeId) } },
      );
    // The way in works before: the refusal below is the deregistration's doing.
    const before = await byPassword();
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect((await call.disable(t, accepted, member.token)).status).toBe(200);
    const res = await byPassword();
    expect(res.status).toBe(422);
    expect(res.body.Code).toBe('PASSWORD_WRONG');
    expect(await openSessions(t, member.user.uid)).toBe(0);
  });
});
