import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { attributeGroups, attributeOptions, products } from '../../db/schema/catalog.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { newCartKey, ok, sync } from './cart-test-kit.ts';

// A cart line shows the product and its options in the reader's language (decision 020).
describe.each(dbTargets())('cart item text on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  let line: {
    ProductId: number;
    ProductNum: number;
    CartItemAttributes: Array<{ txtproductAttributeUid: number }>;
  };
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, ids.open), eq(products.name, 'Classic Pearl Milk Tea')));
    // The first option of each required group: Regular, Full sugar, Regular ice.
    const options = await t.db
      .select({ id: attributeOptions.id, group: attributeGroups.id, required: attributeGroups.required })
      .from(attributeOptions)
      .innerJoin(attributeGroups, eq(attributeGroups.id, attributeOptions.groupId))
      .where(eq(attributeGroups.productId, product!.id))
      .orderBy(asc(attributeGroups.sort), asc(attributeOptions.sort));
    const firsts = new Map<number, number>();
    for (const o of options) if (o.required && !firsts.has(o.group)) firsts.set(o.group, o.id);
    line = {
      ProductId: product!.id,
      ProductNum: 1,
      CartItemAttributes: [...firsts.values()].map((id) => ({ txtproductAttributeUid: id })),
    };
  });
  afterAll(() => t.close());

  it('names the product, options and groups in the reader language', async () => {
    const cartKey = newCartKey();
    const zh = ok(await sync(t, [line], { storeId: ids.open, cartKey, locale: 'zh-CN' })).items[0]!;
    expect(zh.ProductName).toBe('经典珍珠奶茶');
    expect(zh.CartItemAttributes.map((a) => [a.groupName, a.attributeName])).toEqual([
      ['规格', '中杯'],
      ['甜度', '全糖'],
      ['冰量', '正常冰'],
    ]);
    const es = ok(await sync(t, [line], { storeId: ids.open, cartKey, locale: 'es' })).items[0]!;
    expect(es.ProductName).toBe('Té con leche y perlas clásico');
    expect(es.CartItemAttributes.map((a) => a.attributeName)).toEqual([
      'Normal',
      'Azúcar normal',
      'Hielo normal',
    ]);
    const en = ok(await sync(t, [line], { storeId: ids.open, cartKey })).items[0]!;
    expect(en.ProductName).toBe('Classic Pearl Milk Tea');
  });
});
