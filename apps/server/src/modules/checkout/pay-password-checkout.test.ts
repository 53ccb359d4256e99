import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { passwordFailures } from '../../db/schema/account/verification.ts';
import { orders } from '../../db/schema/order.ts';
import { createTestApp, dbTargets, hasPostgres, type TestApp } from '../../test/harness.ts';
import { hashPassword } from '../account/password-hash.ts';
import { checkoutCall, insertProduct, newKey, place, shopper, storeWith } from './checkout-test-kit.ts';

const WINDOW = 15 * 60 * 1000;

async function payer(t: TestApp, password: string | null, balance = 10_000) {
  const who = await shopper(t, balance);
  if (password)
    await t.db
      .update(members)
      .set({ payPasswordHash: await hashPassword(password), payPasswordSetAt: t.clock.now() })
      .where(eq(members.id, who.memberId));
  return who;
}

const balanceOf = async (t: TestApp, id: number) =>
  (await t.db.select().from(members).where(eq(members.id, id)))[0]!.balance;
const ordersOf = (t: TestApp, id: number) => t.db.select().from(orders).where(eq(orders.memberId, id));
const payFailuresOf = (t: TestApp, id: number) =>
  t.db
    .select()
    .from(passwordFailures)
    .where(and(eq(passwordFailures.memberId, id), eq(passwordFailures.kind, 'pay')));

describe.each(dbTargets())('the payment password at checkout on %s', (target) => {
  let t: TestApp;
  let store: number;
  let tea: number;
  beforeAll(async () => {
    t = await createTestApp(target);
    store = await storeWith(t.db);
    tea = await insertProduct(t.db, store, { name: 'Tea', price: 1200, stock: 10_000 });
  });
  afterAll(() => t.close());

  const items = () => [{ ProductId: tea, ProductNum: 1 }];
  const byBalance = (who: { session: string; phone: string }, extra: Record<string, unknown> = {}) =>
    place(t, store, who, items(), { payMethod: 2, ...extra });
  const needs = async (session: string) =>
    (await checkoutCall<{ needPayPassword: boolean }>(t, 'checkout/GetPayInfo', {}, store, session)).body
      .Result.needPayPassword;

  it('asks nothing of a member without one', async () => {
    const who = await payer(t, null);
    expect(await needs(who.session)).toBe(false);
    const res = await byBalance(who);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await balanceOf(t, who.memberId)).toBe(10_000 - 1200);
  });

  it('refuses a balance payment without it or with a wrong one, writing no order, and pays with the right one', async () => {
    const who = await payer(t, '112233');
    expect(await needs(who.session)).toBe(true);
    for (const [given, code] of [
      [undefined, 'PAY_PASSWORD_REQUIRED'],
      ['', 'PAY_PASSWORD_REQUIRED'],
      ['12345', 'PAY_PASSWORD_FORMAT'],
      ['332211', 'PAY_PASSWORD_WRONG'],
    ] as const) {
      const res = await byBalance(who, given === undefined ? {} : { payPassword: given });
      expect(res.body.Code, String(given)).toBe(code);
    }
    expect(await ordersOf(t, who.memberId)).toHaveLength(0);
    expect(await balanceOf(t, who.memberId)).toBe(10_000);
    expect(await payFailuresOf(t, who.memberId)).toHaveLength(1);

    const key = newKey();
    const paid = await byBalance(who, { payPassword: '112233', idempotencyKey: key });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.Result).toMatchObject({ payMethod: 2, needPay: false });
    expect(await balanceOf(t, who.memberId)).toBe(10_000 - 1200);
    // A repeat of the call answers with the first order and moves no money, password or not.
    const again = await byBalance(who, { idempotencyKey: key });
    expect(again.body.Result.orderNo).toBe(paid.body.Result.orderNo);
    expect(await balanceOf(t, who.memberId)).toBe(10_000 - 1200);
  });

  it('does not ask when paying another way', async () => {
    const who = await payer(t, '112233');
    expect((await place(t, store, who, items(), { payMethod: 1 })).status).toBe(200);
  });

  it('locks the member out after 5 wrong tries for 15 minutes, apart from the login password', async () => {
    const who = await payer(t, '445566');
    for (let i = 0; i < 5; i += 1)
      expect((await byBalance(who, { payPassword: '000000' })).body.Code).toBe('PAY_PASSWORD_WRONG');
    const locked = await byBalance(who, { payPassword: '445566' });
    expect(locked.status).toBe(429);
    expect(locked.body.Code).toBe('TOO_FREQUENT');
    // The login password keeps its own count.
    await t.call(
      'customeraccount/SetPasswordFirstTime',
      { password: 'ab12#$', confirmPassword: 'ab12#$' },
      { session: who.session },
    );
    const check = await t.call(
      'customeraccount/CheckPassword',
      { password: 'ab12#$' },
      { session: who.session },
    );
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    t.clock.advance(WINDOW + 1000);
    expect((await byBalance(who, { payPassword: '445566' })).status).toBe(200);
    expect(await payFailuresOf(t, who.memberId)).toHaveLength(5);
  });

  it('lifts the lock when the payment password is set again', async () => {
    const who = await payer(t, '778899');
    for (let i = 0; i < 5; i += 1) await byBalance(who, { payPassword: '000000' });
    expect((await byBalance(who, { payPassword: '778899' })).body.Code).toBe('TOO_FREQUENT');
    t.clock.advance(1000);
    await t.db
      .update(members)
      .set({ payPasswordHash: await hashPassword('101010'), payPasswordSetAt: t.clock.now() })
      .where(eq(members.id, who.memberId));
    expect((await byBalance(who, { payPassword: '101010' })).status).toBe(200);
  });

  it.runIf(hasPostgres && target === 'postgres')('counts 20 parallel guesses one by one', async () => {
    const who = await payer(t, '135246');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => byBalance(who, { payPassword: String(200000 + i) })),
    );
    expect(results.filter((r) => r.body.Code === 'PAY_PASSWORD_WRONG')).toHaveLength(5);
    expect(results.filter((r) => r.body.Code === 'TOO_FREQUENT')).toHaveLength(15);
    expect(await payFailuresOf(t, who.memberId)).toHaveLength(5);
    expect(await ordersOf(t, who.memberId)).toHaveLength(0);
  });
});
