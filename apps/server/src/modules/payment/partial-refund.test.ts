import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { dbTargets } from '../../test/harness.ts';
import { ledgerSum } from '../balance/ledger.ts';
import { refundOrderMoney } from '../order/index.ts';
import { insertBalanceOrder, intentOf, orderState, paymentSuite, started } from './payment-test-kit.ts';
import type { PaymentRow } from './provider.ts';
import { planRefund } from './refund.ts';

/** A paid payment row of `amount` with `refunded` of it back already. */
function paidRow(id: number, provider: string, amount: number, refunded = 0): PaymentRow {
  return {
    id,
    localOrderNo: `P${id}`,
    orderId: 1,
    memberId: 1,
    payMethod: provider === 'balance' ? 2 : 4,
    provider,
    amount,
    status: 'paid',
    gatewayRef: null,
    transactionId: null,
    createdAt: new Date(0),
    paidAt: new Date(0),
    refundedAt: null,
    refundedAmount: refunded,
  };
}

describe('which payments a refund of some lines takes from', () => {
  const rows = [paidRow(1, 'sandbox', 500), paidRow(2, 'balance', 300, 100), paidRow(3, 'sandbox', 400)];
  const plan = (amount: number) => planRefund(rows, amount).map((s) => [s.payment.id, s.amount]);

  it('takes the balance first, then the latest payment, never more than each has left', () => {
    expect(plan(150)).toEqual([[2, 150]]);
    expect(plan(600)).toEqual([
      [2, 200],
      [3, 400],
    ]);
    expect(plan(1100)).toEqual([
      [2, 200],
      [3, 400],
      [1, 500],
    ]);
  });

  it('refuses to take more than the payments have left', () => {
    expect(() => planRefund(rows, 1101)).toThrow(/exceeds/);
  });
});

