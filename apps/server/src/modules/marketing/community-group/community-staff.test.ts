import { describe, expect, it } from 'vitest';
import { memberSession } from '../../../test/fixtures.ts';
import { dbTargets } from '../../../test/harness.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { staffCall } from '../activity-test-kit.ts';
import type { StaffCommunityGroupOut, StaffCommunityLeaderOut, StaffCommunityPointOut } from '../index.ts';
import { communitySuite, HOUR, insertGroup, order } from './community-test-kit.ts';

describe.each(dbTargets())('community group staff API on %s', (target) => {
  const s = communitySuite(target);
  const at = (ms: number) => new Date(s.t.clock.now().getTime() + ms).toISOString();

  it('adds, changes, lists and ends leaders’ points', async () => {
    const made = await staffCall<StaffCommunityLeaderOut>(s, 'POST', '/staff/community-leaders', {
      storeId: s.store,
      name: 'Aunt Li',
      phone: '13800000001',
      address: 'Building 3, Garden Court',
    });
    expect(made.body.Result).toMatchObject({ name: 'Aunt Li', hours: '', status: 'active' });
    const id = made.body.Result.id;
    const bad = await staffCall(s, 'POST', '/staff/community-leaders', { storeId: s.store, name: 'X' });
    expect([bad.status, bad.body.Field]).toEqual([400, 'phone']);
    const changed = await staffCall<StaffCommunityLeaderOut>(s, 'POST', `/staff/community-leaders/${id}`, {
      hours: '17:00–20:00',
    });
    expect(changed.body.Result).toMatchObject({ id, name: 'Aunt Li', hours: '17:00–20:00' });
    expect((await staffCall(s, 'POST', '/staff/community-leaders/999999', { hours: '' })).body.Code).toBe(
      'COMMUNITY_POINT_NOT_FOUND',
    );
    const list = await staffCall<{ leaders: StaffCommunityLeaderOut[] }>(
      s,
      'GET',
      `/staff/community-leaders?storeId=${s.store}`,
    );
    expect(list.body.Result.leaders.map((l) => l.id)).toContain(id);
    await staffCall(s, 'POST', `/staff/community-leaders/${id}/end`);
    const group = await staffCall(s, 'POST', '/staff/community-groups', {
      storeId: s.store,
      name: 'Weekend vegetables',
      startsAt: at(0),
      endsAt: at(HOUR),
      pickupFrom: at(2 * HOUR),
      pickupUntil: at(3 * HOUR),
      leaderIds: [id],
      items: [{ name: 'Cabbage', price: 5, groupPrice: 3, stock: 10 }],
    });
    expect(group.body.Code).toBe('COMMUNITY_POINT_NOT_FOUND');
  });

  it('creates a group for its points, refuses windows that do not work, lists and ends it', async () => {
    const leader = await staffCall<StaffCommunityLeaderOut>(s, 'POST', '/staff/community-leaders', {
      storeId: s.store,
      name: 'Mr Wang',
      phone: '13800000002',
      address: 'Gate 2, Riverside',
      hours: '18:00–21:00',
    });
    const body = {
      storeId: s.store,
      name: 'Weekend vegetables',
      startsAt: at(0),
      endsAt: at(HOUR),
      pickupFrom: at(2 * HOUR),
      pickupUntil: at(3 * HOUR),
      minAmount: 10,
      leaderIds: [leader.body.Result.id],
      items: [
        { name: 'Cabbage', price: 5, groupPrice: 3, stock: 10, perMemberLimit: 3 },
        { name: 'Tofu', price: 4, groupPrice: 3.5, stock: 30 },
      ],
    };
    const early = await staffCall(s, 'POST', '/staff/community-groups', {
      ...body,
      pickupUntil: at(HOUR / 2),
    });
    expect([early.status, early.body.Field]).toEqual([400, 'pickupUntil']);
    const dear = { ...body, items: [{ name: 'Cabbage', price: 5, groupPrice: 6, stock: 10 }] };
    expect((await staffCall(s, 'POST', '/staff/community-groups', dear)).status).toBe(400);
    const made = await staffCall<StaffCommunityGroupOut>(s, 'POST', '/staff/community-groups', body);
    expect(made.body.Result).toMatchObject({
      status: 'active',
      minAmount: 10,
      leaderIds: [leader.body.Result.id],
      items: [
        { name: 'Cabbage', groupPrice: 3, stock: 10, remaining: 10, perMemberLimit: 3 },
        { name: 'Tofu', groupPrice: 3.5, remaining: 30, perMemberLimit: null },
      ],
    });
    const id = made.body.Result.id;
    const list = await staffCall<{ groups: StaffCommunityGroupOut[] }>(
      s,
      'GET',
      `/staff/community-groups?storeId=${s.store}`,
    );
    expect(list.body.Result.groups.map((g) => g.id)).toContain(id);
    const ended = await staffCall<StaffCommunityGroupOut>(s, 'POST', `/staff/community-groups/${id}/end`);
    expect(ended.body.Result.status).toBe('ended');
    expect((await staffCall(s, 'POST', '/staff/community-groups/999999/end')).body.Code).toBe(
      'COMMUNITY_GROUP_NOT_FOUND',
    );
  });

  it("shows each point its orders and the paid ones' totals, and hands a paid order over once", async () => {
    const g = await insertGroup(s);
    const a = await memberSession(s.t);
    const b = await memberSession(s.t);
    await giveBalance(s.t, a.memberId, 10_000);
    const both = [
      { itemId: g.itemIds[0]!, quantity: 2 },
      { itemId: g.itemIds[1]!, quantity: 1 },
    ];
    const paid = await order(s, a.session, g, { items: both, expectedAmount: 30.5 });
    const paidToo = await order(s, a.session, g, {
      items: [{ itemId: g.itemIds[1]!, quantity: 2 }],
      expectedAmount: 13,
    });
    const unpaid = await order(s, b.session, g, { payMethod: 4 });
    const report = await staffCall<{ points: StaffCommunityPointOut[] }>(
      s,
      'GET',
      `/staff/community-groups/${g.id}/points`,
    );
    const [point] = report.body.Result.points;
    expect(point!.leader.id).toBe(g.pointId);
    expect(point!.orders.map((o) => [o.orderNo, o.status])).toEqual([
      [paid.body.Result.orderNo, 'pending'],
      [paidToo.body.Result.orderNo, 'pending'],
      [unpaid.body.Result.orderNo, 'unpaid'],
    ]);
    expect(point!.totals).toEqual({
      orders: 2,
      toHandOver: 2,
      amount: 43.5,
      units: [
        { itemId: g.itemIds[0], name: 'Eggs', units: 2 },
        { itemId: g.itemIds[1], name: 'Milk', units: 3 },
      ],
    });
    const handOver = (no: string) => staffCall(s, 'POST', `/staff/community-groups/orders/${no}/hand-over`);
    expect((await handOver(paid.body.Result.orderNo)).body.Result).toMatchObject({ status: 'completed' });
    expect((await handOver(paid.body.Result.orderNo)).body.Code).toBe('ORDER_STATE_CONFLICT');
    expect((await handOver(unpaid.body.Result.orderNo)).body.Code).toBe('ORDER_STATE_CONFLICT');
    const after = await staffCall<{ points: StaffCommunityPointOut[] }>(
      s,
      'GET',
      `/staff/community-groups/${g.id}/points`,
    );
    expect(after.body.Result.points[0]!.totals).toMatchObject({ orders: 2, toHandOver: 1, amount: 43.5 });
    expect((await staffCall(s, 'GET', '/staff/community-groups/999999/points')).body.Code).toBe(
      'COMMUNITY_GROUP_NOT_FOUND',
    );
  });
});
