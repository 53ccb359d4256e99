import type { GroupBuyActivityOut, GroupBuyOrderOut, GroupOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { insertStore, memberSession } from '../../../test/fixtures.ts';
import { dbTargets } from '../../../test/harness.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../../payment/payment-test-kit.ts';
import { balanceOf } from '../blind-box-test-kit.ts';
import { settleDueGroups } from '../index.ts';
import {
  buyer,
  buyPlace,
  groupBooks,
  groupCall,
  groupSuite,
  insertGroupBuy,
  staffCall,
} from './group-buy-test-kit.ts';

const HOUR = 3_600_000;
type Detail = { activity: GroupBuyActivityOut; openGroups: GroupOut[]; group: GroupOut | null };

describe.each(dbTargets())('group buys on %s', (target) => {
  const s = groupSuite(target);
  const settle = () => settleDueGroups({ db: s.t.db, log: s.t.app.log }, s.t.clock.now());

  /** A group opened by a leader and joined by `joiners` members, all by balance. */
  async function groupOf(activity: number, joiners: number) {
    const leader = await buyer(s);
    const opened = await buyPlace(s, leader.session, { id: activity });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const group = opened.body.Result.group!.id;
    const members = [];
    for (let i = 0; i < joiners; i++) {
      const m = await buyer(s);
      expect((await buyPlace(s, m.session, { id: activity, group })).status).toBe(200);
      members.push(m);
    }
    return { group, leader, members, leaderOrder: opened.body.Result.orderNo };
  }

  it('shows a guest the group buys on now, a page with its open groups, and its rules', async () => {
    const open = await insertGroupBuy(s, {
      translations: { 'zh-CN': { name: '芒果慕斯', description: '' } },
    });
    const later = await insertGroupBuy(s, { startsAt: new Date(s.t.clock.now().getTime() + HOUR) });
    const elsewhere = await insertGroupBuy(s, { storeId: await insertStore(s.t.db) });
    const list = await groupCall<{ activities: GroupBuyActivityOut[] }>(s, 'GroupPurchase/LoadData');
    const ids = list.body.Result.activities.map((a) => a.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(elsewhere);
    const { group } = await groupOf(open, 0);
    const page = await s.t.call<Detail>(
      'GroupPurchase/Detail',
      { id: open },
      { headers: { 'x-store-id': String(s.store), 'x-locale': 'zh-CN' } },
    );
    expect(page.body.Result.activity).toMatchObject({ name: '芒果慕斯', price: 29, groupPrice: 19, size: 3 });
    expect(page.body.Result.openGroups).toMatchObject([
      { id: group, status: 'awaiting_group', joined: 1, placesLeft: 2, joinedByMe: false },
    ]);
    const shared = await groupCall<Detail>(s, 'GroupPurchase/Detail', { id: open, group });
    expect([shared.body.Result.group?.id, shared.body.Result.openGroups]).toEqual([group, []]);
    const rules = await groupCall(s, 'GroupPurchase/GrouppurchaseRules', { id: open });
    expect(rules.body.Result).toEqual({ size: 3, limitMinutes: 60, fillOnExpiry: false, description: '' });
    const other = await groupCall(s, 'GroupPurchase/Detail', { id: elsewhere });
    expect([other.status, other.body.Code]).toEqual([404, 'GROUP_BUY_NOT_FOUND']);
    const guest = await groupCall(s, 'GroupPurchase/Buy', {
      id: open,
      payMethod: 2,
      expectedPrice: 19,
      idempotencyKey: 'g'.repeat(16),
    });
    expect(guest.status).toBe(401);
  });

  it('forms at the N-th payment: every member released to collect, no (N+1)-th place, the leader never twice', async () => {
    const activity = await insertGroupBuy(s);
    const { group, leader, leaderOrder } = await groupOf(activity, 1);
    expect((await buyPlace(s, leader.session, { id: activity, group })).body.Code).toBe(
      'GROUP_ALREADY_JOINED',
    );
    const late = await buyer(s);
    expect((await buyPlace(s, late.session, { id: activity, group, expectedPrice: 29 })).body.Code).toBe(
      'CART_CHANGED',
    );
    const before = await groupBooks(s.t.db, group);
    expect(before.rows.every((r) => r.order.status === 'pending')).toBe(true);
    const hand = (no: string) => staffCall(s, 'POST', `/staff/group-buys/orders/${no}/hand-over`);
    expect((await hand(leaderOrder)).body.Code).toBe('ORDER_STATE_CONFLICT');
    const last = await buyPlace(s, late.session, { id: activity, group });
    expect(last.body.Result).toMatchObject({ status: 'accepted', group: { status: 'grouped', joined: 3 } });
    const books = await groupBooks(s.t.db, group);
    expect([books.holds, books.group.status, books.rows.map((r) => r.order.status)]).toEqual([
      true,
      'grouped',
      ['accepted', 'accepted', 'accepted'],
    ]);
    const fourth = await buyer(s);
    expect((await buyPlace(s, fourth.session, { id: activity, group })).body.Code).toBe('GROUP_FULL');
    expect(await balanceOf(s.t.db, fourth.memberId)).toEqual({ balance: 10_000, sum: 10_000 });
    expect((await hand(leaderOrder)).body.Result).toEqual({ orderNo: leaderOrder, status: 'completed' });
    const mine = await groupCall<{ orders: GroupBuyOrderOut[] }>(
      s,
      'GroupPurchase/MyGroups',
      {},
      leader.session,
    );
    expect(mine.body.Result.orders).toMatchObject([
      {
        orderNo: leaderOrder,
        status: 'completed',
        leader: true,
        group: { status: 'grouped', joinedByMe: true },
      },
    ]);
  });

  it('ends unfilled at its limit: no more joins, every member refunded to the balance once by the job', async () => {
    const activity = await insertGroupBuy(s);
    const { group, leader, members } = await groupOf(activity, 1);
    s.t.clock.advance(60 * 60_000);
    const page = await groupCall<Detail>(s, 'GroupPurchase/Detail', { id: activity, group });
    expect(page.body.Result.group).toMatchObject({ status: 'ended', placesLeft: 1 });
    expect(page.body.Result.openGroups).toEqual([]);
    const late = await buyer(s);
    expect((await buyPlace(s, late.session, { id: activity, group })).body.Code).toBe('GROUP_EXPIRED');
    expect(await settle()).toBeGreaterThanOrEqual(1);
    await settle();
    const books = await groupBooks(s.t.db, group);
    expect([books.group.status, books.rows.map((r) => [r.order.status, r.order.refundedAmount])]).toEqual([
      'ended',
      [
        ['refunded', 1900],
        ['refunded', 1900],
      ],
    ]);
    for (const m of [leader, members[0]!]) {
      expect(await balanceOf(s.t.db, m.memberId)).toEqual({ balance: 10_000, sum: 10_000 });
    }
  });

  it("completes at its limit with the store's fill option, the filled places shown as such", async () => {
    const activity = await insertGroupBuy(s, { fillOnExpiry: true });
    const { group, leader, leaderOrder } = await groupOf(activity, 0);
    s.t.clock.advance(61 * 60_000);
    await settle();
    const order = await groupCall<GroupBuyOrderOut>(
      s,
      'GroupPurchase/OrderDetails',
      { orderNo: leaderOrder },
      leader.session,
    );
    expect(order.body.Result).toMatchObject({
      status: 'accepted',
      group: { id: group, status: 'grouped', joined: 1, filledByStore: 2, placesLeft: 0 },
    });
  });

  it('revokes with the activity: awaiting groups refunded, formed ones kept, no new group', async () => {
    const activity = await insertGroupBuy(s, { size: 2 });
    const formed = await groupOf(activity, 1);
    const waiting = await groupOf(activity, 0);
    const ended = await staffCall(s, 'POST', `/staff/group-buys/${activity}/end`);
    expect(ended.body.Result).toMatchObject({ status: 'ended', groups: { grouped: 1, revoked: 1 } });
    expect((await groupBooks(s.t.db, waiting.group)).rows[0]!.order.status).toBe('refunded');
    expect((await groupBooks(s.t.db, formed.group)).rows.map((r) => r.order.status)).toEqual([
      'accepted',
      'accepted',
    ]);
    expect(await balanceOf(s.t.db, waiting.leader.memberId)).toEqual({ balance: 10_000, sum: 10_000 });
    const m = await buyer(s);
    expect((await buyPlace(s, m.session, { id: activity })).body.Code).toBe('GROUP_BUY_ENDED');
    expect((await buyPlace(s, m.session, { id: activity, group: waiting.group })).body.Code).toBe(
      'GROUP_REVOKED',
    );
    const again = await staffCall(s, 'POST', `/staff/group-buys/${activity}/end`);
    expect(again.body.Result).toMatchObject({ groups: { grouped: 1, revoked: 1 } });
  });

  it('takes the place when an online payment lands, refunds one that finds the group full, cancels an unpaid one', async () => {
    const activity = await insertGroupBuy(s, { size: 2 });
    const { group } = await groupOf(activity, 0);
    const online = async (join: number | null = group) => {
      const m = await memberSession(s.t);
      const order = await buyPlace(s, m.session, {
        id: activity,
        payMethod: 4,
        ...(join ? { group: join } : {}),
      });
      expect(order.body.Result).toMatchObject({ status: 'unpaid', needPay: true });
      return { m, orderNo: order.body.Result.orderNo };
    };
    const first = await online();
    const second = await online();
    for (const o of [first, second]) {
      const { prepayId } = await started(s.t, o.m.session, o.orderNo, 4);
      await payWithoutNotice(s.t, prepayId);
      await postNotify(s.t, await notificationFor(s.t, prepayId));
    }
    const read = (o: typeof first) =>
      groupCall<GroupBuyOrderOut>(s, 'GroupPurchase/OrderDetails', { orderNo: o.orderNo }, o.m.session);
    expect((await read(first)).body.Result).toMatchObject({
      status: 'accepted',
      group: { status: 'grouped' },
    });
    expect((await read(second)).body.Result.status).toBe('refunded');
    // A leader's unpaid order opened no group yet, and cancels with nothing to give back.
    const third = await online(null);
    const cancelled = await groupCall<GroupBuyOrderOut>(
      s,
      'GroupPurchase/CancelPurchaseOrder',
      { orderNo: third.orderNo },
      third.m.session,
    );
    expect(cancelled.body.Result.status).toBe('cancelled');
    const paid = await groupCall(
      s,
      'GroupPurchase/CancelPurchaseOrder',
      { orderNo: first.orderNo },
      first.m.session,
    );
    expect(paid.body.Code).toBe('ORDER_STATE_CONFLICT');
    const stranger = await memberSession(s.t);
    const theirs = await groupCall(
      s,
      'GroupPurchase/OrderDetails',
      { orderNo: first.orderNo },
      stranger.session,
    );
    expect(theirs.body.Code).toBe('ORDER_NOT_FOUND');
  });
});