describe.each(dbTargets())('refunds of some of an order by its payments on %s', (target) => {
  const suite = paymentSuite(target);
  const deps = () => ({ log: suite.t.app.log });
  const refund = (orderId: number, amount: number, ref: string) =>
    suite.t.db.transaction((tx) => refundOrderMoney(tx, deps(), orderId, amount, ref, suite.t.clock.now()));
  const refundRest = (orderId: number) =>
    suite.t.db.transaction((tx) => refundOrderMoney(tx, deps(), orderId, 'all', null, suite.t.clock.now()));

  /** An order of 25.80 paid on the sandbox gateway (wechat), its notification applied. */
  async function paidOnline() {
    const order = await suite.order();
    const { prepayId } = await started(suite.t, suite.member.session, order.orderNo, 4);
    await suite.t.call('paysandbox/Pay', { prepayId });
    return { order, prepayId };
  }

  /** The member's balance and the sum of their ledger, and the order's balance entries. */
  async function books(orderId: number) {
    const [m] = await suite.t.db
      .select({ balance: members.balance })
      .from(members)
      .where(eq(members.id, suite.member.memberId));
    const entries = await suite.t.db
      .select({ reason: balanceEntries.reason, delta: balanceEntries.delta, ref: balanceEntries.ref })
      .from(balanceEntries)
      .where(eq(balanceEntries.orderId, orderId))
      .orderBy(balanceEntries.id);
    return { balance: m!.balance, sum: await ledgerSum(suite.t.db, suite.member.memberId), entries };
  }

  it('a balance order refunded twice in part and then the rest credits each once and never more than paid', async () => {
    const order = await insertBalanceOrder(suite.t, suite.member.memberId, suite.store, 1000);
    const before = (await books(order.id)).balance;
    expect(await refund(order.id, 300, 'refund:1')).toBe('refunded');
    const once = await books(order.id);
    // The same refund again changes nothing: no credit, nothing more on the payment or the order.
    expect(await refund(order.id, 300, 'refund:1')).toBe('none');
    expect(await books(order.id)).toEqual(once);
    let state = await orderState(suite.t.db, order.id);
    expect([state.order.refundState, state.order.refundedAmount]).toEqual(['refunded', 300]);
    expect(state.payments[0]).toMatchObject({ status: 'paid', refundedAmount: 300, refundedAt: null });

    expect(await refund(order.id, 250, 'refund:2')).toBe('refunded');
    // More than the payment has left is a caller's mistake: it throws and nothing of it stays.
    await expect(refund(order.id, 451, 'refund:3')).rejects.toThrow(/exceeds/);
    expect(await refundRest(order.id)).toBe('refunded');
    expect(await refundRest(order.id)).toBe('none');

    const after = await books(order.id);
    expect(after.entries).toEqual([
      { reason: 'order_payment', delta: -1000, ref: null },
      { reason: 'refund', delta: 300, ref: 'refund:1' },
      { reason: 'refund', delta: 250, ref: 'refund:2' },
      { reason: 'refund', delta: 450, ref: null },
    ]);
    expect(after.balance).toBe(before + 1000);
    expect(after.sum).toBe(after.balance);
    state = await orderState(suite.t.db, order.id);
    expect([state.order.refundState, state.order.refundedAmount]).toEqual(['refunded', 1000]);
    expect(state.payments[0]).toMatchObject({
      status: 'refunded',
      refundedAmount: 1000,
      refundedAt: suite.t.clock.now(),
    });
  });

  it('a sandbox-paid order is refunded at the gateway in two parts, then has nothing left', async () => {
    const { order, prepayId } = await paidOnline();
    expect((await orderState(suite.t.db, order.id)).order.paidAmount).toBe(2580);

    expect(await refund(order.id, 1000, 'refund:a')).toBe('refunded');
    expect(await intentOf(suite.t.db, prepayId)).toMatchObject({ status: 'paid', refundedAmount: 1000 });
    expect((await orderState(suite.t.db, order.id)).payments[0]).toMatchObject({
      status: 'paid',
      refundedAmount: 1000,
    });

    expect(await refund(order.id, 1580, 'refund:b')).toBe('refunded');
    expect(await intentOf(suite.t.db, prepayId)).toMatchObject({ status: 'refunded', refundedAmount: 2580 });
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect([row.refundState, row.refundedAmount]).toEqual(['refunded', 2580]);
    expect(payments[0]).toMatchObject({ status: 'refunded', refundedAmount: 2580 });
    await expect(refund(order.id, 1, 'refund:c')).rejects.toThrow(/exceeds/);
    expect(await refundRest(order.id)).toBe('none');
  });

  it('a part the gateway refuses flags the order and stays on the payment; the whole refund later gives it back', async () => {
    const { order, prepayId } = await paidOnline();
    await suite.t.db.execute(
      `UPDATE pay_sandbox_intents SET status = 'cancelled' WHERE prepay_id = '${prepayId}'`,
    );
    expect(await refund(order.id, 500, 'refund:x')).toBe('flagged');
    let state = await orderState(suite.t.db, order.id);
    expect([state.order.refundState, state.order.refundedAmount]).toEqual(['flagged', 0]);
    expect(state.payments[0]).toMatchObject({ status: 'paid', refundedAmount: 0 });

    await suite.t.db.execute(
      `UPDATE pay_sandbox_intents SET status = 'paid' WHERE prepay_id = '${prepayId}'`,
    );
    // A later part that goes through leaves the flag: what was refused before is still owed.
    expect(await refund(order.id, 80, 'refund:y')).toBe('refunded');
    state = await orderState(suite.t.db, order.id);
    expect([state.order.refundState, state.order.refundedAmount]).toEqual(['flagged', 80]);
    // The whole refund gives back all that is left, the refused part too.
    expect(await refundRest(order.id)).toBe('refunded');
    state = await orderState(suite.t.db, order.id);
    expect([state.order.refundState, state.order.refundedAmount]).toEqual(['refunded', 2580]);
    expect(await intentOf(suite.t.db, prepayId)).toMatchObject({ status: 'refunded', refundedAmount: 2580 });
  });

  it('a refund of nothing does nothing', async () => {
    const order = await insertBalanceOrder(suite.t, suite.member.memberId, suite.store, 400);
    expect(await refund(order.id, 0, 'refund:0')).toBe('none');
    expect((await books(order.id)).entries).toHaveLength(1);
  });
});
