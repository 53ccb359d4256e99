import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../../db/schema/account/member.ts';
import { orderLines, orderRefunds, orders } from '../../../db/schema/order.ts';
import { pointsEntries } from '../../../db/schema/points.ts';
import {
  createTestApp,
  dbTargets,
  suiteWorld,
  TEST_STAFF_TOKEN,
  type TestApp,
} from '../../../test/harness.ts';
import { ledgerSum } from '../../balance/ledger.ts';
import { insertProduct, place, shopper, storeWith } from '../../checkout/checkout-test-kit.ts';
import { cashRule, heldCoupon } from '../../checkout/coupon-test-kit.ts';
import { pointsLedgerSum } from '../../points/ledger.ts';

// The one refund path (decision 046) on an order placed with a coupon: a refund of some lines returns what those
// lines paid (their units and their share of the coupon, decision 047), never more, and the points they earned.

function staff(t: TestApp, orderNo: string, step: string, payload?: Record<string, unknown>) {
  return t.app
    .inject({
      method: 'POST',
      url: `/staff/orders/${orderNo}/${step}`,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
      ...(payload === undefined ? {} : { payload }),
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));
}

async function books(t: TestApp, orderNo: string, memberId: number) {
  const [order] = await t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const lines = await t.db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order!.id))
    .orderBy(asc(orderLines.id));
  const [member] = await t.db.select().from(members).where(eq(members.id, memberId));
  const refunds = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order!.id));
  const points = await t.db.select().from(pointsEntries).where(eq(pointsEntries.orderId, order!.id));
  return { order: order!, lines, member: member!, refunds, points };
}

describe.each(dbTargets())('refunds of some lines on %s', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await storeWith(t.db, { pointRule: { pointsPerYuan: 1, pointsPerYuanOff: 100 } });
    const tea = await insertProduct(t.db, store, { name: 'Tea', price: 1_800, stock: 100 });
    const cake = await insertProduct(t.db, store, { name: 'Cake', price: 3_000, stock: 100 });
    return { t, store, tea, cake };
  });

  /** A completed balance order of two teas and a cake (¥66) with a ¥12 coupon: ¥54 paid, 54 points earned. */
  async function completedOrder() {
    const { t } = w;
    const me = await shopper(t, 100_000);
    const coupon = await heldCoupon(t.db, me.memberId, cashRule(1_200), t.clock.now());
    const items = [
      { ProductId: w.tea, ProductNum: 2 },
      { ProductId: w.cake, ProductNum: 1 },
    ];
    const res = await place(t, w.store, me, items, { payMethod: 2, couponIds: [coupon.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const orderNo = res.body.Result!.orderNo;
    for (const step of ['accept', 'complete']) expect((await staff(t, orderNo, step)).status).toBe(200);
    return { me, orderNo };
  }

  it("returns one unit's share of what its line paid, coupon included, then the rest, never more", async () => {
    const { t } = w;
    const { me, orderNo } = await completedOrder();
    const before = await books(t, orderNo, me.memberId);
    expect(before.order.amount).toBe(5_400);
    const [teaLine, cakeLine] = before.lines;
    // The coupon's ¥12 split by the lines' amounts: ¥36 of tea takes 654.5 → 654 or 655, the cake the rest.
    expect(teaLine!.paidAmount + cakeLine!.paidAmount).toBe(5_400);
    expect(teaLine!.paidAmount).toBeLessThan(3_600);
    expect(before.member.points).toBe(54);

    const one = await staff(t, orderNo, 'refund', { lines: [{ lineId: teaLine!.id, quantity: 1 }] });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const oneTea = Math.floor(teaLine!.paidAmount / 2);
    expect(one.body.Result).toMatchObject({
      status: 'completed',
      refund: 'refunded',
      refunded: oneTea / 100,
    });
    const afterOne = await books(t, orderNo, me.memberId);
    expect(afterOne.member.balance).toBe(before.member.balance + oneTea);
    expect(afterOne.order.refundedAmount).toBe(oneTea);
    // Points in proportion to the money returned: floor(54 × refunded ÷ 5400).
    expect(afterOne.member.points).toBe(54 - Math.floor((54 * oneTea) / 5_400));

    const tooMany = await staff(t, orderNo, 'refund', { lines: [{ lineId: teaLine!.id, quantity: 2 }] });
    expect(tooMany).toMatchObject({ status: 409, body: { Code: 'REFUND_QUANTITY_EXCEEDED' } });
    const notThis = await staff(t, orderNo, 'refund', { lines: [{ lineId: 2_000_000_000, quantity: 1 }] });
    expect(notThis).toMatchObject({ status: 404, body: { Code: 'REFUND_LINE_NOT_FOUND' } });
    const unchanged = await books(t, orderNo, me.memberId);
    expect(unchanged.member.balance).toBe(afterOne.member.balance);

    const rest = await staff(t, orderNo, 'refund');
    expect(rest.body.Result).toMatchObject({ status: 'refunded', refunded: (5_400 - oneTea) / 100 });
    const after = await books(t, orderNo, me.memberId);
    expect(after.member.balance).toBe(before.member.balance + 5_400);
    expect(await ledgerSum(t.db, me.memberId)).toBe(after.member.balance);
    expect(after.order.refundedAmount).toBe(5_400);
    expect(after.lines.map((l) => [l.refundedQuantity, l.refundedAmount])).toEqual(
      before.lines.map((l) => [l.quantity, l.paidAmount]),
    );
    expect(after.refunds.reduce((n, r) => n + r.amount, 0)).toBe(5_400);
    expect(after.member.points).toBe(0);
    expect(await pointsLedgerSum(t.db, me.memberId)).toBe(0);
    expect((await staff(t, orderNo, 'refund')).status).toBe(409);
  });

  it('refuses an order that is not completed, and bad lines, changing nothing', async () => {
    const { t } = w;
    const me = await shopper(t, 100_000);
    const res = await place(t, w.store, me, [{ ProductId: w.cake, ProductNum: 1 }], { payMethod: 2 });
    const orderNo = res.body.Result!.orderNo;
    expect((await staff(t, orderNo, 'refund')).body.Code).toBe('ORDER_STATE_CONFLICT');
    for (const lines of [
      [],
      [{ lineId: 1, quantity: 0 }],
      [{ lineId: 1, quantity: 1.5 }],
      [{ lineId: -1, quantity: 1 }],
    ])
      expect((await staff(t, orderNo, 'refund', { lines })).status, JSON.stringify(lines)).toBe(400);
    const { member, refunds } = await books(t, orderNo, me.memberId);
    expect(member.balance).toBe(100_000 - 3_000);
    expect(refunds).toEqual([]);
  });
});
