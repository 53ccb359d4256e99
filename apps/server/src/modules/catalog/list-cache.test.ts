import type { ProductPage } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { products } from '../../db/schema/catalog.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { invalidateProductPages } from './service.ts';

// Decision 006: list pages live one second by the service clock; the cart never reads them.
describe.each(dbTargets())('product list page cache on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
  });
  afterAll(() => t.close());

  const hojicha = async () => {
    const res = await t.call<ProductPage>('product/listmulti', {
      storeId: ids.open,
      name: 'Hojicha',
      pageIndex: 1,
      pageSize: 10,
    });
    expect(res.status).toBe(200);
    return res.body.Result.items[0]!;
  };
  const setStock = (stock: number) =>
    t.db
      .update(products)
      .set({ stock })
      .where(and(eq(products.storeId, ids.open), eq(products.name, 'Hojicha Milk Tea')));

  it('shows a stock change once the page is a second old', async () => {
    const before = await hojicha();
    await setStock(before.Stock + 7);
    t.clock.advance(999);
    expect((await hojicha()).Stock).toBe(before.Stock);
    t.clock.advance(1);
    expect((await hojicha()).Stock).toBe(before.Stock + 7);
  });

  it('shows it at once after invalidateProductPages', async () => {
    const before = await hojicha();
    await setStock(0);
    invalidateProductPages(t.db);
    expect(await hojicha()).toMatchObject({ Stock: 0, IsOutStock: true });
    await setStock(before.Stock);
    invalidateProductPages(t.db);
    expect((await hojicha()).Stock).toBe(before.Stock);
  });
});
