import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stores } from '../../../db/schema/store.ts';
import { makeDeliveryOrder, snapshotAt } from '../../../modules/delivery/delivery-test-kit.ts';
import { insertOrder } from '../../../modules/order/order-test-kit.ts';
import { insertProduct, insertStore, memberSession } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff zones and delivery commands against a running server', () => {
  const suite = staffCliSuite();
  let store: number;
  let orderNo: string;
  beforeAll(async () => {
    store = await insertStore(suite.t.db);
    await suite.t.db
      .update(stores)
      .set({ latitude: 31.2243, longitude: 121.446 })
      .where(eq(stores.id, store));
    const tea = await insertProduct(suite.t.db, store, { name: 'Milk tea', price: 1200 });
    const { memberId } = await memberSession(suite.t);
    const order = await insertOrder(suite.t.db, {
      memberId,
      storeId: store,
      lines: [{ productId: tea, quantity: 1, price: 1200 }],
      paidAt: suite.t.clock.now(),
      createdAt: suite.t.clock.now(),
    });
    await makeDeliveryOrder(suite.t.db, order.id, snapshotAt());
    orderNo = order.orderNo;
  });

  const run = (...argv: string[]) => suite.run(argv);

  it('sets, lists and clears a store zones', async () => {
    const zones = JSON.stringify([
      {
        kind: 'polygon',
        polygon: [
          [121.43, 31.21],
          [121.46, 31.21],
          [121.46, 31.24],
        ],
        fee: 3,
        deliveryMinutes: 30,
      },
      { kind: 'radius', maxMeters: 5000, fee: 8, minDeliveryPrice: 40, deliveryMinutes: 50, sort: 1 },
    ]);
    const set = await run('zones', String(store), 'set', zones);
    expect(set.code).toBe(0);
    expect(set.out).toHaveLength(2);
    expect(set.out[0]).toMatch(/polygon of 3 points {2}fee 3\.00, minimum 0\.00, 30 min$/);
    expect(set.out[1]).toMatch(/ring 0–5000 m around the store {2}fee 8\.00, minimum 40\.00, 50 min$/);
    expect((await run('zones', String(store))).out).toEqual(set.out);
    const bad = await run(
      'zones',
      String(store),
      'set',
      '[{"kind":"polygon","polygon":[[1,2]],"fee":1,"deliveryMinutes":5}]',
    );
    expect(bad.code).not.toBe(0);
    expect((await run('zones', 'x')).code).not.toBe(0);
    const cleared = await run('zones', String(store), 'clear');
    expect([cleared.code, cleared.err]).toEqual([0, [`Store ${store} has no delivery zones.`]]);
  });

  it('moves a delivery order through its states and reports the rider position', async () => {
    for (const [args, state] of [
      [['accept'], 'accepted'],
      [['dispatch'], 'awaiting-rider'],
      [['pickup', '--rider', 'Wang Fang', '--phone', '13700000000'], 'picked-up'],
      [['position', '31.226', '121.447'], 'picked-up'],
      [['deliver'], 'delivering'],
      [['arrive'], 'delivered'],
    ] as const) {
      const res = await run('delivery', orderNo, ...args);
      expect([res.code, res.out]).toEqual([0, [`${orderNo} delivery is now ${state}`]]);
    }
    expect((await run('delivery', orderNo, 'arrive')).code).not.toBe(0);
    expect((await run('delivery', orderNo, 'exception', 'lost')).code).not.toBe(0);
    expect((await run('delivery', orderNo, 'position', 'a', '1')).code).not.toBe(0);
    expect((await run('delivery', orderNo, 'accept', '--rider', 'x', '--phone', '1')).code).not.toBe(0);
  });
});
