import { randomBytes } from 'node:crypto';
import { headerNames } from '@shop/contracts';
import { PayCode } from '@shop/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../platform/auth/sessions.ts';
import { systemClock } from '../platform/clock/clock.ts';
import { insertMember, insertProduct, insertStore } from '../test/fixtures.ts';
import { hasPostgres } from '../test/harness.ts';
import { type PrivateCluster, startPrivateCluster } from '../test/private-cluster.ts';
import { type ShopProcess, startShopProcess } from '../test/shop-process.ts';
import { openDatabase } from './client.ts';

const CRASHES = 5;
const WORKERS = 12;
const MEMBERS = 6;
const PRODUCTS = 4;
const STOCK = 1_000_000;
const BALANCE = 100_000_000;
const allMethods = { balance: true, cash: true, payAfter: true, wechat: true, alipay: true, thirdParty: [] };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Shopper {
  memberId: number;
  session: string;
}

/** One placefast request, kept with what the server answered (if anything) so it can be repeated by its key. */
interface Sent {
  shopper: Shopper;
  body: {
    idempotencyKey: string;
    items: Array<{ ProductId: number; ProductNum: number }>;
    payMethod: number;
  };
  status?: number;
  code?: string;
  orderNo?: string;
}

// kill -9 of PostgreSQL's postmaster under order load, five times, on a cluster of the test's own: the same
// server process must answer again once the database is back (503 while it is away, never 500), every order it
// confirmed must have survived with its lines and ledger entries, balances must equal their ledgers, stock must
// be conserved, and repeating each unanswered request with its key must give exactly one order per key. The WAL
// writer sleeps 10 s, so an order confirmed before its commit was flushed would be lost by the crash.
describe.runIf(hasPostgres)('orders survive PostgreSQL crashes (private cluster, kill -9)', () => {
  let cluster: PrivateCluster;
  let books: pg.Pool;
  let shop: ShopProcess;
  let store: number;
  const products: number[] = [];
  const shoppers: Shopper[] = [];
  const sent: Sent[] = [];

  beforeAll(async () => {
    cluster = await startPrivateCluster({ wal_writer_delay: '10000ms', autovacuum: 'off' });
    const database = await openDatabase({ url: cluster.url, poolSize: 4 });
    await database.migrate();
    const db = database.db;
    store = await insertStore(db, { payment: allMethods });
    for (let i = 0; i < PRODUCTS; i++)
      products.push(await insertProduct(db, store, { name: `Tea ${i}`, price: 100 + i * 50, stock: STOCK }));
    for (let i = 0; i < MEMBERS; i++) {
      const memberId = await insertMember(db);
      await db.execute(sql`
        WITH m AS (UPDATE members SET balance = ${BALANCE} WHERE id = ${memberId} RETURNING id)
        INSERT INTO balance_entries (member_id, delta, balance_after, reason, created_at)
        SELECT id, ${BALANCE}, ${BALANCE}, 'manual_edit', now() FROM m`);
      shoppers.push({ memberId, session: await createSession(db, systemClock, memberId) });
    }
    await database.close();
    // The server starts while the database is down: it must wait for it rather than exit.
    await cluster.kill9();
    shop = await startShopProcess(cluster.url);
    await sleep(1500);
    expect(shop.child.exitCode, shop.output()).toBeNull();
    await cluster.start();
    await shop.listening(60_000);
    books = new pg.Pool({ connectionString: cluster.url, max: 2 });
    books.on('error', () => {});
  }, 180_000);

  afterAll(async () => {
    await shop?.stop();
    await books?.end();
    await cluster?.destroy();
  });

  // Called the moment an order is confirmed, before its answer is even read: the crash is set off there.
  let onConfirmed: (() => void) | undefined;

  /** Kills the postmaster the instant the next order is confirmed, when that order's commit is newest in the WAL. */
  const crashOnNextConfirmation = () =>
    new Promise<void>((resolve, reject) => {
      onConfirmed = () => {
        onConfirmed = undefined;
        cluster.kill9().then(resolve, reject);
      };
    });

  const send = async (s: Sent): Promise<void> => {
    try {
      const res = await fetch(`${shop.base}/wxapi/order/placefast`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [headerNames.session]: s.shopper.session,
          [headerNames.storeId]: String(store),
        },
        body: JSON.stringify({ ...s.body, orderMode: 'takeout', contactPhone: '13900000000' }),
        signal: AbortSignal.timeout(20_000),
      });
      if (res.status === 200) onConfirmed?.();
      const envelope = (await res.json()) as { Code?: string; Result?: { orderNo?: string } };
      s.status = res.status;
      s.code = envelope.Code;
      if (res.status === 200) s.orderNo = envelope.Result?.orderNo;
    } catch {
      s.status = undefined;
    }
  };

  const newRequest = (): Sent => {
    const shopper = shoppers[Math.floor(Math.random() * shoppers.length)]!;
    const items = products
      .filter(() => Math.random() < 0.6)
      .map((id) => ({ ProductId: id, ProductNum: 1 + Math.floor(Math.random() * 3) }));
    if (items.length === 0) items.push({ ProductId: products[0]!, ProductNum: 1 });
    const payMethod = Math.random() < 0.5 ? PayCode.balance : PayCode.cash;
    return { shopper, body: { idempotencyKey: randomBytes(12).toString('base64url'), items, payMethod } };
  };

  /** Workers placing orders one after another until `stop` resolves; each request is kept in `sent`. */
  const load = async (stop: Promise<void>) => {
    let stopping = false;
    void stop.then(() => {
      stopping = true;
    });
    const worker = async () => {
      while (!stopping) {
        const s = newRequest();
        sent.push(s);
        await send(s);
        // While the database is away the answers come fast: no need to hammer.
        if (s.status !== 200) await sleep(20);
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
  };

  const rows = async <T>(text: string, values: unknown[] = []): Promise<T[]> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return (await books.query(text, values)).rows as T[];
      } catch (error) {
        if (attempt >= 20) throw error;
        await sleep(250);
      }
    }
  };

  for (let crash = 1; crash <= CRASHES; crash++) {
    it(`crash ${crash}: the server answers again and no confirmed order, payment or unit of stock is lost`, async () => {
      const before = sent.length;
      let release!: () => void;
      const running = load(new Promise<void>((r) => (release = r)));
      await sleep(700);
      await crashOnNextConfirmation();
      await sleep(400);
      await cluster.start();
      await sleep(700);
      release();
      await running;
      const round = sent.slice(before);

      expect(shop.child.exitCode, shop.output()).toBeNull();
      // While the database was away the server said so (503, translated by its code), never 500.
      const failed = round.filter((s) => s.status !== 200);
      for (const s of failed) expect([s.status, s.code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
      expect(round.filter((s) => s.status === 200).length).toBeGreaterThan(0);
      expect(failed.length).toBeGreaterThan(0);

      // Repeating with its key: the confirmed ones answer with the same order, the others are placed now.
      const confirmed = new Map(
        round.filter((s) => s.orderNo).map((s) => [s.body.idempotencyKey, s.orderNo]),
      );
      const queue = [...round];
      const repeat = async () => {
        for (let s = queue.pop(); s; s = queue.pop()) {
          for (let attempt = 0; attempt < 20; attempt++) {
            await send(s);
            if (s.status === 200) break;
            await sleep(250);
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, repeat));
      for (const s of round) {
        expect(s.status, s.code).toBe(200);
        if (confirmed.has(s.body.idempotencyKey))
          expect(s.orderNo).toBe(confirmed.get(s.body.idempotencyKey));
      }
      console.info(`crash ${crash}: ${round.length} orders sent, ${failed.length} answered 503 and repeated`);
      await checkBooks();
    }, 120_000);
  }

  /** Every request sent so far is one order with its lines (and, paid by balance, its payment and ledger entry). */
  async function checkBooks() {
    const placed = await rows<{
      key: string;
      order_no: string;
      n: string;
      lines: string;
      paid: string;
      led: string;
    }>(
      `SELECT o.idempotency_key AS key, min(o.order_no) AS order_no, count(*) AS n,
         (SELECT count(*) FROM order_lines l WHERE l.order_id = min(o.id)) AS lines,
         (SELECT count(*) FROM payments p WHERE p.order_id = min(o.id) AND p.status = 'paid') AS paid,
         (SELECT count(*) FROM balance_entries b WHERE b.order_id = min(o.id) AND b.reason = 'order_payment') AS led
       FROM orders o WHERE o.store_id = $1 GROUP BY o.idempotency_key`,
      [store],
    );
    const byKey = new Map(placed.map((r) => [r.key, r]));
    expect(byKey.size).toBe(sent.length);
    for (const s of sent) {
      const row = byKey.get(s.body.idempotencyKey);
      expect(row, `order of key ${s.body.idempotencyKey}`).toBeDefined();
      expect(Number(row!.n)).toBe(1);
      expect(row!.order_no).toBe(s.orderNo);
      expect(Number(row!.lines)).toBe(s.body.items.length);
      const byBalance = s.body.payMethod === PayCode.balance ? 1 : 0;
      expect([Number(row!.paid), Number(row!.led)]).toEqual([byBalance, byBalance]);
    }
    const ledgers = await rows<{ id: number; balance: string; sum: string }>(
      `SELECT m.id, m.balance, (SELECT COALESCE(sum(delta), 0) FROM balance_entries b WHERE b.member_id = m.id) AS sum
       FROM members m WHERE m.id = ANY($1::int[])`,
      [shoppers.map((s) => s.memberId)],
    );
    for (const m of ledgers) expect(Number(m.balance), `member ${m.id}`).toBe(Number(m.sum));
    const stock = await rows<{ id: number; stock: string; took: string }>(
      `SELECT p.id, p.stock, (SELECT COALESCE(sum(took_stock), 0) FROM order_lines l WHERE l.product_id = p.id) AS took
       FROM products p WHERE p.id = ANY($1::int[])`,
      [products],
    );
    for (const p of stock) expect(Number(p.stock) + Number(p.took), `product ${p.id}`).toBe(STOCK);
  }
});
