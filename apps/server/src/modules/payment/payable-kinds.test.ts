import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { type OrderKind, orders } from '../../db/schema/order.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { applyGatewayPayment } from './apply-payment.ts';
import { type PayableKind, payableKind, registerPayableKind } from './payable-kinds.ts';
import {
  gatewayDeps,
  insertOrder,
  intentOf,
  notificationFor,
  orderState,
  paymentTestApp,
  payWithoutNotice,
  postNotify,
  started,
} from './payment-test-kit.ts';

/** A kind no area has yet, counting the orders its onPaid was called for. */
const calls: number[] = [];
const testKind: PayableKind = {
  kind: 'test-gift',
  async onPaid(tx: Tx, _deps, orderId) {
    // Runs inside the payment's transaction: what it writes commits with the payment, or not at all.
    await tx.update(orders).set({ remark: 'gift sent' }).where(eq(orders.id, orderId));
    calls.push(orderId);
    return 'applied';
  },
};
registerPayableKind(testKind);

describe('the payable kinds registry', () => {
  it('fails loudly for a kind nobody registered', () => {
    expect(() => payableKind('nobody-registered-this')).toThrow(/no payable kind 'nobody-registered-this'/);
  });

  it('takes the same entry again, refuses a second one for a kind', () => {
    expect(() => registerPayableKind(testKind)).not.toThrow();
    expect(() => registerPayableKind({ ...testKind })).toThrow(/registered twice/);
    expect(payableKind('test-gift')).toBe(testKind);
  });
});

describe.each(dbTargets())('payable kinds applied by payments on %s', (target) => {
  let t: TestApp;
  let store: number;
  let member: { memberId: number; session: string };
  beforeAll(async () => {
    calls.length = 0; // each target's database numbers its orders from 1
    ({ t, store } = await paymentTestApp(target));
    member = await memberSession(t);
  });
  afterAll(() => t.close());

  /** An unpaid order of a kind, paid at the gateway, its notification not delivered yet. */
  async function paidAtGateway(kind: string) {
    const order = await insertOrder(t, { memberId: member.memberId, storeId: store });
    // A kind outside the schema's union, as a new area would add it.
    await t.db
      .update(orders)
      .set({ kind: kind as OrderKind })
      .where(eq(orders.id, order.id));
    const { prepayId } = await started(t, member.session, order.orderNo, 4);
    await payWithoutNotice(t, prepayId);
    return { order, prepayId };
  }

  it('calls the kind once for a paid notification', async () => {
    const { order, prepayId } = await paidAtGateway('test-gift');
    const answer = await postNotify(t, await notificationFor(t, prepayId));
    expect(answer).toEqual({ status: 200, text: 'SUCCESS' });
    expect(calls.filter((id) => id === order.id)).toHaveLength(1);
    const { order: row, payments } = await orderState(t.db, order.id);
    expect([row.status, row.remark, payments[0]!.status]).toEqual(['pending', 'gift sent', 'paid']);
  });

  it('calls the kind once for 50 duplicate notifications', async () => {
    const { order, prepayId } = await paidAtGateway('test-gift');
    const copy = await notificationFor(t, prepayId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => postNotify(t, copy)));
    expect(answers.every((a) => a.status === 200 && a.text === 'SUCCESS')).toBe(true);
    expect(calls.filter((id) => id === order.id)).toHaveLength(1);
    expect((await orderState(t.db, order.id)).order.status).toBe('pending');
  });

  it('refuses a payment of an unregistered kind and records nothing', async () => {
    const { order, prepayId } = await paidAtGateway('nobody-registered-this');
    const paid = {
      localOrderNo: (await intentOf(t.db, prepayId)).merchantRef,
      transactionId: 'T-unknown-kind',
      amount: 2580,
      paidAt: t.clock.now(),
    };
    const deps = { ...gatewayDeps(t), log: t.app.log };
    await expect(applyGatewayPayment(deps, paid)).rejects.toThrow(/no payable kind 'nobody-registered-this'/);
    const { order: row, payments } = await orderState(t.db, order.id);
    expect([row.status, row.paidAt, payments[0]!.status]).toEqual(['unpaid', null, 'pending']);
  });
});
