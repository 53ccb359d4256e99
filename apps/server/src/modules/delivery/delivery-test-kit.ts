// A small chain with delivery zones, and delivery orders written straight into the tables (no placefast), for the
// delivery tests.
import type { deliveryEndpoints, ResultOf, StaffZoneIn } from '@shop/contracts';
import type { DeliverySnapshot } from '@shop/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { deliveryOrders } from '../../db/schema/delivery.ts';
import { orders } from '../../db/schema/order.ts';
import { type StoreSettings, stores } from '../../db/schema/store.ts';
import { baseSettings, insertProduct, memberSession } from '../../test/fixtures.ts';
import {
  createTestApp,
  type DbTarget,
  suiteWorld,
  TEST_STAFF_TOKEN,
  type TestApp,
} from '../../test/harness.ts';
import { insertOrder } from '../order/order-test-kit.ts';

/** What a delivery call answers. */
export type Out<K extends keyof typeof deliveryEndpoints> = ResultOf<(typeof deliveryEndpoints)[K]>;

/** Where the tests' stores stand: two in Jing'an, one across the river, far apart enough to tell them by zone. */
export const JINGAN = { latitude: 31.2243, longitude: 121.446 };
export const NEARBY = { latitude: 31.23, longitude: 121.45 };
export const PUDONG = { latitude: 31.2389, longitude: 121.501 };
/** Inside Jing'an's inner square (about 1 km out). */
export const INNER_POINT = { latitude: 31.228, longitude: 121.448 };
/** Inside Jing'an's 5 km ring, outside its square. */
export const RING_POINT = { latitude: 31.2243, longitude: 121.49 };
/** Outside everything (Hongqiao). */
export const FAR_POINT = { latitude: 31.197, longitude: 121.336 };

/** A square of about 1.5 km around Jing'an as [lng, lat]. */
export const jinganSquare: [number, number][] = [
  [121.43, 31.21],
  [121.462, 31.21],
  [121.462, 31.238],
  [121.43, 31.238],
];

export const jinganZones: StaffZoneIn[] = [
  { kind: 'polygon', polygon: jinganSquare, fee: 3, minDeliveryPrice: 20, deliveryMinutes: 30, sort: 0 },
  { kind: 'radius', maxMeters: 5000, fee: 8, minDeliveryPrice: 40, deliveryMinutes: 50, sort: 1 },
];

export interface DeliveryWorld {
  t: TestApp;
  hq: number;
  /** Open, with the square and the ring. */
  jingan: number;
  /** Open, nearer to NEARBY than jingan, a 1 km ring only. */
  nearby: number;
  /** Temporarily closed, a 3 km ring. */
  pudong: number;
  cake: number;
}

async function insertChainStore(
  t: TestApp,
  parentId: number | null,
  at: typeof JINGAN,
  settings: Partial<StoreSettings> = {},
) {
  const [row] = await t.db
    .insert(stores)
    .values({
      name: 'Delivery test store',
      parentId,
      ...at,
      status: 'open',
      openingHours: Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, open: '00:00', close: '24:00' })),
      settings: { ...baseSettings, pointRule: { pointsPerYuan: 1, pointsPerYuanOff: 100 }, ...settings },
    })
    .returning({ id: stores.id });
  return row!.id;
}

