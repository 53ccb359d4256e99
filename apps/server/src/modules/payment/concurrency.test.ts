import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { balanceEntries } from '../../db/schema/balance.ts';
import { orders } from '../../db/schema/order.ts';
import { hasPostgres } from '../../test/harness.ts';
import { ledgerSum } from '../balance/ledger.ts';
import { refundOrderMoney } from '../order/index.ts';
import { applyGatewayPayment } from './apply-payment.ts';
import {
  gatewayDeps,
  insertBalanceOrder,
  intentOf,
  notificationFor,
  orderState,
  paymentSuite,
  payWithoutNotice,
  postNotify,
  started,
} from './payment-test-kit.ts';

// DESIGN §4: duplicate notifications race on the order's row lock and conditional updates; one applies.
describe.runIf(hasPostgres)('payments under concurrency on postgres', () => {
  const suite = paymentSuite('postgres');

  const deps = () => ({ ...gatewayDeps(suite.t), log: suite.t.app.log });

  /** An order paid at the gateway whose notification has not been delivered yet. */
  async function paidAtGateway() {
    const order = await suite.order();
    const { prepayId } = await started(suite.t, suite.member.session, order.orderNo, 4);
    await payWithoutNotice(suite.t, prepayId);
    return { order, prepayId };
  }

  it('parallel starts of one order leave one open attempt', async () => {
    const order = await suite.order();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => started(suite.t, suite.member.session, order.orderNo, 4)),
    );
    expect(new Set(answers.map((a) => a.out.localOrderNo)).size).toBe(1);
    expect((await orderState(suite.t.db, order.id)).payments).toHaveLength(1);
  });

  for (let round = 1; round <= 20; round++) {
    it(`round ${round}: 50 duplicate notifications in parallel pay the order once`, async () => {
      const { order, prepayId } = await paidAtGateway();
      // Each copy carries its own transaction id and time, so the stored ones show which single copy applied.
      const copies = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          notificationFor(suite.t, prepayId, {
            transactionId: `T${round}x${i}`,
            paidAt: new Date(suite.t.clock.now().getTime() + i * 1000).toISOString(),
          }),
        ),
      );
      const answers = await Promise.all(copies.map((c) => postNotify(suite.t, c)));
      expect(answers.every((a) => a.status === 200 && a.text === 'SUCCESS')).toBe(true);
      const { order: row, payments } = await orderState(suite.t.db, order.id);
      expect(payments).toHaveLength(1);
      const winner = copies.find((c) => c.transactionId === payments[0]!.transactionId)!;
      expect(payments[0]!.status).toBe('paid');
      expect(payments[0]!.paidAt?.toISOString()).toBe(winner.paidAt);
      expect(row).toMatchObject({ status: 'pending', paidAmount: 2580, refundState: 'none' });
      expect(row.paidAt?.toISOString()).toBe(winner.paidAt);
    });

    it(`round ${round}: 50 parallel applications count one transition; a late one refunds once`, async () => {
      const { order, prepayId } = await paidAtGateway();
      const paid = {
        localOrderNo: (await intentOf(suite.t.db, prepayId)).merchantRef,
        transactionId: `T${round}`,
        amount: 2580,
        paidAt: suite.t.clock.now(),
      };
      const outcomes = await Promise.all(Array.from({ length: 50 }, () => applyGatewayPayment(deps(), paid)));
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'replayed')).toHaveLength(49);

      const late = await paidAtGateway();
      await suite.t.db
        .update(orders)
        .set({ status: 'cancelled', cancelReason: 'timeout' })
        .where(eq(orders.id, late.order.id));
      const lateOutcomes = await Promise.all(
        Array.from({ length: 50 }, async () =>
          applyGatewayPayment(deps(), {
            ...paid,
            localOrderNo: (await intentOf(suite.t.db, late.prepayId)).merchantRef,
          }),
        ),
      );
      expect(lateOutcomes.filter((o) => o === 'refunded')).toHaveLength(1);
      expect(lateOutcomes.filter((o) => o === 'replayed')).toHaveLength(49);
      const { order: row, payments } = await orderState(suite.t.db, late.order.id);
      expect([row.refundState, row.refundedAmount, payments[0]!.status]).toEqual([
        'refunded',
        2580,
        'refunded',
      ]);
      expect((await intentOf(suite.t.db, late.prepayId)).status).toBe('refunded');
      expect((await orderState(suite.t.db, order.id)).order.status).toBe('pending');
    });

    it(`round ${round}: 50 parallel refunds of a balance order credit the ledger once`, async () => {
      const order = await insertBalanceOrder(suite.t, suite.member.memberId, suite.store, 700);
      await suite.t.db
        .update(orders)
        .set({ status: 'cancelled', cancelReason: 'store' })
        .where(eq(orders.id, order.id));
      const at = suite.t.clock.now();
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, () =>
          suite.t.db.transaction((tx) => refundOrderMoney(tx, deps(), order.id, 'all', null, at)),
        ),
      );
      expect(outcomes.filter((o) => o === 'refunded')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'none')).toHaveLength(49);
      const entries = await suite.t.db
        .select()
        .from(balanceEntries)
        .where(eq(balanceEntries.orderId, order.id));
      expect(entries.map((e) => e.reason).sort()).toEqual(['order_payment', 'refund']);
      const [m] = await suite.t.db
        .select({ balance: members.balance })
        .from(members)
        .where(eq(members.id, suite.member.memberId));
      expect(await ledgerSum(suite.t.db, suite.member.memberId)).toBe(m!.balance);
      expect((await orderState(suite.t.db, order.id)).order).toMatchObject({
        refundState: 'refunded',
        refundedAmount: 700,
      });
    });
  }
});
