import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents } from '../../../db/schema/order.ts';
import { insertProduct, insertStore, memberSession } from '../../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld } from '../../../test/harness.ts';
import { insertOrder } from '../order-test-kit.ts';
import { emitOrderEvent } from './emit.ts';
import type { OrderFacts } from './events.ts';
import { lockRank } from './lock-ranks.ts';
import { type OrderEffect, OrderRegistry } from './registry.ts';

// The lifecycle's dispatcher (decision 046), on a registry of the test's own: each effect runs once per (order,
// event) however often the event is emitted, in lock-rank order, for the kinds it names; one that throws undoes
// the event, which a later emit then runs whole.

describe.each(dbTargets())('order events on %s', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target);
    const store = await insertStore(t.db);
    const product = await insertProduct(t.db, store, { name: 'Tea', price: 1_000, stock: 100 });
    const { memberId } = await memberSession(t);
    return { t, store, product, memberId };
  });

  async function anOrder(): Promise<OrderFacts> {
    const at = w.t.clock.now();
    const lines = [{ productId: w.product, quantity: 1, price: 1_000 }];
    const { id, orderNo } = await insertOrder(w.t.db, {
      memberId: w.memberId,
      storeId: w.store,
      lines,
      createdAt: at,
    });
    const money = { amount: 1_000, paidAmount: 0, refundedAmount: 0, createdAt: at, paidAt: null };
    return {
      id,
      orderNo,
      kind: 'goods',
      memberId: w.memberId,
      storeId: w.store,
      status: 'completed',
      before: 'ready',
      ...money,
    };
  }

  function recorder(
    calls: string[],
    name: string,
    rank: OrderEffect['rank'],
    kinds: OrderEffect['kinds'],
  ): OrderEffect {
    return {
      area: 'test',
      name,
      rank,
      kinds,
      on: {
        completed: async (_tx, orders) => {
          calls.push(`${name}:${orders.map((o) => o.id).join(',')}`);
        },
      },
    };
  }

  it('runs each effect once per order and event, by lock rank, for its kinds only', async () => {
    const calls: string[] = [];
    const registry = new OrderRegistry();
    registry.addEffect(recorder(calls, 'stock', lockRank.products, ['goods']));
    registry.addEffect(recorder(calls, 'points', lockRank.ledgers, ['goods']));
    registry.addEffect(recorder(calls, 'exchange', lockRank.members, ['points']));
    const order = await anOrder();
    const at = w.t.clock.now();
    for (let i = 0; i < 3; i++)
      await w.t.db.transaction((tx) => emitOrderEvent(tx, [order], { type: 'completed', at }, registry));
    expect(calls).toEqual([`points:${order.id}`, `stock:${order.id}`]);
    const rows = await w.t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(rows.map((r) => [r.key, r.type])).toEqual([['completed', 'completed']]);
  });

  it('rolls the event back with a failing effect, so the next emit runs every effect', async () => {
    const calls: string[] = [];
    let fail = true;
    const registry = new OrderRegistry();
    registry.addEffect(recorder(calls, 'first', lockRank.members, ['goods']));
    registry.addEffect({
      area: 'test',
      name: 'flaky',
      rank: lockRank.coupons,
      kinds: ['goods'],
      on: {
        completed: async () => {
          if (fail) throw new Error('flaky effect');
        },
      },
    });
    const order = await anOrder();
    const emit = () =>
      w.t.db.transaction((tx) =>
        emitOrderEvent(tx, [order], { type: 'completed', at: w.t.clock.now() }, registry),
      );
    await expect(emit()).rejects.toThrow('flaky effect');
    expect(await w.t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toEqual([]);
    fail = false;
    await emit();
    await emit();
    expect(calls).toEqual([`first:${order.id}`, `first:${order.id}`]);
  });

  it('refuses a second, different effect under one name', () => {
    const registry = new OrderRegistry();
    registry.addEffect(recorder([], 'same', lockRank.members, ['goods']));
    expect(() => registry.addEffect(recorder([], 'same', lockRank.members, ['goods']))).toThrow('twice');
    expect(() => registry.kind('goods')).toThrow('no order kind');
  });
});
