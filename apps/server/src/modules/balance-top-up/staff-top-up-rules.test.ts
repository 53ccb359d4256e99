import type { TopUpRuleOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { staffCli } from '../../platform/staff/cli-test-kit.ts';
import { memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld, TEST_STAFF_TOKEN } from '../../test/harness.ts';
import { shopIn } from './top-up-test-kit.ts';

describe.each(dbTargets())('staff top-up rules on %s', (target) => {
  const w = suiteWorld(async () => ({ t: await createTestApp(target) }));
  const staff = (method: 'GET' | 'POST', url: string, payload?: object, token = TEST_STAFF_TOKEN) =>
    w.t.app.inject({ method, url: `/staff${url}`, headers: { authorization: `Bearer ${token}` }, payload });

  it('creates, lists and ends rules; members see only the active ones', async () => {
    const { store } = await shopIn(w.t);
    const made = await staff('POST', '/balance/top-up-rules', {
      storeId: store,
      kind: 'fixed',
      amount: 500,
      giftBalance: 50,
      giftInstalments: 5,
      giftEvery: 'week',
    });
    expect(made.statusCode, made.body).toBe(200);
    const rule = made.json().Result;
    expect(rule).toMatchObject({
      kind: 'fixed',
      amount: 500,
      giftBalance: 50,
      giftInstalments: 5,
      status: 'active',
    });
    const listed = await staff('GET', `/balance/top-up-rules?storeId=${store}`);
    expect(listed.json().Result.rules.map((r: { id: number }) => r.id)).toEqual([rule.id]);
    const m = await memberSession(w.t);
    const seen = () =>
      w.t.call<{ rules: TopUpRuleOut[] }>(
        'customeraccount/LoadChargeRules',
        {},
        { session: m.session, headers: { 'x-store-id': String(store) } },
      );
    expect((await seen()).body.Result.rules[0]).toMatchObject({
      amount: 500,
      gift: { amount: 50, instalments: 5, every: 'week' },
    });
    const ended = await staff('POST', `/balance/top-up-rules/${rule.id}/end`);
    expect(ended.json().Result.status).toBe('ended');
    expect((await staff('POST', `/balance/top-up-rules/${rule.id}/end`)).json().Result.status).toBe('ended');
    expect((await seen()).body.Result.rules).toEqual([]);
  });

  it('refuses bad rules, unknown stores and rules, and a wrong token', async () => {
    const { store } = await shopIn(w.t);
    for (const bad of [
      { storeId: store, kind: 'fixed', amount: 0 },
      { storeId: store, kind: 'fixed', amount: 1.005 },
      { storeId: store, kind: 'other', amount: 10 },
      { storeId: store, kind: 'free', amount: 10, giftBalance: 0.02, giftInstalments: 3 },
      { storeId: store, kind: 'free', amount: 10, giftInstalments: 37, giftBalance: 100 },
      { storeId: store, kind: 'free', amount: 10, extra: true },
    ]) {
      expect((await staff('POST', '/balance/top-up-rules', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const missing = {
      storeId: store,
      kind: 'fixed',
      amount: 10,
      giftItems: [{ giftType: 5, quantity: 1, giftInfo: { packageId: 99_999 } }],
    };
    expect((await staff('POST', '/balance/top-up-rules', missing)).json().Code).toBe('GIFT_ITEMS_INVALID');
    const balanceItem = {
      storeId: store,
      kind: 'fixed',
      amount: 10,
      giftItems: [{ giftType: 0, quantity: 100 }],
    };
    expect((await staff('POST', '/balance/top-up-rules', balanceItem)).statusCode).toBe(400);
    const nowhere = await staff('POST', '/balance/top-up-rules', {
      storeId: 999_999,
      kind: 'fixed',
      amount: 10,
    });
    expect(nowhere.json().Code).toBe('STORE_NOT_FOUND');
    expect((await staff('POST', '/balance/top-up-rules/999999/end')).statusCode).toBe(404);
    expect(
      (await staff('GET', '/balance/top-up-rules', undefined, 'wrong-token-wrong-token')).statusCode,
    ).toBe(401);
  });

  it('is what `npm run staff -- top-up-rules` calls', async () => {
    const { store } = await shopIn(w.t);
    const url = await w.t.app.listen({ port: 0, host: '127.0.0.1' });
    const body = JSON.stringify({ storeId: store, kind: 'fixed', amount: 100, giftBalance: 10 });
    const created = await staffCli(url, ['top-up-rules', 'create', body]);
    expect(created.code).toBe(0);
    expect(created.out[0]).toMatch(/^#\d+ {2}active {2}store \d+ {2}fixed {2}pay ¥100\.00 {2}gift ¥10\.00$/);
    const id = created.out[0]!.slice(1).split(' ')[0]!;
    const listed = await staffCli(url, ['top-up-rules', 'list', '--store', String(store)]);
    expect(listed.out).toEqual(created.out);
    const ended = await staffCli(url, ['top-up-rules', 'end', id]);
    expect(ended.out[0]).toContain('ended');
    expect((await staffCli(url, ['top-up-rules', 'end', 'x'])).code).not.toBe(0);
  });
});
