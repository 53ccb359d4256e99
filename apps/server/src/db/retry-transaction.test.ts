import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../platform/http/app-error.ts';
import { insertProduct, insertStore } from '../test/fixtures.ts';
import { createTestApp, dbTargets, type TestApp } from '../test/harness.ts';
import type { Tx } from './client.ts';
import { retryTransaction } from './retry-transaction.ts';
import { products } from './schema/catalog.ts';

const sqlState = (code: string) => Object.assign(new Error(`sqlstate ${code}`), { code });

describe.each(dbTargets())('retryTransaction on %s', (target) => {
  let t: TestApp;
  let store: number;
  const bump = (tx: Tx, id: number) =>
    tx
      .update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(eq(products.id, id));
  const stock = async (id: number) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

  beforeAll(async () => {
    t = await createTestApp(target);
    store = await insertStore(t.db);
  });
  afterAll(() => t.close());

  it('runs a transaction again after a deadlock or serialisation failure; the undone tries leave nothing', async () => {
    const item = await insertProduct(t.db, store, { name: 'Tea', price: 100, stock: 0 });
    let tries = 0;
    const result = await retryTransaction(t.db, async (tx) => {
      tries += 1;
      await bump(tx, item);
      if (tries === 1) throw sqlState('40P01');
      if (tries === 2) throw new Error('Failed query', { cause: sqlState('40001') });
      return 'done';
    });
    expect([result, tries, await stock(item)]).toEqual(['done', 3, 1]);
  });

  it('gives up after three tries, and never repeats other errors', async () => {
    let tries = 0;
    const deadlocked = retryTransaction(t.db, async () => {
      tries += 1;
      throw sqlState('40P01');
    });
    await expect(deadlocked).rejects.toMatchObject({ code: '40P01' });
    expect(tries).toBe(3);
    tries = 0;
    const refused = retryTransaction(t.db, async () => {
      tries += 1;
      throw new AppError('BALANCE_INSUFFICIENT');
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    expect(tries).toBe(1);
  });

  it.runIf(target === 'postgres')(
    'lets both of two transactions that deadlock each other commit',
    async () => {
      const [a, b] = await Promise.all(
        ['A', 'B'].map((name) => insertProduct(t.db, store, { name, price: 100, stock: 0 })),
      );
      let arrived = 0;
      let bothHold!: () => void;
      const held = new Promise<void>((resolve) => {
        bothHold = resolve;
      });
      // Each holds its first row before asking for the other's: PostgreSQL must undo one of them.
      let tries = 0;
      const crosswise = (first: number, second: number) =>
        retryTransaction(t.db, async (tx) => {
          tries += 1;
          await bump(tx, first);
          arrived += 1;
          if (arrived === 2) bothHold();
          await held;
          await bump(tx, second);
        });
      await Promise.all([crosswise(a!, b!), crosswise(b!, a!)]);
      expect([tries, await stock(a!), await stock(b!)]).toEqual([3, 2, 2]);
    },
  );
});
