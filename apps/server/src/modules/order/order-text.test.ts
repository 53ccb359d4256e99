import type { OrderDetailOut, OrderSummaryOut, SettlementPreviewOut } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoIds } from '../../db/demo-data/demo-fixture.ts';
import { attributeGroups, attributeOptions, products } from '../../db/schema/catalog.ts';
import { demoTestApp } from '../../test/demo-app.ts';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets, type TestApp } from '../../test/harness.ts';
import { insertOrder } from './order-test-kit.ts';

// An order shows its lines and store in the reader's language while the product exists; the names as sold are
// kept and shown otherwise (decision 020).
describe.each(dbTargets())('order text in the reader language on %s', (target) => {
  let t: TestApp;
  let ids: DemoIds;
  let session: string;
  let orderNo: string;
  let teaId: number;
  let halfId: number;
  beforeAll(async () => {
    ({ t, ids } = await demoTestApp(target));
    const me = await memberSession(t);
    session = me.session;
    const [tea] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, ids.open), eq(products.name, 'Classic Pearl Milk Tea')));
    const [half] = await t.db
      .select({ id: attributeOptions.id })
      .from(attributeOptions)
      .innerJoin(attributeGroups, eq(attributeGroups.id, attributeOptions.groupId))
      .where(and(eq(attributeGroups.productId, tea!.id), eq(attributeOptions.name, 'Half sugar')));
    const order = await insertOrder(t.db, {
      memberId: me.memberId,
      storeId: ids.open,
      createdAt: t.clock.now(),
      lines: [
        {
          productId: tea!.id,
          quantity: 1,
          price: 1500,
          name: 'Classic Pearl Milk Tea',
          options: [{ id: half!.id, name: 'Half sugar', groupName: 'Sugar', priceAdd: 0 }],
        },
      ],
    });
    orderNo = order.orderNo;
    teaId = tea!.id;
    halfId = half!.id;
  });
  afterAll(() => t.close());

  const as = (locale: string) => ({ session, headers: { 'x-locale': locale } });

  it('lists the order with its store and product names in the reader language', async () => {
    const body = { tab: 'all', range: 'month', pageIndex: 1, pageSize: 20 };
    const res = await t.call<{ orders: OrderSummaryOut[] }>('OrderHistory/LoadOrders', body, as('zh-Hant'));
    const [order] = res.body.Result.orders;
    expect(order!.storeName).toBe('琥珀葉茶飲烘焙（靜安寺店）');
    expect(order!.items.map((i) => i.ProductName)).toEqual(['經典珍珠奶茶']);
  });

  it('shows the detail lines and options in the reader language, and the names as sold in English', async () => {
    const detail = async (locale: string) =>
      (await t.call<OrderDetailOut>('order/OrderDetails', { orderno: orderNo }, as(locale))).body.Result;
    const es = await detail('es');
    expect(es.items[0]!.ProductName).toBe('Té con leche y perlas clásico');
    expect(es.items[0]!.CartItemAttributes).toMatchObject([
      { groupName: 'Azúcar', attributeName: 'Media azúcar' },
    ]);
    expect(es.store.address).toMatch(/^Planta baja, Calle Nanjing Oeste 1618/);
    const en = await detail('en');
    expect(en.items[0]!.ProductName).toBe('Classic Pearl Milk Tea');
    expect(en.items[0]!.CartItemAttributes[0]!.attributeName).toBe('Half sugar');
  });

  it('previews the settlement in the reader language', async () => {
    const body = {
      orderMode: 'takeout',
      items: [{ ProductId: teaId, ProductNum: 1, CartItemAttributes: [{ txtproductAttributeUid: halfId }] }],
    };
    const headers = { 'x-store-id': String(ids.open), 'x-locale': 'zh-CN' };
    const res = await t.call<SettlementPreviewOut>('checkout/IndexNoDiscount', body, { session, headers });
    expect(res.body.Result.storeName).toBe('琥珀叶茶饮烘焙（静安寺店）');
    expect(res.body.Result.items[0]!.ProductName).toBe('经典珍珠奶茶');
    expect(res.body.Result.items[0]!.CartItemAttributes).toMatchObject([
      { groupName: '甜度', attributeName: '半糖' },
    ]);
  });
});
