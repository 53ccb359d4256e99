import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { ledgerSum } from '../balance/ledger.ts';
import {
  cancelOrderRow,
  gatewayDeps,
  insertBalanceOrder,
  insertOrder,
  intentOf,
  notificationFor,
  orderState,
  paymentTestApp,
  payWithoutNotice,
  postNotify,
  queryPay,
  started,
} from './payment-test-kit.ts';
import { refundOrder } from './refund.ts';
import { notifyShop } from './sandbox/notifier.ts';

describe.each(dbTargets())('refunds of late and stray payments on %s', (target) => {
  let t: TestApp;
  let store: number;
  let member: { memberId: number; session: string };
  beforeAll(async () => {
    ({ t, store } = await paymentTestApp(target));
    member = await memberSession(t);
  });
  afterAll(() => t.close());

  const unpaidOrder = () => insertOrder(t, { memberId: member.memberId, storeId: store });

  for (const reason of ['timeout', 'shopper'] as const) {
    it(`refunds a payment arriving after the order was cancelled (${reason}) through the gateway`, async () => {
      const order = await unpaidOrder();
      const { out, prepayId } = await started(t, member.session, order.orderNo, 4);
      await payWithoutNotice(t, prepayId);
      await cancelOrderRow(t, order.id, reason);
      expect(await notifyShop(t.app, gatewayDeps(t), await intentOf(t.db, prepayId))).toBe(true);
      const { order: row, payments } = await orderState(t.db, order.id);
      expect(row).toMatchObject({
        status: 'cancelled',
        paidAt: null,
        refundState: 'refunded',
        refundedAmount: 2580,
      });
      expect(payments).toMatchObject([{ status: 'refunded', refundedAt: t.clock.now() }]);
      expect((await intentOf(t.db, prepayId)).status).toBe('refunded');
      expect((await queryPay(t, member.session, out.localOrderNo)).body.Result?.result.finish).toBe(0);
      expect(await postNotify(t, await notificationFor(t, prepayId))).toEqual({
        status: 200,
        text: 'SUCCESS',
      });
      expect((await orderState(t.db, order.id)).order.refundedAmount).toBe(2580);
    });
  }

  it('refunds a stray payment of an attempt switched away from once the order is paid', async () => {
    const order = await unpaidOrder();
    const first = await started(t, member.session, order.orderNo, 4);
    const { prepayId } = await started(t, member.session, order.orderNo, 3);
    await t.call('paysandbox/Pay', { prepayId });
    // The old page was paid at the gateway before it closed; its notification comes afterwards.
    await t.db.execute(`UPDATE pay_sandbox_intents SET status = 'paid', transaction_id = 'Tstray', paid_at = now()
      WHERE prepay_id = '${first.prepayId}'`);
    expect(await postNotify(t, await notificationFor(t, first.prepayId))).toEqual({
      status: 200,
      text: 'SUCCESS',
    });
    const { order: row, payments } = await orderState(t.db, order.id);
    expect([row.status, row.paidAmount, row.refundState]).toEqual(['pending', 2580, 'none']);
    expect(payments.map((p) => p.status)).toEqual(['refunded', 'paid']);
    expect((await intentOf(t.db, first.prepayId)).status).toBe('refunded');
  });

  it('refundOrder gives a balance payment back to the ledger once', async () => {
    const order = await insertBalanceOrder(t, member.memberId, store, 1500);
    const balanceOf = async () =>
      (await t.db.select({ b: members.balance }).from(members).where(eq(members.id, member.memberId)))[0]!.b;
    const before = await balanceOf();
    const at = t.clock.now();
    const run = () => t.db.transaction((tx) => refundOrder(tx, { log: t.app.log }, order.id, at));
    expect(await run()).toBe('refunded');
    expect(await run()).toBe('none');
    expect(await balanceOf()).toBe(before + 1500);
    expect(await ledgerSum(t.db, member.memberId)).toBe(before + 1500);
    const refunds = await t.db.select().from(balanceEntries).where(eq(balanceEntries.orderId, order.id));
    expect(refunds.map((e) => [e.reason, e.delta])).toEqual([
      ['order_payment', -1500],
      ['refund', 1500],
    ]);
    const { order: row, payments } = await orderState(t.db, order.id);
    expect([row.refundState, row.refundedAmount, payments[0]!.status]).toEqual([
      'refunded',
      1500,
      'refunded',
    ]);
  });

  it('refundOrder flags a payment the gateway will not refund, and does nothing without payments', async () => {
    const order = await unpaidOrder();
    const { prepayId } = await started(t, member.session, order.orderNo, 4);
    await t.call('paysandbox/Pay', { prepayId });
    await t.db.execute(`UPDATE pay_sandbox_intents SET status = 'refunded' WHERE prepay_id = '${prepayId}'`);
    const deps = { log: t.app.log };
    const at = t.clock.now();
    expect(await t.db.transaction((tx) => refundOrder(tx, deps, order.id, at))).toBe('flagged');
    const { order: row, payments } = await orderState(t.db, order.id);
    expect([row.refundState, row.refundedAmount, payments[0]!.status]).toEqual(['flagged', 0, 'paid']);
    const bare = await unpaidOrder();
    expect(await t.db.transaction((tx) => refundOrder(tx, deps, bare.id, at))).toBe('none');
  });
});