/** A staff call on the staff API. */
export async function staffCall(t: TestApp, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/staff/${url}`,
    headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Replaces a store's zones through the staff API. */
export function setZones(t: TestApp, storeId: number, zones: StaffZoneIn[] | unknown) {
  return staffCall(t, 'PUT', `stores/${storeId}/zones`, { zones });
}

/** A delivery step or the rider's position through the staff API. */
export function staffDelivery(t: TestApp, orderNo: string, step: string, body: unknown = {}) {
  return staffCall(t, 'POST', `deliveries/${orderNo}/${step}`, body);
}

/** One app per suite with a headquarters and three stores with zones, and a ¥37 cake in Jing'an. */
export function deliverySuite(target: DbTarget): DeliveryWorld {
  return suiteWorld(async () => {
    const t = await createTestApp(target);
    const hq = await insertChainStore(t, null, { latitude: 31.2336, longitude: 121.4757 });
    const jingan = await insertChainStore(t, hq, JINGAN, { autoConfirmReceiptHours: 12 });
    const nearby = await insertChainStore(t, hq, NEARBY);
    const pudong = await insertChainStore(t, hq, PUDONG);
    await t.db.update(stores).set({ status: 'temp_closed' }).where(eq(stores.id, pudong));
    await setZones(t, jingan, jinganZones);
    await setZones(t, nearby, [{ kind: 'radius', maxMeters: 1000, fee: 2, deliveryMinutes: 20 }]);
    await setZones(t, pudong, [{ kind: 'radius', maxMeters: 3000, fee: 5, deliveryMinutes: 40 }]);
    const cake = await insertProduct(t.db, jingan, { name: 'Cake', price: 3700, stock: 100_000 });
    return { t, hq, jingan, nearby, pudong, cake };
  });
}

/** A new member and their session. */
export const newMember = (w: DeliveryWorld) => memberSession(w.t);

/** The address snapshot placefast writes for a delivery order (here at INNER_POINT in Jing'an's square). */
export function snapshotAt(point = INNER_POINT, zoneId = 0): DeliverySnapshot {
  return {
    addressId: 1,
    receiver: 'Li Lei',
    phone: '13800138000',
    province: '上海市',
    city: '上海市',
    district: '静安区',
    detail: '南京西路 1618 号',
    houseNumber: '12A',
    lat: point.latitude,
    lng: point.longitude,
    zoneId,
    fee: 300,
    deliveryMinutes: 30,
  };
}

/**
 * A paid delivery order of two cakes waiting for the merchant ('pending'), as placefast and the payment would
 * leave it: orderMode 'package' with its address snapshot. Paid by balance (2) when `balance` is set.
 */
export async function deliveryOrder(
  w: DeliveryWorld,
  memberId: number,
  opts: { status?: 'pending' | 'unpaid'; point?: typeof JINGAN } = {},
) {
  const order = await insertOrder(w.t.db, {
    memberId,
    storeId: w.jingan,
    lines: [{ productId: w.cake, quantity: 2, price: 3700 }],
    status: opts.status ?? 'pending',
    payMethod: 4,
    paidAt: opts.status === 'unpaid' ? undefined : w.t.clock.now(),
    createdAt: w.t.clock.now(),
  });
  await makeDeliveryOrder(w.t.db, order.id, snapshotAt(opts.point));
  return order;
}

/** Turns an order inserted by hand into a delivery order going to `address` (its mode and delivery's fact). */
export async function makeDeliveryOrder(db: Db, orderId: number, address: DeliverySnapshot) {
  await db.update(orders).set({ orderMode: 'package' }).where(eq(orders.id, orderId));
  await db.insert(deliveryOrders).values({ orderId, address });
}

/** A delivery order's address as it was placed (delivery_orders), or undefined for an order not delivered. */
export async function placedAddress(db: Db, orderId: number): Promise<DeliverySnapshot | undefined> {
  const [row] = await db.select().from(deliveryOrders).where(eq(deliveryOrders.orderId, orderId));
  return row?.address;
}

/** Takes a delivery order through the staff steps given, failing loudly on the first refusal. */
export async function walk(w: DeliveryWorld, orderNo: string, steps: string[]) {
  for (const step of steps) {
    const res = await staffDelivery(w.t, orderNo, step);
    if (res.status !== 200) throw new Error(`${step}: ${res.status} ${JSON.stringify(res.body)}`);
  }
}

/** Every step up to delivered. */
export const TO_DELIVERED = ['accept', 'dispatch', 'pickup', 'deliver', 'arrive'];
