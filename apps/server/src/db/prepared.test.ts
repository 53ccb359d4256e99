import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, type TestApp } from '../test/harness.ts';
import { runPrepared, type Statement } from './prepared.ts';

const echo: Statement = {
  name: 'test_prepared_echo',
  params: 3,
  text: 'SELECT $1::int + 1 AS next, $2::text[] AS list, $3::text AS missing, $1::int AS again',
};
const named: Statement = {
  name: 'test_prepared_named',
  params: 1,
  text: 'SELECT name FROM pg_prepared_statements WHERE name = $1',
};

describe.each(dbTargets())('runPrepared on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('passes the values by position, a value used twice once, arrays and null as they are', async () => {
    const rows = await runPrepared(t.db, echo, [41, ['a', 'b'], null]);
    expect(rows).toEqual([{ next: 42, list: ['a', 'b'], missing: null, again: 41 }]);
    expect(await runPrepared(t.db, echo, [1, [], 'x'])).toEqual([
      { next: 2, list: [], missing: 'x', again: 1 },
    ]);
  });

  // What the cart's hot path relies on: the server keeps the statement under its name, parsed and planned once
  // per connection. A transaction holds one connection, so the statement and the look-up meet on it.
  it.runIf(target === 'postgres')('prepares the statement on the server under its name', async () => {
    const found = await t.db.transaction(async (tx) => {
      await runPrepared(tx, echo, [1, [], null]);
      return runPrepared<{ name: string }>(tx, named, [echo.name]);
    });
    expect(found).toEqual([{ name: echo.name }]);
  });
});
