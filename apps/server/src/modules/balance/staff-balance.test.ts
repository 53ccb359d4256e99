import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { staffCli } from '../../platform/staff/cli-test-kit.ts';
import { insertMember } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { ledgerSum } from './ledger.ts';

describe.each(dbTargets())('staff balance edits on %s', (target) => {
  let t: TestApp;
  let memberId: number;
  const phone = '13911112222';
  beforeAll(async () => {
    t = await createTestApp(target);
    memberId = await insertMember(t.db, phone);
  });
  afterAll(() => t.close());

  const adjust = (payload: unknown, token = TEST_STAFF_TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/staff/members/balance',
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });

  async function balanceOf(): Promise<number> {
    const [row] = await t.db
      .select({ balance: members.balance })
      .from(members)
      .where(eq(members.id, memberId));
    return row!.balance;
  }

  it('adds and takes money through the ledger, never below zero', async () => {
    const added = await adjust({ phone, amount: 50.5, note: 'welcome gift' });
    expect(added.json()).toMatchObject({ Success: true, Result: { phone, balance: 50.5 } });
    expect((await adjust({ phone, amount: -20 })).json().Result.balance).toBe(30.5);
    const refused = await adjust({ phone, amount: -31 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().Code).toBe('BALANCE_INSUFFICIENT');
    expect(await balanceOf()).toBe(3050);
    expect(await ledgerSum(t.db, memberId)).toBe(3050);
    const entries = await t.db.select().from(balanceEntries).where(eq(balanceEntries.memberId, memberId));
    expect(entries.map((e) => [e.delta, e.reason, e.note])).toEqual([
      [5050, 'manual_edit', 'welcome gift'],
      [-2000, 'manual_edit', 'staff adjustment'],
    ]);
  });

  it('asks for the member number when the phone holds several accounts, and credits the one named', async () => {
    const shared = '13911113333';
    const first = await insertMember(t.db, shared);
    const second = await insertMember(t.db, shared);
    const ambiguous = await adjust({ phone: shared, amount: 5 });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().Field).toBe('memberNo');
    const [named] = await t.db
      .select({ memberNo: members.memberNo })
      .from(members)
      .where(eq(members.id, second));
    const credited = await adjust({ phone: shared, memberNo: named!.memberNo, amount: 5 });
    expect(credited.json().Result).toMatchObject({ memberNo: named!.memberNo, balance: 5 });
    expect(await ledgerSum(t.db, first)).toBe(0);
    expect(await ledgerSum(t.db, second)).toBe(500);
  });

  it('refuses bad input, unknown members and a wrong token, changing nothing', async () => {
    for (const bad of [
      { phone, amount: 0 },
      { phone, amount: 1.005 },
      { phone: 'abc', amount: 1 },
      { phone },
    ]) {
      expect((await adjust(bad)).statusCode).toBe(400);
    }
    expect((await adjust({ phone: '13900000000', amount: 5 })).statusCode).toBe(404);
    expect((await adjust({ phone, amount: 5 }, 'wrong-token-wrong-token')).statusCode).toBe(401);
    expect(await balanceOf()).toBe(3050);
  });

  it('is what `npm run staff -- balance` calls', async () => {
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { code, out } = await staffCli(url, ['balance', phone, '9.5', 'coffee', 'refund']);
    expect(code).toBe(0);
    expect(out[0]).toMatch(/now has a balance of 40\.00$/);
    const [last] = await t.db
      .select({ note: balanceEntries.note })
      .from(balanceEntries)
      .where(eq(balanceEntries.memberId, memberId))
      .orderBy(balanceEntries.id)
      .limit(1)
      .offset(2);
    expect(last?.note).toBe('coffee refund');

    // A phone with several accounts: the member number after a colon names the one.
    const shared = '13911114444';
    await insertMember(t.db, shared);
    const second = await insertMember(t.db, shared);
    const [named] = await t.db
      .select({ memberNo: members.memberNo })
      .from(members)
      .where(eq(members.id, second));
    const cli = (target: string) => staffCli(url, ['balance', target, '2']);
    expect((await cli(shared)).code).not.toBe(0);
    const picked = await cli(`${shared}:${named!.memberNo}`);
    expect(picked.code).toBe(0);
    expect(picked.out.at(-1)).toBe(`Member ${named!.memberNo} (${shared}) now has a balance of 2.00`);
    expect(await ledgerSum(t.db, second)).toBe(200);
  });
});
