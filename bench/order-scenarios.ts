// The place-order load scenarios of DESIGN §6: a shop of its own (open around the clock, no minimum), seeded
// straight into the bench database, so every request is an order that should succeed on its merits. The delivery
// order (issue 13) is the self-pickup order's twin, to one of the shopper's addresses inside the shop's zone: the
// address read, the zone check, the fee and the snapshot are what it adds.
import { randomBytes } from 'node:crypto';
import { headerNames } from '@shop/contracts';
import { inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { members } from '../apps/server/src/db/schema/account/member.ts';
import { memberAddresses } from '../apps/server/src/db/schema/address.ts';
import { products } from '../apps/server/src/db/schema/catalog.ts';
import { deliveryZones } from '../apps/server/src/db/schema/delivery.ts';
import { orderLines } from '../apps/server/src/db/schema/order.ts';
import { type StoreSettings, stores } from '../apps/server/src/db/schema/store.ts';
import { createSession } from '../apps/server/src/platform/auth/sessions.ts';
import { systemClock } from '../apps/server/src/platform/clock/clock.ts';
import { baseSettings } from '../apps/server/src/test/fixtures.ts';
import type { LoadSpec } from './lib/load.ts';
import { type OfferPick, offerShop, type Shopper } from './offer-scenario.ts';

/** The bench shops' settings: open for both modes, paid by balance, cash or WeChat. */
export const settings: StoreSettings = {
  ...baseSettings,
  orderModes: ['package', 'takeout'],
  payment: { balance: true, cash: true, payAfter: false, wechat: true, alipay: false, thirdParty: [] },
};

/** An order scenario: the load, and after it how many orders it made and whether stock was oversold. */
export interface OrderScenario {
  spec: LoadSpec;
  /**
   * Orders placed and units sold beyond the stock taken (must be 0) once the load is over; for the offer scenario
   * also how many coupons its orders took and how many orders got the promotion.
   */
  verify(): Promise<{ orders: number; oversell: number; offers?: { coupons: number; promoted: number } }>;
}

type Items = Array<{ ProductId: number; ProductNum: number }>;

/** Where the bench shop stands, and its delivery zone: a square of about 2 km around it, ¥3 a delivery. */
const shopAt = { latitude: 31.2243, longitude: 121.446 };
const zoneSquare: Array<[number, number]> = [
  [121.436, 31.215],
  [121.456, 31.215],
  [121.456, 31.234],
  [121.436, 31.234],
];

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const PLENTY = 10_000_000;
const key = () => randomBytes(16).toString('base64url');

/** Seeds the shop, 200 products with large stock, one hot product, and 1,000 members with sessions. */
export async function orderScenarios(
  base: string,
  dbUrl: string,
  seconds: number,
  /** Other instances of the app (bases): the plain and hot-item orders get twins spread over all of them. */
  alsoAt: string[] = [],
): Promise<{ scenarios: OrderScenario[]; close(): Promise<void> }> {
  const database = await openDatabase({ url: dbUrl, poolSize: 4 });
  const { db } = database;
  const [store] = await db
    .insert(stores)
    .values({ name: 'Bench shop', settings, ...shopAt })
    .returning({ id: stores.id });
  const storeId = store!.id;
  const productRows = await db
    .insert(products)
    .values(
      Array.from({ length: 200 }, (_, i) => ({ storeId, name: `Item ${i}`, price: 500 + i, stock: PLENTY })),
    )
    .returning({ id: products.id });
  const productIds = productRows.map((r) => r.id);
  const moreProducts = async (name: string, count: number, stock: number) =>
    (
      await db
        .insert(products)
        .values(
          Array.from({ length: count }, (_, i) => ({ storeId, name: `${name} ${i}`, price: 500 + i, stock })),
        )
        .returning({ id: products.id })
    ).map((r) => r.id);
  // The delivery orders buy products of their own, so each scenario's orders and stock are counted apart.
  const deliveryRows = await db
    .insert(products)
    .values(
      Array.from({ length: 200 }, (_, i) => ({ storeId, name: `Item ${i}`, price: 500 + i, stock: PLENTY })),
    )
    .returning({ id: products.id });
  const deliveryProductIds = deliveryRows.map((r) => r.id);
  await db.insert(deliveryZones).values({
    storeId,
    kind: 'polygon',
    ring: zoneSquare,
    fee: 300,
    minDeliveryPrice: 0,
    deliveryMinutes: 30,
  });
  // Limited, yet enough for 3,000 orders a second over the run: the figure is orders placed, not refusals.
  const hotStock = 3_000 * seconds;
  const [hot] = await db
    .insert(products)
    .values({ storeId, name: 'Hot item', price: 1000, stock: hotStock })
    .returning({ id: products.id });
  const memberRows = await db
    .insert(members)
    .values(
      Array.from({ length: 1000 }, (_, i) => ({
        memberNo: `B${i}`,
        phone: `1390000${String(i).padStart(4, '0')}`,
        balance: 1e12,
      })),
    )
    .returning({ id: members.id, phone: members.phone });
  const now = new Date();
  const addressRows = await db
    .insert(memberAddresses)
    .values(
      memberRows.map((m) => ({
        memberId: m.id,
        receiver: 'Bench shopper',
        phone: m.phone!,
        provinceCode: '310000',
        province: '上海市',
        cityCode: '310100',
        city: '上海市',
        districtCode: '310106',
        district: '静安区',
        detail: '愚园路 168 号',
        lat: 31.2218,
        lng: 121.439,
        precision: 'place' as const,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: memberAddresses.id, memberId: memberAddresses.memberId });
  const addressOf = new Map(addressRows.map((a) => [a.memberId, a.id]));
  const shoppers: Shopper[] = [];
  for (const m of memberRows)
    shoppers.push({
      memberId: m.id,
      session: await createSession(db, systemClock, m.id),
      phone: m.phone!,
      addressId: addressOf.get(m.id)!,
    });

  const url = `${base}/wxapi/order/placefast`;
  const headers = { [headerNames.storeId]: String(storeId) };
  // Each request is a random shopper (their session header) paying by balance or not yet, with a fresh key: half
  // by balance, half left to pay (cash at the counter; a delivery, which takes no cash, online), so both modes
  // write the same mix; a delivery order goes to the shopper's address. An offer scenario picks the shopper and
  // the coupons it applies.
  const request = (items: () => Items, delivery: boolean, offer?: OfferPick) => () => {
    const { who, couponIds } = offer ? offer() : { who: pick(shoppers), couponIds: [] };
    const payMethod = Math.random() < 0.5 ? 2 : delivery ? 4 : 1;
    return {
      body: {
        idempotencyKey: key(),
        orderMode: delivery ? 'package' : 'takeout',
        items: items(),
        payMethod,
        contactPhone: who.phone,
        ...(delivery ? { addressId: who.addressId } : {}),
        ...(couponIds.length > 0 ? { couponIds } : {}),
      },
      headers: { [headerNames.session]: who.session },
    };
  };
  // Units in the orders of these products, orders among them, and stock left: an order's units beyond the stock
  // taken, or stock below zero, are oversold units.
  const verify = async (ids: number[], initial: number) => {
    const [sold] = await db
      .select({
        orders: sql<number>`count(DISTINCT ${orderLines.orderId})::int`,
        units: sql<number>`COALESCE(sum(${orderLines.quantity}), 0)::int`,
      })
      .from(orderLines)
      .where(inArray(orderLines.productId, ids));
    const left = await db.select({ stock: products.stock }).from(products).where(inArray(products.id, ids));
    const taken = left.reduce((sum, r) => sum + (initial - r.stock), 0);
    const negative = left.reduce((sum, r) => sum + Math.max(0, -r.stock), 0);
    return { orders: sold!.orders, oversell: Math.max(0, sold!.units - taken) + negative };
  };
  const scenario = (
    name: string,
    items: () => Items,
    ids: number[],
    initial: number,
    delivery = false,
    spread = false,
  ): OrderScenario => ({
    spec: {
      name,
      url,
      headers,
      body: () => ({}),
      request: request(items, delivery),
      seconds,
      ...(spread ? { alsoAt: alsoAt.map((b) => `${b}/wxapi/order/placefast`) } : {}),
    },
    verify: () => verify(ids, initial),
  });
  // One or two lines of random products: the same basket for self-pickup and delivery.
  const basket = (ids: number[]) => () => [
    { ProductId: pick(ids), ProductNum: 1 + Math.floor(Math.random() * 2) },
    ...(Math.random() < 0.5 ? [{ ProductId: pick(ids), ProductNum: 1 }] : []),
  ];
  // The twins spread over every instance buy products of their own, so their orders are counted apart.
  const twins: OrderScenario[] = [];
  if (alsoAt.length > 0) {
    const spreadIds = await moreProducts('Spread', 200, PLENTY);
    const [spreadHot] = await moreProducts('Spread hot', 1, hotStock);
    const instances = alsoAt.length + 1;
    twins.push(
      scenario(`place order ×${instances}`, basket(spreadIds), spreadIds, PLENTY, false, true),
      scenario(
        `one hot item ×${instances}`,
        () => [{ ProductId: spreadHot!, ProductNum: 1 }],
        [spreadHot!],
        hotStock,
        false,
        true,
      ),
    );
  }
  const offers = await offerShop(db, { shoppers, seconds, settings, products: 200, stock: PLENTY });
  const offerScenario: OrderScenario = {
    spec: {
      name: 'coupon + promotion',
      url,
      headers: { [headerNames.storeId]: String(offers.storeId) },
      body: () => ({}),
      request: request(basket(offers.productIds), false, offers.pick),
      seconds,
    },
    verify: async () => ({ ...(await verify(offers.productIds, PLENTY)), offers: await offers.applied() }),
  };
  return {
    scenarios: [
      scenario('place order', basket(productIds), productIds, PLENTY),
      // Beside the plain order it is compared with, so both run on a machine in the same state.
      offerScenario,
      scenario('delivery order', basket(deliveryProductIds), deliveryProductIds, PLENTY, true),
      scenario('one hot item', () => [{ ProductId: hot!.id, ProductNum: 1 }], [hot!.id], hotStock),
      ...twins,
    ],
    close: () => database.close(),
  };
}
