import type { TopUpOrderOut, TopUpRuleOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { giftInstalments } from '../../db/schema/balance-top-up.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { couponsOf, insertTemplate } from '../coupon/coupon-test-kit.ts';
import { memberBooks, newKey } from '../level/level-test-kit.ts';
import {
  notificationFor,
  orderState,
  payWithoutNotice,
  postNotify,
  started,
} from '../payment/payment-test-kit.ts';
import { giftInstalmentsJob, releaseDueInstalments } from './gift-instalments.ts';
import {
  balanceCall,
  insertRule,
  paidTopUp,
  shopIn,
  type TopUpSuite,
  topUp,
  topUpApp,
} from './top-up-test-kit.ts';

type Rules = { rules: TopUpRuleOut[]; freeMin: number | null; balance: number };

describe.each(dbTargets())('balance top-up on %s', (target) => {
  const app = topUpApp(target);
  let s: TopUpSuite;
  beforeEach(async () => {
    s = await shopIn(app.t);
  });
  const rule = (fields: Parameters<typeof insertRule>[3] = {}) =>
    insertRule(s.t.db, s.store, s.t.clock.now(), fields);

  it('lists the store’s active rules with their gifts, the least free amount and the balance', async () => {
    const m = await memberSession(s.t);
    const hundred = await rule({ giftBalance: 1000 });
    const fifty = await rule({ amount: 5000 });
    const free = await rule({ kind: 'free', amount: 100 });
    const ended = await rule({ amount: 30_000, status: 'ended' });
    const res = await balanceCall<Rules>(s, 'customeraccount/LoadChargeRules', {}, m.session);
    expect(res.status).toBe(200);
    const ids = res.body.Result.rules.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([hundred.id, fifty.id, free.id]));
    expect(ids).not.toContain(ended.id);
    expect(ids.indexOf(fifty.id)).toBeLessThan(ids.indexOf(hundred.id));
    expect(res.body.Result.rules.find((r) => r.id === hundred.id)).toEqual({
      id: hundred.id,
      kind: 'fixed',
      amount: 100,
      gift: { amount: 10, instalments: 1, every: 'month' },
      items: [],
    });
    expect(res.body.Result.freeMin).toBe(1);
    expect(res.body.Result.balance).toBe(0);
    expect((await s.t.call('customeraccount/LoadChargeRules', {})).status).toBe(401);
  });

  it('tops up ¥100 online with a ¥10 gift: credited once, the gift entry, the order completed', async () => {
    const m = await memberSession(s.t);
    const gifted = await rule({ giftBalance: 1000 });
    const placed = await topUp(s, m.session, { ruleId: gifted.id, expectedRuleId: gifted.id });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Result).toMatchObject({
      status: 'unpaid',
      needPay: true,
      amount: 100,
      ruleId: gifted.id,
    });
    const { prepayId } = await started(s.t, m.session, placed.body.Result.orderNo);
    await payWithoutNotice(s.t, prepayId);
    const notice = await notificationFor(s.t, prepayId);
    expect((await postNotify(s.t, notice)).text).toBe('SUCCESS');
    expect((await postNotify(s.t, notice)).text).toBe('SUCCESS');
    const books = await memberBooks(s.t.db, m.memberId);
    expect(books.member.balance).toBe(11_000);
    expect(books.balanceSum).toBe(11_000);
    expect(books.balanceEntries.map((e) => [e.reason, e.delta])).toEqual([
      ['top_up', 10_000],
      ['top_up_gift', 1000],
    ]);
    expect((await orderState(s.t.db, books.orders[0]!.id)).order.status).toBe('completed');
    const result = await balanceCall<TopUpOrderOut>(
      s,
      'Balance/TopUpOrder',
      { orderNo: placed.body.Result.orderNo },
      m.session,
    );
    expect(result.body.Result).toMatchObject({
      status: 'completed',
      needPay: false,
      balance: 110,
      gift: { amount: 10, instalments: 1 },
      instalments: [{ seq: 1, of: 1, amount: 10 }],
    });
    expect(result.body.Result.instalments[0]!.releasedAt).not.toBeNull();
  });

  it('pays a gift in monthly instalments: the first with the payment, the rest by the job once each', async () => {
    const m = await memberSession(s.t);
    const split = await rule({ amount: 30_000, giftBalance: 3000, giftInstalments: 3, giftEvery: 'month' });
    const { orderNo } = await paidTopUp(s, m.session, { ruleId: split.id });
    let books = await memberBooks(s.t.db, m.memberId);
    expect(books.member.balance).toBe(31_000);
    const parts = await s.t.db
      .select()
      .from(giftInstalments)
      .where(eq(giftInstalments.memberId, m.memberId))
      .orderBy(giftInstalments.seq);
    expect(parts.map((p) => [p.seq, p.amount, p.releasedAt !== null])).toEqual([
      [1, 1000, true],
      [2, 1000, false],
      [3, 1000, false],
    ]);
    // Not due yet: nothing moves.
    await releaseDueInstalments(s.t, s.t.clock.now());
    expect((await memberBooks(s.t.db, m.memberId)).member.balance).toBe(31_000);
    // The second falls due; two runs at once (two instances) credit it once.
    const second = parts[1]!.dueAt;
    await Promise.all([releaseDueInstalments(s.t, second), releaseDueInstalments(s.t, second)]);
    books = await memberBooks(s.t.db, m.memberId);
    expect(books.member.balance).toBe(32_000);
    expect(books.balanceSum).toBe(32_000);
    // The job as main registers it (GIFT_INSTALMENT_SECONDS), once everything is due.
    const job = giftInstalmentsJob(s.t, 60);
    expect(job.name).toBe('balance-top-up.gift-instalments');
    await job.run({ now: new Date(parts[2]!.dueAt.getTime() + 1000), log: s.t.app.log });
    books = await memberBooks(s.t.db, m.memberId);
    expect(books.member.balance).toBe(33_000);
    expect(books.balanceEntries.filter((e) => e.reason === 'top_up_gift')).toHaveLength(3);
    const out = await balanceCall<TopUpOrderOut>(s, 'Balance/TopUpOrder', { orderNo }, m.session);
    expect(out.body.Result.instalments.every((p) => p.releasedAt !== null)).toBe(true);
  });

  it('delivers the rule’s points and coupons with the gift, once, named on the rule’s card', async () => {
    const m = await memberSession(s.t);
    const coupon = await insertTemplate(s.t, s.store, { name: 'Top-up treat' });
    const rich = await rule({
      giftBalance: 500,
      giftItems: [
        { giftType: 1, quantity: 200 },
        { giftType: 2, quantity: 2, giftInfo: { templateId: coupon.id } },
      ],
    });
    const rules = await balanceCall<Rules>(s, 'customeraccount/LoadChargeRules', {}, m.session);
    expect(rules.body.Result.rules[0]!.items).toEqual([
      { giftType: 1, quantity: 200, name: '' },
      { giftType: 2, quantity: 2, name: 'Top-up treat' },
    ]);
    const { orderNo } = await paidTopUp(s, m.session, { ruleId: rich.id });
    const books = await memberBooks(s.t.db, m.memberId);
    expect(books.member.balance).toBe(10_500);
    expect(books.member.points).toBe(200);
    expect(books.pointsSum).toBe(200);
    expect((await couponsOf(s.t.db, m.memberId)).map((c) => c.templateId)).toEqual([coupon.id, coupon.id]);
    const out = await balanceCall<TopUpOrderOut>(s, 'Balance/TopUpOrder', { orderNo }, m.session);
    expect(out.body.Result.items.map((i) => i.name)).toEqual(['', 'Top-up treat']);
  });

  it('tops up a free amount under the richest free rule it reaches', async () => {
    const m = await memberSession(s.t);
    await rule({ kind: 'free', amount: 100 });
    const rich = await rule({ kind: 'free', amount: 20_000, giftBalance: 2000 });
    const placed = await topUp(s, m.session, { amount: 250.5, expectedRuleId: rich.id });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Result).toMatchObject({ amount: 250.5, ruleId: rich.id, gift: { amount: 20 } });
  });

  it('refuses a missing amount, too little, an ended rule, balance as the method, a changed gift', async () => {
    const m = await memberSession(s.t);
    await rule({ kind: 'free', amount: 500 });
    const gone = await rule({ amount: 20_000, status: 'ended' });
    const fixed = await rule({ amount: 40_000, giftBalance: 100 });
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{}, 400, 'TOP_UP_AMOUNT_REQUIRED'],
      [{ amount: 1 }, 422, 'TOP_UP_AMOUNT_TOO_LOW'],
      [{ ruleId: gone.id }, 409, 'TOP_UP_RULE_UNAVAILABLE'],
      [{ ruleId: 99_999 }, 409, 'TOP_UP_RULE_UNAVAILABLE'],
      [{ ruleId: fixed.id, payMethod: 2 }, 422, 'PAY_METHOD_UNCONFIGURED'],
      [{ ruleId: fixed.id, payMethod: 1 }, 422, 'PAY_METHOD_UNCONFIGURED'],
      [{ ruleId: fixed.id, expectedRuleId: null }, 409, 'CART_CHANGED'],
      [{ ruleId: fixed.id, amount: 10 }, 409, 'CART_CHANGED'],
      [{ amount: 1.001 }, 400, 'BAD_REQUEST'],
      [{ amount: 10, extra: 1 }, 400, 'BAD_REQUEST'],
    ];
    for (const [body, status, code] of cases) {
      const res = await topUp(s, m.session, body);
      expect([res.status, res.body.Code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await topUp(s, m.session, { amount: 5 })).toMatchObject({ status: 200 });
    expect((await memberBooks(s.t.db, m.memberId)).orders).toHaveLength(1);
  });

  it('answers a repeated key with the first order; another request on the key is a conflict', async () => {
    const m = await memberSession(s.t);
    const fixed = await rule({ amount: 6000 });
    const key = newKey();
    const first = await topUp(s, m.session, { ruleId: fixed.id, idempotencyKey: key });
    const again = await topUp(s, m.session, { ruleId: fixed.id, idempotencyKey: key });
    expect(again.body.Result.orderNo).toBe(first.body.Result.orderNo);
    const other = await topUp(s, m.session, { ruleId: fixed.id, idempotencyKey: key, payMethod: 3 });
    expect(other).toMatchObject({ status: 409, body: { Code: 'IDEMPOTENCY_CONFLICT' } });
    const stranger = await memberSession(s.t);
    const peek = await balanceCall(
      s,
      'Balance/TopUpOrder',
      { orderNo: first.body.Result.orderNo },
      stranger.session,
    );
    expect(peek).toMatchObject({ status: 404, body: { Code: 'ORDER_NOT_FOUND' } });
  });

  it('takes no free amount where the store has no free rule', async () => {
    const m = await memberSession(s.t);
    await rule({ amount: 5000 });
    const res = await topUp(s, m.session, { amount: 10 });
    expect(res).toMatchObject({ status: 422, body: { Code: 'FEATURE_DISABLED' } });
  });
});
