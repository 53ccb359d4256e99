import { beforeAll, describe, expect, it } from 'vitest';
import { shopper } from '../../../modules/checkout/checkout-test-kit.ts';
import { insertOrder } from '../../../modules/order/order-test-kit.ts';
import { insertProduct, insertStore, memberSession } from '../../../test/fixtures.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff order commands against a running server', () => {
  const suite = staffCliSuite();
  let store: number;
  let cash: string;
  let online: string;
  beforeAll(async () => {
    store = await insertStore(suite.t.db);
    const tea = await insertProduct(suite.t.db, store, { name: 'Milk tea', price: 1200 });
    const { memberId } = await memberSession(suite.t);
    const lines = [{ productId: tea, quantity: 2, price: 1200, name: 'Milk tea' }];
    online = (
      await insertOrder(suite.t.db, { memberId, storeId: store, lines, createdAt: suite.t.clock.now() })
    ).orderNo;
    const at = new Date(suite.t.clock.now().getTime() + 60_000);
    cash = (
      await insertOrder(suite.t.db, {
        memberId,
        storeId: store,
        lines,
        createdAt: at,
        status: 'pending',
        payMethod: 1,
      })
    ).orderNo;
  });

  const run = (...argv: string[]) => suite.run(argv);

  it('lists orders one a line, newest first, filtered by store and status', async () => {
    const all = await run('orders', '--store', String(store));
    expect(all.code).toBe(0);
    expect(all.out).toHaveLength(2);
    expect(all.out[0]).toMatch(new RegExp(`^${cash}  #001  pending\\s+24\\.00 unpaid \\(pay 1\\)`));
    expect(all.out[0]).toContain('Test store: Milk tea x2');
    const unpaid = await run('orders', '--status', 'unpaid');
    expect(unpaid.out.map((l) => l.split(' ')[0])).toEqual([online]);
    expect((await run('orders', '--status', 'refunded')).err).toEqual(['No orders.']);
    expect((await run('orders', '--shop', '1')).code).toBe(2);
    expect((await run('orders', '--status', 'lost')).code).toBe(1);
  });

  it('moves an order through its steps and reports a wrong state', async () => {
    expect((await run('order-accept', cash)).out).toEqual([`${cash} is now accepted`]);
    const wrong = await run('order-accept', cash);
    expect(wrong.code).toBe(1);
    expect(wrong.err.join('\n')).toContain('409 ORDER_STATE_CONFLICT');
    expect((await run('order-ready', cash)).out).toEqual([`${cash} is now ready`]);
    expect((await run('order-complete', cash)).out).toEqual([`${cash} is now completed`]);
    expect((await run('order-refund', cash)).out).toEqual([`${cash} is now refunded (refund: none)`]);
    expect((await run('order-cancel', online)).out).toEqual([`${online} is now cancelled`]);
    expect((await run('order-cancel')).code).toBe(2);
    const help = (await run('help')).out.join('\n');
    expect(help).toMatch(/orders \[--store N\] \[--status S\]\s+list the latest orders/);
    expect(help).toMatch(/order-complete <orderNo>\s+hand over an order/);
  });

  it('refunds some lines of a completed order by their ids, then the rest', async () => {
    const { memberId } = await shopper(suite.t, 9_000);
    const cake = await insertProduct(suite.t.db, store, { name: 'Cake', price: 3000 });
    const lines = [{ productId: cake, quantity: 3, price: 3000, name: 'Cake' }];
    const at = suite.t.clock.now();
    const { orderNo } = await insertOrder(suite.t.db, {
      memberId,
      storeId: store,
      lines,
      createdAt: at,
      paidAt: at,
      payMethod: 2,
      status: 'completed',
    });
    const listed = await run('order-lines', orderNo);
    expect(listed.out).toEqual([
      expect.stringMatching(/^#\d+ {2}Cake x3 {2}paid 90\.00 {2}refunded 0 \(0\.00\)$/),
    ]);
    const lineId = /^#(\d+)/.exec(listed.out[0]!)![1];
    expect((await run('order-refund', orderNo, `${lineId}:1`)).out).toEqual([
      `${orderNo} is now completed (refund: refunded, 30.00 back)`,
    ]);
    const tooMany = await run('order-refund', orderNo, `${lineId}:3`);
    expect(tooMany.code).toBe(1);
    expect(tooMany.err.join('\n')).toContain('409 REFUND_QUANTITY_EXCEEDED');
    expect((await run('order-refund', orderNo, 'one:1')).code).toBe(2);
    expect((await run('order-refund', orderNo)).out).toEqual([
      `${orderNo} is now refunded (refund: refunded)`,
    ]);
    expect((await run('order-lines', orderNo)).out[0]).toMatch(/refunded 3 \(90\.00\)$/);
  });

  it('moves a dine-in ticket through the kitchen', async () => {
    const { memberId } = await memberSession(suite.t);
    const tea = await insertProduct(suite.t.db, store, { name: 'Green tea', price: 800 });
    const { orderNo } = await insertOrder(suite.t.db, {
      memberId,
      storeId: store,
      orderMode: 'queue',
      status: 'pending',
      payMethod: 1,
      lines: [{ productId: tea, quantity: 1, price: 800 }],
      createdAt: suite.t.clock.now(),
    });
    expect((await run('kitchen', orderNo, 'preparing')).out).toEqual([
      `${orderNo} is now preparing in the kitchen`,
    ]);
    expect((await run('kitchen', orderNo, 'ready')).out).toEqual([`${orderNo} is now ready in the kitchen`]);
    const back = await run('kitchen', orderNo, 'preparing');
    expect(back.code).toBe(1);
    expect(back.err.join('\n')).toContain('409 ORDER_STATE_CONFLICT');
    expect((await run('kitchen', orderNo, 'cooking')).code).toBe(2);
  });
});
