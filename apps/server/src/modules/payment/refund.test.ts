import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { dbTargets } from '../../test/harness.ts';
import { ledgerSum } from '../balance/ledger.ts';
import { refundOrderMoney } from '../order/index.ts';
import {
  cancelOrderRow,
  gatewayDeps,
  insertBalanceOrder,
  intentOf,
  notificationFor,
  orderState,
  paymentSuite,
  payWithoutNotice,
  postNotify,
  queryPay,
  started,
} from './payment-test-kit.ts';
import { notifyShop } from './sandbox/notifier.ts';

describe.each(dbTargets())('refunds of late and stray payments on %s', (target) => {
  const suite = paymentSuite(target);

  for (const reason of ['timeout', 'shopper'] as const) {
    it(`refunds a payment arriving after the order was cancelled (${reason}) through the gateway`, async () => {
      const order = await suite.order();
      const { out, prepayId } = await started(suite.t, suite.member.session, order.orderNo, 4);
      await payWithoutNotice(suite.t, prepayId);
      await cancelOrderRow(suite.t, order.id, reason);
      expect(await notifyShop(suite.t.app, gatewayDeps(suite.t), await intentOf(suite.t.db, prepayId))).toBe(
        true,
      );
      const { order: row, payments } = await orderState(suite.t.db, order.id);
      expect(row).toMatchObject({
        status: 'cancelled',
        paidAt: null,
        refundState: 'refunded',
        refundedAmount: 2580,
      });
      expect(payments).toMatchObject([{ status: 'refunded', refundedAt: suite.t.clock.now() }]);
      expect((await intentOf(suite.t.db, prepayId)).status).toBe('refunded');
      expect(
        (await queryPay(suite.t, suite.member.session, out.localOrderNo)).body.Result?.result.finish,
      ).toBe(0);
      expect(await postNotify(suite.t, await notificationFor(suite.t, prepayId))).toEqual({
        status: 200,
        text: 'SUCCESS',
      });
      expect((await orderState(suite.t.db, order.id)).order.refundedAmount).toBe(2580);
    });
  }

  it('refunds a stray payment of an attempt switched away from once the order is paid', async () => {
    const order = await suite.order();
    const first = await started(suite.t, suite.member.session, order.orderNo, 4);
    const { prepayId } = await started(suite.t, suite.member.session, order.orderNo, 3);
    await suite.t.call('paysandbox/Pay', { prepayId });
    // The old page was paid at the gateway before it closed; its notification comes afterwards.
    await suite.t.db.execute(`UPDATE pay_sandbox_intents SET status = 'paid', transaction_id = 'Tstray', paid_at = now()
      WHERE prepay_id = '${first.prepayId}'`);
    expect(await postNotify(suite.t, await notificationFor(suite.t, first.prepayId))).toEqual({
      status: 200,
      text: 'SUCCESS',
    });
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect([row.status, row.paidAmount, row.refundState]).toEqual(['pending', 2580, 'none']);
    expect(payments.map((p) => p.status)).toEqual(['refunded', 'paid']);
    expect((await intentOf(suite.t.db, first.prepayId)).status).toBe('refunded');
  });

  it('refundOrderMoney gives a balance payment back to the ledger once', async () => {
    const order = await insertBalanceOrder(suite.t, suite.member.memberId, suite.store, 1500);
    const balanceOf = async () =>
      (
        await suite.t.db
          .select({ b: members.balance })
          .from(members)
          .where(eq(members.id, suite.member.memberId))
      )[0]!.b;
    const before = await balanceOf();
    const at = suite.t.clock.now();
    const run = () =>
      suite.t.db.transaction((tx) =>
        refundOrderMoney(tx, { log: suite.t.app.log }, order.id, 'all', null, at),
      );
    expect(await run()).toBe('refunded');
    expect(await run()).toBe('none');
    expect(await balanceOf()).toBe(before + 1500);
    expect(await ledgerSum(suite.t.db, suite.member.memberId)).toBe(before + 1500);
    const refunds = await suite.t.db
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.orderId, order.id));
    expect(refunds.map((e) => [e.reason, e.delta])).toEqual([
      ['order_payment', -1500],
      ['refund', 1500],
    ]);
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect([row.refundState, row.refundedAmount, payments[0]!.status]).toEqual([
      'refunded',
      1500,
      'refunded',
    ]);
  });

  it('refundOrderMoney flags a payment the gateway will not refund, and does nothing without payments', async () => {
    const order = await suite.order();
    const { prepayId } = await started(suite.t, suite.member.session, order.orderNo, 4);
    await suite.t.call('paysandbox/Pay', { prepayId });
    await suite.t.db.execute(
      `UPDATE pay_sandbox_intents SET status = 'refunded' WHERE prepay_id = '${prepayId}'`,
    );
    const deps = { log: suite.t.app.log };
    const at = suite.t.clock.now();
    expect(await suite.t.db.transaction((tx) => refundOrderMoney(tx, deps, order.id, 'all', null, at))).toBe(
      'flagged',
    );
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect([row.refundState, row.refundedAmount, payments[0]!.status]).toEqual(['flagged', 0, 'paid']);
    const bare = await suite.order();
    expect(await suite.t.db.transaction((tx) => refundOrderMoney(tx, deps, bare.id, 'all', null, at))).toBe(
      'none',
    );
  });
});
