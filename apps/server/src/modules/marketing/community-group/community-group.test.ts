import type { CommunityGroupOut, CommunityOrderOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { insertStore, memberSession } from '../../../test/fixtures.ts';
import { dbTargets } from '../../../test/harness.ts';
import { setPayPassword } from '../../balance/pay-code-test-kit.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { cancelExpiredOrders } from '../../order/auto-cancel.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../../payment/payment-test-kit.ts';
import { staffCall } from '../activity-test-kit.ts';
import { balanceOf } from '../blind-box-test-kit.ts';
import {
  communityBooks,
  communityCall,
  communitySuite,
  HOUR,
  insertGroup,
  insertLeader,
  order,
} from './community-test-kit.ts';

describe.each(dbTargets())('community group purchase on %s', (target) => {
  const s = communitySuite(target);
  async function buyer(balance = 10_000) {
    const m = await memberSession(s.t);
    if (balance > 0) await giveBalance(s.t, m.memberId, balance);
    return m;
  }
  const later = (ms: number) => new Date(s.t.clock.now().getTime() + ms);

  it('lists open then upcoming groups with their items and points, and shows a guest the page', async () => {
    const open = await insertGroup(s);
    const upcoming = await insertGroup(s, { startsAt: later(HOUR), endsAt: later(2 * HOUR) });
    const closed = await insertGroup(s, { startsAt: later(-2 * HOUR), endsAt: later(-HOUR) });
    const elsewhere = await insertGroup(s, { storeId: await insertStore(s.t.db) });
    const list = await communityCall<{ groups: CommunityGroupOut[] }>(s, 'CommunityGroup/LoadData');
    const ids = list.body.Result.groups.map((g) => g.id);
    expect(ids.indexOf(open.id)).toBeLessThan(ids.indexOf(upcoming.id));
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(elsewhere.id);
    const page = await communityCall<{ group: CommunityGroupOut; mine: unknown }>(
      s,
      'CommunityGroup/Detail',
      {
        id: open.id,
      },
    );
    expect(page.body.Result).toMatchObject({
      group: {
        phase: 'open',
        items: [
          { groupPrice: 12, remaining: 10, perMemberLimit: 2 },
          { groupPrice: 6.5, perMemberLimit: null },
        ],
        points: [{ id: open.pointId, name: 'Aunt Li', address: 'Building 3, Garden Court' }],
      },
      mine: null,
    });
    const guest = await communityCall(s, 'CommunityGroup/Buy', {
      id: open.id,
      pointId: open.pointId,
      items: [{ itemId: open.itemIds[0], quantity: 1 }],
      payMethod: 2,
      expectedAmount: 12,
      idempotencyKey: 'x'.repeat(16),
    });
    expect(guest.status).toBe(401);
    const m = await buyer();
    expect((await order(s, m.session, upcoming)).body.Code).toBe('COMMUNITY_GROUP_NOT_STARTED');
    expect((await order(s, m.session, closed)).body.Code).toBe('COMMUNITY_GROUP_CLOSED');
    expect((await order(s, m.session, elsewhere)).body.Code).toBe('COMMUNITY_GROUP_NOT_FOUND');
  });

  it('orders by balance within the limits at the amount shown; a replayed key answers the first order', async () => {
    const g = await insertGroup(s);
    const m = await buyer();
    const both = [
      { itemId: g.itemIds[0]!, quantity: 2 },
      { itemId: g.itemIds[1]!, quantity: 3 },
    ];
    expect((await order(s, m.session, g, { items: both, expectedAmount: 40 })).body.Code).toBe(
      'CART_CHANGED',
    );
    const key = 'community-repeat-key-001';
    const first = await order(s, m.session, g, { items: both, expectedAmount: 43.5, idempotencyKey: key });
    expect(first.body.Result).toMatchObject({
      status: 'pending',
      amount: 43.5,
      point: { id: g.pointId },
      lines: [
        { itemId: g.itemIds[0], quantity: 2, price: 12 },
        { itemId: g.itemIds[1], quantity: 3, price: 6.5 },
      ],
    });
    const again = await order(s, m.session, g, { items: both, expectedAmount: 43.5, idempotencyKey: key });
    expect(again.body.Result.orderNo).toBe(first.body.Result.orderNo);
    const other = await order(s, m.session, g, { idempotencyKey: key });
    expect(other.body.Code).toBe('IDEMPOTENCY_CONFLICT');
    const over = await order(s, m.session, g);
    expect([over.body.Code, over.body.Message]).toEqual([
      'COMMUNITY_MEMBER_LIMIT',
      expect.stringContaining('2'),
    ]);
    expect(await balanceOf(s.t.db, m.memberId)).toEqual({ balance: 10_000 - 4350, sum: 10_000 - 4350 });
    const books = await communityBooks(s.t.db, g.id);
    expect([books.items.map((i) => i.remaining), books.holds]).toEqual([[8, 17], true]);
    const page = await communityCall<{ mine: { itemId: number; bought: number; maxQuantity: number }[] }>(
      s,
      'CommunityGroup/Detail',
      { id: g.id },
      m.session,
    );
    expect(page.body.Result.mine).toEqual([
      { itemId: g.itemIds[0], bought: 2, maxQuantity: 0 },
      { itemId: g.itemIds[1], bought: 3, maxQuantity: 17 },
    ]);
    const mine = await communityCall<{ orders: CommunityOrderOut[] }>(
      s,
      'CommunityGroup/MyOrders',
      {},
      m.session,
    );
    expect(mine.body.Result.orders.map((o) => o.orderNo)).toEqual([first.body.Result.orderNo]);
  });

  it('refuses another item or point, an order below the minimum, more than is left, a short balance, no password', async () => {
    const other = await insertGroup(s);
    const g = await insertGroup(
      s,
      { minAmount: 2000 },
      {
        items: [
          { name: 'Rice', price: 3000, groupPrice: 2500, stock: 1 },
          { name: 'Salt', groupPrice: 300 },
        ],
      },
    );
    const m = await buyer();
    const item = (itemId: number, quantity = 1) => [{ itemId, quantity }];
    const ask = (body: Parameters<typeof order>[3]) => order(s, m.session, g, body);
    expect((await ask({ items: item(other.itemIds[0]!) })).body.Code).toBe('COMMUNITY_ITEM_NOT_FOUND');
    expect((await ask({ items: item(g.itemIds[0]!), pointId: other.pointId })).body.Code).toBe(
      'COMMUNITY_POINT_NOT_FOUND',
    );
    const small = await ask({ items: item(g.itemIds[1]!), expectedAmount: 3 });
    expect([small.body.Code, small.body.Message]).toEqual([
      'COMMUNITY_BELOW_MINIMUM',
      expect.stringContaining('20.00'),
    ]);
    expect((await ask({ items: item(g.itemIds[0]!, 2), expectedAmount: 50 })).body.Code).toBe(
      'COMMUNITY_SOLD_OUT',
    );
    const poor = await buyer(100);
    const short = await order(s, poor.session, g, { items: item(g.itemIds[0]!), expectedAmount: 25 });
    expect(short.body.Code).toBe('BALANCE_INSUFFICIENT');
    await setPayPassword(s.t, m.memberId, '135790');
    expect((await ask({ items: item(g.itemIds[0]!), expectedAmount: 25 })).body.Code).toBe(
      'PAY_PASSWORD_REQUIRED',
    );
    const paid = await ask({ items: item(g.itemIds[0]!), expectedAmount: 25, payPassword: '135790' });
    expect(paid.body.Result.status).toBe('pending');
    const books = await communityBooks(s.t.db, g.id);
    expect([books.items[0]!.remaining, books.holds]).toEqual([0, true]);
  });

  it('refuses orders from the deadline on and once the store ends the group', async () => {
    const g = await insertGroup(s, { endsAt: later(60_000) });
    const m = await buyer();
    s.t.clock.advance(60_000);
    expect((await order(s, m.session, g)).body.Code).toBe('COMMUNITY_GROUP_CLOSED');
    const ended = await insertGroup(s);
    expect((await staffCall(s, 'POST', `/staff/community-groups/${ended.id}/end`)).body.Result).toMatchObject(
      {
        status: 'ended',
      },
    );
    expect((await order(s, m.session, ended)).body.Code).toBe('COMMUNITY_GROUP_CLOSED');
    expect((await communityBooks(s.t.db, ended.id)).items[0]!.remaining).toBe(10);
  });

  it("keeps another member's order from them: not found to read or to cancel", async () => {
    const g = await insertGroup(s);
    const a = await buyer();
    const b = await buyer();
    const mine = await order(s, a.session, g, { payMethod: 4 });
    const orderNo = mine.body.Result.orderNo;
    for (const path of ['CommunityGroup/OrderDetails', 'CommunityGroup/CancelOrder'])
      expect((await communityCall(s, path, { orderNo }, b.session)).body.Code).toBe('ORDER_NOT_FOUND');
    expect(
      (await communityCall(s, 'CommunityGroup/OrderDetails', { orderNo }, a.session)).body.Result,
    ).toMatchObject({ status: 'unpaid', needPay: true });
  });

  it('holds units for an unpaid order and gives them back once when it is cancelled or times out', async () => {
    const g = await insertGroup(s);
    const a = await buyer(0);
    const held = await order(s, a.session, g, {
      payMethod: 4,
      items: [{ itemId: g.itemIds[0]!, quantity: 2 }],
      expectedAmount: 24,
    });
    expect(held.body.Result).toMatchObject({ status: 'unpaid', needPay: true });
    expect((await communityBooks(s.t.db, g.id)).items[0]!.remaining).toBe(8);
    const path = 'CommunityGroup/CancelOrder';
    const cancelled = await communityCall<CommunityOrderOut>(
      s,
      path,
      { orderNo: held.body.Result.orderNo },
      a.session,
    );
    expect(cancelled.body.Result.status).toBe('cancelled');
    await communityCall(s, path, { orderNo: held.body.Result.orderNo }, a.session);
    let books = await communityBooks(s.t.db, g.id);
    expect([books.items[0]!.remaining, books.holds]).toEqual([10, true]);
    const b = await buyer(0);
    const late = await order(s, b.session, g, { payMethod: 4 });
    const { prepayId } = await started(s.t, b.session, late.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    s.t.clock.advance(HOUR / 2);
    await cancelExpiredOrders({ db: s.t.db }, s.t.clock.now());
    books = await communityBooks(s.t.db, g.id);
    expect([books.items[0]!.remaining, books.holds]).toEqual([10, true]);
    // The payment lands after the units went back: the money goes back, the order stays cancelled, nothing oversold.
    await postNotify(s.t, await notificationFor(s.t, prepayId));
    books = await communityBooks(s.t.db, g.id);
    const row = books.rows.find((r) => r.fact.memberId === b.memberId)!;
    expect([row.status, row.refundedAmount, books.items[0]!.remaining, books.holds]).toEqual([
      'cancelled',
      1200,
      10,
      true,
    ]);
  });

  it('pays an online order in time: the units stay taken and the order waits for its pickup', async () => {
    const g = await insertGroup(s);
    const a = await buyer(0);
    const held = await order(s, a.session, g, { payMethod: 4 });
    const { prepayId } = await started(s.t, a.session, held.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    await postNotify(s.t, await notificationFor(s.t, prepayId));
    const read = await communityCall<CommunityOrderOut>(
      s,
      'CommunityGroup/OrderDetails',
      { orderNo: held.body.Result.orderNo },
      a.session,
    );
    expect(read.body.Result).toMatchObject({ status: 'pending', needPay: false });
    const cancel = await communityCall(
      s,
      'CommunityGroup/CancelOrder',
      { orderNo: held.body.Result.orderNo },
      a.session,
    );
    expect(cancel.body.Code).toBe('ORDER_STATE_CONFLICT');
    const books = await communityBooks(s.t.db, g.id);
    expect([books.items[0]!.remaining, books.holds]).toEqual([9, true]);
  });

  it('keeps each leader apart: a second point of the group has its own orders', async () => {
    const first = await insertLeader(s);
    const second = await insertLeader(s, { name: 'Mr Wang' });
    const g = await insertGroup(s, {}, { leaderIds: [first, second] });
    const m = await buyer();
    const there = await order(s, m.session, g, { pointId: second });
    expect(there.body.Result.point).toMatchObject({ id: second, name: 'Mr Wang' });
  });
});
