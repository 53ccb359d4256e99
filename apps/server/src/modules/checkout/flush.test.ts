import { PayCode } from '@shop/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hasPostgres, type TestApp } from '../../test/harness.ts';
import { type PrivateCluster, startPrivateCluster } from '../../test/private-cluster.ts';
import { insertProduct, place, shopper, storeWith } from './checkout-test-kit.ts';

const allMethods = { balance: true, cash: true, payAfter: true, wechat: true, alipay: true, thirdParty: [] };

// An order is placed and numbered by one statement that commits asynchronously, and answered once a flush its
// call waits for (shared with parallel orders) made it durable (commit-flush.ts, decision 051). On a cluster of its
// own whose WAL writer sleeps 10 s, nothing but that flush can put the order's commit on disk within the call: so
// its commit record must be in the flushed WAL (pg_walinspect reads only up to the flush point) when the answer
// arrives.
describe.runIf(hasPostgres)('an order is durable before its answer (private PostgreSQL cluster)', () => {
  let cluster: PrivateCluster;
  let t: TestApp;
  let store: number;
  let tea: number;
  beforeAll(async () => {
    cluster = await startPrivateCluster({ wal_writer_delay: '10000ms', autovacuum: 'off' });
    t = await createTestApp('postgres', { databaseUrl: cluster.url });
    await t.db.execute(sql`CREATE EXTENSION pg_walinspect`);
    store = await storeWith(t.db, { payment: allMethods });
    tea = await insertProduct(t.db, store, { name: 'Tea', price: 1200, stock: 1000 });
  });
  afterAll(async () => {
    await t?.close();
    await cluster?.destroy();
  });

  const scalar = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
    const { rows } = (await t.db.execute(query)) as unknown as { rows: Array<{ v: T }> };
    return rows[0]!.v;
  };

  /** Whether the commit record of transaction `xid` lies in the WAL flushed since `from`, and the flush point. */
  const commitFlushed = (from: string, xid: string) =>
    scalar<boolean>(sql`
      SELECT EXISTS (
        SELECT 1 FROM pg_get_wal_records_info_till_end_of_wal(${from}::pg_lsn)
        WHERE resource_manager = 'Transaction' AND record_type LIKE 'COMMIT%' AND xid = ${xid}::xid
          AND end_lsn <= pg_current_wal_flush_lsn()
      ) AS v`);

  for (const [label, payMethod] of [
    ['balance', PayCode.balance],
    ['cash', PayCode.cash],
  ] as const) {
    it(`a ${label} order: the commit that placed and numbered it is flushed when the answer comes`, async () => {
      const who = await shopper(t, 100_000);
      for (let i = 0; i < 3; i++) {
        const from = await scalar<string>(sql`SELECT pg_current_wal_insert_lsn()::text AS v`);
        const res = await place(t, store, who, [{ ProductId: tea, ProductNum: 1 }], { payMethod });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const orderNo = res.body.Result.orderNo;
        expect(res.body.Result.pickupNo).toMatch(/^\d{3,}$/);
        // One transaction wrote the order, its number and its lines.
        const [placedBy, numberedBy] = await Promise.all([
          scalar<string>(sql`
            SELECT l.xmin::text AS v FROM order_lines l JOIN orders o ON o.id = l.order_id
            WHERE o.order_no = ${orderNo} LIMIT 1`),
          scalar<string>(sql`SELECT xmin::text AS v FROM orders WHERE order_no = ${orderNo}`),
        ]);
        expect(placedBy).toBe(numberedBy);
        expect(await commitFlushed(from, placedBy), 'placing commit flushed').toBe(true);
      }
    });
  }

  it('parallel orders share flushes, and each answer still comes after its own commit is flushed', async () => {
    const who = await Promise.all(Array.from({ length: 8 }, () => shopper(t)));
    const from = await scalar<string>(sql`SELECT pg_current_wal_insert_lsn()::text AS v`);
    const flushed = await Promise.all(
      who.map(async (w) => {
        const res = await place(t, store, w, [{ ProductId: tea, ProductNum: 1 }], {
          payMethod: PayCode.cash,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        // Asked as soon as this answer comes, while the others may still be on their way.
        return scalar<boolean>(sql`
          SELECT EXISTS (
            SELECT 1 FROM pg_get_wal_records_info_till_end_of_wal(${from}::pg_lsn)
            WHERE resource_manager = 'Transaction' AND record_type LIKE 'COMMIT%'
              AND xid = (SELECT xmin FROM orders WHERE order_no = ${res.body.Result.orderNo})
              AND end_lsn <= pg_current_wal_flush_lsn()
          ) AS v`);
      }),
    );
    expect(flushed).toEqual(who.map(() => true));
  });
});
