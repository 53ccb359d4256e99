import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import {
  intentOf,
  notificationFor,
  orderState,
  postNotify,
  queryPay,
  started,
} from '../payment/payment-test-kit.ts';
import { giveBalance, levelStore, levelSuite, memberBooks, upgrade } from './level-test-kit.ts';

describe.each(dbTargets())('paid level upgrade online and by invitation on %s', (target) => {
  const suite = levelSuite(target);

  it('pays on the sandbox through order/wxpay; the notification upgrades once and rewards the inviter once', async () => {
    const inviter = await memberSession(suite.t);
    const m = await memberSession(suite.t);
    const res = await upgrade(suite.t, {
      session: m.session,
      store: suite.store,
      body: { categoryId: suite.ids.gold, payMethod: 4, inviterUid: inviter.memberId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const out = res.body.Result;
    expect(out).toMatchObject({ status: 'unpaid', needPay: true, payMethod: 4, amount: 30 });
    expect(out.autoCancelAt).toBe(new Date(suite.t.clock.now().getTime() + 15 * 60_000).toISOString());
    expect((await memberBooks(suite.t.db, m.memberId)).member.categoryId).toBeNull();

    const { out: pay, prepayId } = await started(suite.t, m.session, out.orderNo, 4);
    expect(pay.amount).toBe(30);
    expect((await suite.t.call('paysandbox/Pay', { prepayId })).body.Result).toEqual({
      status: 'paid',
      notified: true,
    });
    expect((await queryPay(suite.t, m.session, pay.localOrderNo)).body.Result.result.finish).toBe(1);

    const books = await memberBooks(suite.t.db, m.memberId);
    expect(books.member.categoryId).toBe(suite.ids.gold);
    expect(books.orders).toMatchObject([
      { status: 'completed', inviterId: inviter.memberId, paidAmount: 3000 },
    ]);
    expect(books.pointsEntries.map((e) => [e.reason, e.delta])).toEqual([['level_upgrade_reward', 100]]);
    expect(books.balanceEntries).toEqual([]);

    // The gateway delivering again changes nothing: one upgrade, one reward each.
    const copy = await notificationFor(suite.t, prepayId);
    expect(await postNotify(suite.t, copy)).toEqual({ status: 200, text: 'SUCCESS' });
    const theirs = await memberBooks(suite.t.db, inviter.memberId);
    expect(theirs.pointsEntries.map((e) => [e.reason, e.delta, e.orderId])).toEqual([
      ['referral_reward', 50, books.orders[0]!.id],
    ]);
    expect(theirs.member.points).toBe(50);
    expect((await memberBooks(suite.t.db, m.memberId)).pointsSum).toBe(100);

    const replay = await upgrade(suite.t, {
      session: m.session,
      store: suite.store,
      body: {
        categoryId: suite.ids.gold,
        payMethod: 4,
        inviterUid: inviter.memberId,
        idempotencyKey: books.orders[0]!.idempotencyKey,
      },
    });
    expect(replay.body.Result).toMatchObject({ orderNo: out.orderNo, status: 'completed', needPay: false });
  });

  it('refunds an online payment whose level the member reached otherwise meanwhile', async () => {
    const m = await memberSession(suite.t);
    const online = await upgrade(suite.t, {
      session: m.session,
      store: suite.store,
      body: { setCode: 'gold', payMethod: 4 },
    });
    const { prepayId } = await started(suite.t, m.session, online.body.Result.orderNo, 4);
    // Before paying on the gateway page, the member buys Black by balance.
    await giveBalance(suite.t, m.memberId, 9800);
    expect(
      (await upgrade(suite.t, { session: m.session, store: suite.store, body: { setCode: 'black' } })).body
        .Result.status,
    ).toBe('completed');
    await suite.t.call('paysandbox/Pay', { prepayId });

    const books = await memberBooks(suite.t.db, m.memberId);
    expect(books.member.categoryId).toBe(suite.ids.black);
    const goldOrder = books.orders.find((o) => o.targetCategoryId === suite.ids.gold)!;
    const { order, payments } = await orderState(suite.t.db, goldOrder.id);
    expect(order).toMatchObject({ status: 'refunded', refundState: 'refunded', refundedAmount: 3000 });
    expect(payments).toMatchObject([{ status: 'refunded' }]);
    expect((await intentOf(suite.t.db, prepayId)).status).toBe('refunded');
    expect(books.pointsEntries).toEqual([]);
  });

  it('lets an inviter reward nobody when the link is their own, and ignores an unknown inviter', async () => {
    const m = await memberSession(suite.t);
    const self = await upgrade(suite.t, {
      session: m.session,
      store: suite.store,
      body: { setCode: 'gold', payMethod: 4, inviterUid: m.memberId },
    });
    expect([self.status, self.body.Code]).toEqual([422, 'INVITE_SELF']);
    const unknown = await upgrade(suite.t, {
      session: m.session,
      store: suite.store,
      body: { setCode: 'gold', payMethod: 4, inviterUid: 2_000_000_000 },
    });
    expect(unknown.status).toBe(200);
    expect((await memberBooks(suite.t.db, m.memberId)).orders).toMatchObject([
      { inviterId: null, status: 'unpaid' },
    ]);
  });

  it('tells the inviter the store reward rule', async () => {
    const m = await memberSession(suite.t);
    const rule = (storeId: number) =>
      suite.t.call(
        'CustomerReferral/GetSharePayUpgradeRewardruleDetails',
        {},
        {
          session: m.session,
          headers: { 'x-store-id': String(storeId) },
        },
      );
    expect((await rule(suite.store)).body.Result).toEqual({ enabled: true, points: 50 });
    const plain = await levelStore(suite.t.db, { payUpgradeInviteReward: undefined });
    expect((await rule(plain)).body.Result).toEqual({ enabled: false, points: 0 });
    expect((await suite.t.call('CustomerReferral/GetSharePayUpgradeRewardruleDetails', {})).status).toBe(401);
    expect(
      (
        await suite.t.call(
          'CustomerReferral/GetSharePayUpgradeRewardruleDetails',
          { x: 1 },
          { session: m.session },
        )
      ).status,
    ).toBe(400);
  });
});
