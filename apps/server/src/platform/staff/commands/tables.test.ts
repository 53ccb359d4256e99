import { beforeAll, describe, expect, it } from 'vitest';
import { shopper, tableCall, tableStore } from '../../../modules/table/table-test-kit.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff table commands against a running server', () => {
  const suite = staffCliSuite();
  let store: number;
  let dish: number;
  beforeAll(async () => {
    ({ store, dish } = await tableStore(suite.t.db));
  });

  const run = (...argv: string[]) => suite.run(argv);

  it('lists, adds, switches tables and the table service', async () => {
    const list = await run('tables', '--store', String(store));
    expect(list.code).toBe(0);
    expect(list.out).toHaveLength(3);
    expect(list.out[0]).toMatch(new RegExp(`^store ${store}  table 1\\s+on   seats 4  code \\S{18}  free$`));
    const added = await run('tables', 'add', '9', '--store', String(store), '--seats', '6');
    expect(added.out[0]).toMatch(/table 9\s+on {3}seats 6/);
    expect((await run('tables', 'disable', '9', '--store', String(store))).out).toEqual(['table 9 is off']);
    expect((await run('tables', 'enable', '9', '--store', String(store))).out).toEqual(['table 9 is on']);
    expect((await run('tables', 'service', 'off', '--store', String(store))).code).toBe(0);
    expect((await run('tables', 'service', 'on', '--store', String(store))).out).toEqual([
      `table service of store ${store} is on`,
    ]);
    expect((await run('tables', 'add', '9')).code).toBe(2);
  });

  it("confirms a table order and closes a table's session", async () => {
    const ann = await shopper(suite.t);
    const joined = await tableCall<{ session: { id: number } }>(
      suite.t,
      'CoopCart/JoinCoopCart',
      { tableNo: '2', diners: 2 },
      store,
      ann.session,
    );
    const sessionId = joined.body.Result.session.id;
    await tableCall(
      suite.t,
      'CoopCart/AddCoopCartItem',
      { sessionId, ProductId: dish, quantity: 1 },
      store,
      ann.session,
    );
    const done = await tableCall<{ order: { orderNo: string } }>(
      suite.t,
      'CoopCart/CompleteCoopCart',
      { sessionId, payMethod: 10 },
      store,
      ann.session,
    );
    const orderNo = done.body.Result.order.orderNo;
    expect((await run('table-order', orderNo, 'confirm')).out).toEqual([`${orderNo} is now accepted`]);
    expect((await run('table-order', orderNo)).code).toBe(2);
    expect((await run('table', '2', 'close', '--store', String(store))).out).toEqual([
      `table 2 closed (session ${sessionId})`,
    ]);
    const again = await run('table', '2', 'close', '--store', String(store));
    expect(again.code).toBe(1);
    expect(again.err.join('\n')).toContain('TABLE_NO_INVALID');
  });
});
