import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { orders } from '../../db/schema/order.ts';
import { readEnv } from '../../env.ts';
import { jobRow } from '../../platform/jobs/job-test-kit.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, TEST_STAFF_TOKEN, type TestApp } from '../../test/harness.ts';
import { CANCEL_UNPAID_JOB, cancelUnpaidOrdersJob } from './auto-cancel.ts';
import { insertOrder, paymentStatuses, stockOf } from './order-test-kit.ts';

const MINUTE = 60_000;

// The unpaid-order sweep as a job of the app's runner; cancelExpiredOrders itself is tested in cancel.test.ts.
describe.each(dbTargets())('the unpaid-order job on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('cancels the unpaid orders past their limit when the runner runs it, and leaves the others', async () => {
    const store = await insertStore(t.db);
    const tea = await insertProduct(t.db, store, { name: 'Milk tea', price: 1200, stock: 50 });
    const { memberId } = await memberSession(t);
    const order = (minutes: number) =>
      insertOrder(t.db, {
        memberId,
        storeId: store,
        lines: [{ productId: tea, quantity: 2, price: 1200 }],
        createdAt: t.clock.now(),
        cancelAfter: new Date(t.clock.now().getTime() + minutes * MINUTE),
        pendingPayment: true,
      });
    const soon = await order(15);
    const later = await order(30);
    t.app.jobs.register(cancelUnpaidOrdersJob(t, 30));
    expect(await t.app.jobs.tick()).toEqual([]);
    t.clock.advance(16 * MINUTE);
    expect(await t.app.jobs.tick()).toEqual([CANCEL_UNPAID_JOB]);
    const status = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
    expect(await status(soon.id)).toMatchObject({ status: 'cancelled', cancelReason: 'timeout' });
    expect(await paymentStatuses(t.db, soon.id)).toEqual(['cancelled']);
    expect(await status(later.id)).toMatchObject({ status: 'unpaid' });
    expect(await stockOf(t.db, tea)).toBe(48);
    expect(await jobRow(t.db, CANCEL_UNPAID_JOB)).toMatchObject({
      schedule: 'every 30s',
      runs: 1,
      failures: 0,
    });
  });

  it('is registered by the app for ORDER_SWEEP_SECONDS > 0 and not at all for 0', async () => {
    const env = readEnv({ DATA_DIR: '.test-data', STAFF_TOKEN: TEST_STAFF_TOKEN });
    const names = async (orderSweepSeconds: number) => {
      const app = await buildApp({ db: t.db, env, clock: t.clock, orderSweepSeconds });
      const registered = await app.jobs.runNow(CANCEL_UNPAID_JOB);
      await app.close();
      return registered;
    };
    expect(await names(0)).toBe('unknown');
    expect(await names(45)).toBe('ran');
    expect(await jobRow(t.db, CANCEL_UNPAID_JOB)).toMatchObject({ schedule: 'every 45s', runs: 2 });
  });
});
