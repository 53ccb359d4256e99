import type { OrderSummaryOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { stores } from '../../db/schema/store.ts';
import { createTestApp, dbTargets, suiteWorld } from '../../test/harness.ts';
import { INNER_POINT, JINGAN, jinganZones, placedAddress, setZones } from '../delivery/delivery-test-kit.ts';
import { insertAddress, insertProduct, place, shopper, storeWith } from './checkout-test-kit.ts';

// The clock is 2026-11-21T10:00Z: 18:00 on a Saturday in Shanghai. Tomorrow is Sunday, Monday a rest day.
// The inner square's zone delivers in 30 minutes; the store's own lead is 15.
const noonToEight = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '12:00', close: '20:00' }));
const TOMORROW_13H = '2026-11-22T05:00:00Z';

describe.each(dbTargets())('delivery for a later time (SPEC §5 reservations) on %s', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target);
    // A delivery is paid when ordered (no cash at the door): by balance here.
    const who = await shopper(t, 100_000);
    const rules = {
      appointmentAdvanceDays: 7,
      appointmentRestWeeks: [1],
      orderModes: ['package' as const, 'takeout' as const],
    };
    const deliveryStore = async (status: 'open' | 'reservation_only') => {
      const id = await storeWith(t.db, rules, { status, openingHours: noonToEight });
      await t.db.update(stores).set(JINGAN).where(eq(stores.id, id));
      await setZones(t, id, jinganZones);
      return { id, cake: await insertProduct(t.db, id, { name: 'Cake', price: 2500, stock: 50 }) };
    };
    const open = await deliveryStore('open');
    const booking = await deliveryStore('reservation_only');
    const address = await insertAddress(t, who.memberId, INNER_POINT);
    return { t, who, open, booking, address };
  });
  const deliverAt = (pickupTime: string | null, store = w.open) =>
    place(w.t, store.id, w.who, [{ ProductId: store.cake, ProductNum: 1 }], {
      orderMode: 'package',
      addressId: w.address,
      payMethod: 2,
      ...(pickupTime ? { pickupTime } : {}),
    });
  const count = async () =>
    (await w.t.db.select().from(orders).where(eq(orders.memberId, w.who.memberId))).length;

  it('books a delivery for tomorrow with its address, and lists it with the time asked for', async () => {
    const res = await deliverAt(TOMORROW_13H);
    expect([res.status, res.body.Result?.status]).toEqual([200, 'booked']);
    const orderNo = res.body.Result!.orderNo;
    const [row] = await w.t.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(row).toMatchObject({ orderMode: 'package', status: 'booked' });
    expect(row!.bookedUntil?.toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(await placedAddress(w.t.db, row!.id)).toMatchObject({ deliveryMinutes: 30, fee: 300 });
    const list = await w.t.call<{ orders: OrderSummaryOut[] }>(
      'OrderHistory/LoadOrders',
      { tab: 'active', range: 'month', pageIndex: 1, pageSize: 20 },
      { session: w.who.session },
    );
    expect(list.body.Result!.orders.find((o) => o.orderNo === orderNo)).toMatchObject({
      status: 'booked',
      orderMode: 'package',
      pickupTime: '2026-11-22T05:00:00.000Z',
    });
  });

  it.each([
    // 15 minutes ahead is enough for a pickup here, not for the zone's 30 delivery minutes.
    ['within the zone delivery minutes', '2026-11-21T10:15:00Z', 'too_soon'],
    ['on a rest weekday (Monday)', '2026-11-23T05:00:00Z', 'rest_day'],
    ['beyond the advance days', '2026-11-29T05:00:00Z', 'too_far'],
  ])('refuses a delivery time %s and writes nothing', async (_what, iso, detail) => {
    const before = await count();
    const res = await deliverAt(iso);
    expect([res.status, res.body.Code, res.body.detail]).toEqual([422, 'APPOINTMENT_TIME_INVALID', detail]);
    expect(await count()).toBe(before);
  });

  it('takes a pickup at the same time the delivery was refused (the lead is the mode’s)', async () => {
    const res = await place(w.t, w.open.id, w.who, [{ ProductId: w.open.cake, ProductNum: 1 }], {
      pickupTime: '2026-11-21T10:15:00Z',
    });
    expect([res.status, res.body.Result?.status]).toEqual([200, 'pending']);
  });

  it('takes only later deliveries in a reservation-only store', async () => {
    const before = await count();
    const asap = await deliverAt(null, w.booking);
    expect([asap.status, asap.body.Code, asap.body.Message]).toEqual([
      422,
      'STORE_RESERVATION_ONLY',
      '该商户仅接受预订',
    ]);
    expect(await count()).toBe(before);
    const later = await deliverAt(TOMORROW_13H, w.booking);
    expect([later.status, later.body.Result?.status]).toEqual([200, 'booked']);
  });
});
