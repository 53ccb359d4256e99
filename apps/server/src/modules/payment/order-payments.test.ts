import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type OrderKind, orders } from '../../db/schema/order.ts';
import { dbTargets } from '../../test/harness.ts';
import { type OrderKindRules, registerOrderKind } from '../order/index.ts';
import { applyGatewayPayment } from './apply-payment.ts';
import {
  gatewayDeps,
  intentOf,
  notificationFor,
  orderState,
  paymentSuite,
  payWithoutNotice,
  postNotify,
  started,
} from './payment-test-kit.ts';

// A payment applied through the order's side (decision 046): the order takes it, then its kind's onPaid runs
// once, inside the payment's transaction, whatever the number of notifications.

/** A kind no area has yet, counting the orders its onPaid was called for. */
const calls: number[] = [];
const testKind: OrderKindRules = {
  // A kind outside the schema's union, as a new area would add it.
  kind: 'test-gift' as OrderKind,
  cancel: {},
  async onPaid(tx, _deps, order) {
    // Runs inside the payment's transaction: what it writes commits with the payment, or not at all.
    await tx.update(orders).set({ remark: 'gift sent' }).where(eq(orders.id, order.id));
    calls.push(order.id);
    return 'applied';
  },
};
registerOrderKind(testKind);

describe('the order kinds a payment is applied for', () => {
  it('takes the same entry again, refuses a second one for a kind', () => {
    expect(() => registerOrderKind(testKind)).not.toThrow();
    expect(() => registerOrderKind({ ...testKind })).toThrow(/registered twice/);
  });
});

describe.each(dbTargets())('order kinds applied by payments on %s', (target) => {
  beforeAll(() => {
    calls.length = 0; // each target's database numbers its orders from 1
  });
  const suite = paymentSuite(target);

  /** An unpaid order of a kind, paid at the gateway, its notification not delivered yet. */
  async function paidAtGateway(kind: string) {
    const order = await suite.order();
    // A kind outside the schema's union, as a new area would add it.
    await suite.t.db
      .update(orders)
      .set({ kind: kind as OrderKind })
      .where(eq(orders.id, order.id));
    const { prepayId } = await started(suite.t, suite.member.session, order.orderNo, 4);
    await payWithoutNotice(suite.t, prepayId);
    return { order, prepayId };
  }

  it('calls the kind once for a paid notification', async () => {
    const { order, prepayId } = await paidAtGateway('test-gift');
    const answer = await postNotify(suite.t, await notificationFor(suite.t, prepayId));
    expect(answer).toEqual({ status: 200, text: 'SUCCESS' });
    expect(calls.filter((id) => id === order.id)).toHaveLength(1);
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect([row.status, row.remark, payments[0]!.status]).toEqual(['pending', 'gift sent', 'paid']);
  });

  it('calls the kind once for 50 duplicate notifications', async () => {
    const { order, prepayId } = await paidAtGateway('test-gift');
    const copy = await notificationFor(suite.t, prepayId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postNotify(suite.t, copy)));
    expect(answers.every((a) => a.status === 200 && a.text === 'SUCCESS')).toBe(true);
    expect(calls.filter((id) => id === order.id)).toHaveLength(1);
    expect((await orderState(suite.t.db, order.id)).order.status).toBe('pending');
  });

  it('refuses a payment of an unregistered kind and records nothing', async () => {
    const { order, prepayId } = await paidAtGateway('nobody-registered-this');
    const paid = {
      localOrderNo: (await intentOf(suite.t.db, prepayId)).merchantRef,
      transactionId: 'T-unknown-kind',
      amount: 2580,
      paidAt: suite.t.clock.now(),
    };
    const deps = { ...gatewayDeps(suite.t), log: suite.t.app.log };
    await expect(applyGatewayPayment(deps, paid)).rejects.toThrow(/no order kind 'nobody-registered-this'/);
    const { order: row, payments } = await orderState(suite.t.db, order.id);
    expect([row.status, row.paidAt, payments[0]!.status]).toEqual(['unpaid', null, 'pending']);
  });
});
