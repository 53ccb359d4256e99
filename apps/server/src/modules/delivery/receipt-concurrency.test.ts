import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../db/schema/account/member.ts';
import { deliveryEvents } from '../../db/schema/delivery.ts';
import { orders } from '../../db/schema/order.ts';
import { pointsEntries } from '../../db/schema/points.ts';
import { hasPostgres } from '../../test/harness.ts';
import { deliveryOrder, deliverySuite, newMember, TO_DELIVERED, walk } from './delivery-test-kit.ts';
import { confirmDueDeliveries } from './receipt.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: the member's two taps and two instances of the auto-confirm job race for one
// delivered order; it completes once, with one timeline entry and one points entry.
describe.runIf(hasPostgres)('confirming receipt under concurrency on postgres', () => {
  const w = deliverySuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: two ConfirmReceive and two job runs confirm once, earning points once`, async () => {
      const { memberId, session } = await newMember(w);
      const order = await deliveryOrder(w, memberId);
      await walk(w, order.orderNo, TO_DELIVERED);
      const due = new Date(w.t.clock.now().getTime() + 24 * 3_600_000);
      const confirm = () => w.t.call('order/ConfirmReceive', { orderNo: order.orderNo }, { session });
      const [a, b, jobA, jobB] = await Promise.all([
        confirm(),
        confirm(),
        confirmDueDeliveries(w.t.db, due),
        confirmDueDeliveries(w.t.db, due),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(jobA + jobB).toBeLessThanOrEqual(1);
      const [row] = await w.t.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, order.id));
      expect(row!.status).toBe('completed');
      const received = await w.t.db
        .select()
        .from(deliveryEvents)
        .where(and(eq(deliveryEvents.orderId, order.id), eq(deliveryEvents.state, 'received')));
      expect(received).toHaveLength(1);
      const earned = await w.t.db.select().from(pointsEntries).where(eq(pointsEntries.orderId, order.id));
      expect(earned.map((e) => [e.reason, e.delta])).toEqual([['consumption', 74]]);
      const [member] = await w.t.db
        .select({ points: members.points })
        .from(members)
        .where(eq(members.id, memberId));
      expect(member!.points).toBe(74);
    });
  }
});
