import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { stores } from '../../db/schema/store.ts';
import { baseSettings, insertStore } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { freshCode, staffCodes } from './account-test-kit.ts';

const staffPost = async (t: TestApp, body: unknown, token = TEST_STAFF_TOKEN) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/staff/members',
    payload: JSON.stringify(body),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return { status: res.statusCode, body: res.json() };
};

const signInAt = (t: TestApp, storeId: number | null, phone: string, code: string) =>
  t.call<{ user: { uid: number } }>(
    'customeraccount/signin',
    { phone, code, agreed: true },
    { headers: storeId ? { 'x-store-id': String(storeId) } : {} },
  );

const onPhone = (t: TestApp, phone: string) => t.db.select().from(members).where(eq(members.phone, phone));

describe.each(dbTargets())('registration limited by phone, and staff opening accounts, on %s', (target) => {
  let t: TestApp;
  let limited: number;
  let branch: number;
  let open: number;
  beforeAll(async () => {
    t = await createTestApp(target, {
      seed: async (db) => {
        // The first headquarters limits registration; a branch of it does not say so itself; another chain is open.
        limited = await insertStore(db, { limitRegistrationByPhone: true });
        const [row] = await db
          .insert(stores)
          .values({ name: 'Branch', parentId: limited, settings: baseSettings })
          .returning({ id: stores.id });
        branch = row!.id;
        open = await insertStore(db);
      },
    });
  });
  afterAll(() => t.close());

  it('refuses an unknown phone, writes nothing and keeps the code for after staff admit the phone', async () => {
    const phone = '13600000001';
    const code = await freshCode(t, phone);
    for (const store of [limited, branch, null, 999_999]) {
      const res = await signInAt(t, store, phone, code);
      expect(res.status, String(store)).toBe(422);
      expect(res.body.Code).toBe('REGISTRATION_LIMITED');
    }
    expect(await onPhone(t, phone)).toHaveLength(0);
    expect((await staffCodes(t, phone))[0]).toMatchObject({ used: false, wrongAttempts: 0 });

    const admitted = await staffPost(t, { phone, name: 'Ana' });
    expect(admitted.status).toBe(200);
    const res = await signInAt(t, limited, phone, code);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result.user.uid).toBe(admitted.body.Result.uid);
    expect(await onPhone(t, phone)).toHaveLength(1);
  });

  it('still counts a wrong code first, so the limit tells nothing to someone without the code', async () => {
    const phone = '13600000002';
    const code = await freshCode(t, phone);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await signInAt(t, limited, phone, wrong)).body.Code).toBe('SMS_CODE_WRONG');
    expect((await staffCodes(t, phone))[0]).toMatchObject({ used: false, wrongAttempts: 1 });
  });

  it('lets an unknown phone register at a store that does not limit registration', async () => {
    const phone = '13600000003';
    const res = await signInAt(t, open, phone, await freshCode(t, phone));
    expect(res.status).toBe(200);
    expect(await onPhone(t, phone)).toHaveLength(1);
  });

  it('opens further accounts on a phone through the staff API, each with its own member number', async () => {
    const phone = '13600000004';
    const one = await staffPost(t, { phone: '+86 136 0000 0004' });
    const two = await staffPost(t, { phone, name: 'Segunda' });
    expect(one.body.Result).toMatchObject({ phone, name: '', accountsOnPhone: 1 });
    expect(two.body.Result).toMatchObject({ phone, name: 'Segunda', accountsOnPhone: 2 });
    expect(two.body.Result.memberNo).not.toBe(one.body.Result.memberNo);
    // A login on a phone with several accounts enters the oldest.
    const res = await signInAt(t, limited, phone, await freshCode(t, phone));
    expect(res.body.Result.user.uid).toBe(one.body.Result.uid);
  });

  it('refuses bad staff input and a missing token, writing nothing', async () => {
    const before = (await t.db.select().from(members)).length;
    expect((await staffPost(t, { phone: '123' })).body.Code).toBe('PHONE_INVALID');
    expect((await staffPost(t, {})).status).toBe(400);
    expect((await staffPost(t, { phone: '13600000005', name: 'x'.repeat(33) })).status).toBe(400);
    expect((await staffPost(t, { phone: '13600000005', uid: 1 })).status).toBe(400);
    expect((await staffPost(t, { phone: 13600000005 })).status).toBe(400);
    expect((await staffPost(t, { phone: '13600000005' }, 'wrong-token-0123456789')).status).toBe(401);
    expect((await t.db.select().from(members)).length).toBe(before);
  });
});
