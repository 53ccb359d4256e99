import type { OrderDetailOut, OrderSummaryOut, StoreInfo } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { createTestApp, dbTargets, suiteWorld } from '../../test/harness.ts';
import { releaseBookedJob, releaseBookedOrders } from './booked-release.ts';
import { insertProduct, place, shopper, storeWith } from './checkout-test-kit.ts';

// The clock is 2026-11-21T10:00Z: 18:00 on a Saturday in Shanghai. Tomorrow is Sunday (weekday 7).
const noonToEight = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, open: '12:00', close: '20:00' }));
const TOMORROW_13H = '2026-11-22T05:00:00Z';
const MONDAY_13H = '2026-11-23T05:00:00Z';

describe.each(dbTargets())('reservations at placefast (SPEC §5, §8, §9) on %s', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target);
    const who = await shopper(t);
    const rules = { appointmentAdvanceDays: 7, appointmentRestWeeks: [1] };
    const store = await storeWith(t.db, rules, { openingHours: noonToEight });
    const cake = await insertProduct(t.db, store, { name: 'Cake', price: 800, stock: 50 });
    return { t, who, store, cake };
  });
  const placeAt = (pickupTime: string | null, store = w.store, product = w.cake) =>
    place(w.t, store, w.who, [{ ProductId: product, ProductNum: 1 }], pickupTime ? { pickupTime } : {});

  it('gives the window in the store info, Monday = 1', async () => {
    const res = await w.t.call<StoreInfo>('store/GetStoreDataFast', { storeId: w.store });
    expect(res.body.Result).toMatchObject({
      appointmentAdvanceDays: 7,
      appointmentRestWeeks: [1],
      appointmentLeadMinutes: 15,
      isBizClosed: false,
      isOutBizTime: false,
    });
  });

  it.each([
    ['in the past', '2026-11-21T09:00:00Z', 'past'],
    ['closer than the lead', '2026-11-21T10:02:00Z', 'too_soon'],
    ['beyond the advance days', '2026-11-29T05:00:00Z', 'too_far'],
    ['on a rest weekday (Monday)', MONDAY_13H, 'rest_day'],
    ['outside the opening hours', '2026-11-22T02:00:00Z', 'outside_hours'],
  ])('refuses a time %s with its detail', async (_what, iso, detail) => {
    const res = await placeAt(iso);
    expect([res.status, res.body.Code, res.body.detail]).toEqual([422, 'APPOINTMENT_TIME_INVALID', detail]);
  });

  it('books a time tomorrow, shown as booked in the list and the detail', async () => {
    const res = await placeAt(TOMORROW_13H);
    expect([res.status, res.body.Result?.status]).toEqual([200, 'booked']);
    const orderNo = res.body.Result!.orderNo;
    const session = { session: w.who.session };
    const list = await w.t.call<{ orders: OrderSummaryOut[] }>(
      'OrderHistory/LoadOrders',
      { tab: 'active', range: 'month', pageIndex: 1, pageSize: 20 },
      session,
    );
    expect(list.body.Result!.orders.find((o) => o.orderNo === orderNo)).toMatchObject({
      status: 'booked',
      kind: 'goods',
    });
    const detail = await w.t.call<OrderDetailOut>('order/OrderDetails', { orderno: orderNo }, session);
    expect(detail.body.Result).toMatchObject({ status: 'booked', pickupTime: '2026-11-22T05:00:00.000Z' });
  });

  it("keeps today's pickup pending", async () => {
    const res = await placeAt('2026-11-21T11:00:00Z');
    expect([res.status, res.body.Result?.status]).toEqual([200, 'pending']);
  });

  it('takes only reservations in a reservation-only store', async () => {
    const s = await storeWith(w.t.db, {}, { status: 'reservation_only', openingHours: noonToEight });
    const p = await insertProduct(w.t.db, s, { name: 'P', price: 100 });
    const asap = await placeAt(null, s, p);
    expect([asap.status, asap.body.Code, asap.body.Message]).toEqual([
      422,
      'STORE_RESERVATION_ONLY',
      '该商户仅接受预订',
    ]);
    const later = await placeAt(TOMORROW_13H, s, p);
    expect([later.status, later.body.Result?.status]).toEqual([200, 'booked']);
  });

  it("moves booked orders to pending at their day's start on the store's clock, once", async () => {
    const s = await storeWith(w.t.db, {}, { openingHours: noonToEight });
    const p = await insertProduct(w.t.db, s, { name: 'P', price: 100 });
    const res = await placeAt(TOMORROW_13H, s, p);
    const orderNo = res.body.Result!.orderNo;
    const statusOf = async () =>
      (await w.t.db.select({ s: orders.status }).from(orders).where(eq(orders.orderNo, orderNo)))[0]!.s;
    // 23:59 Saturday in Shanghai: still booked.
    expect(await releaseBookedOrders(w.t, new Date('2026-11-21T15:59:00Z'))).toBe(0);
    expect(await statusOf()).toBe('booked');
    // 00:00 Sunday in Shanghai: every booked order of the day wakes, each once.
    const woke = await releaseBookedOrders(w.t, new Date('2026-11-21T16:00:00Z'));
    expect(woke).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toBe('pending');
    expect(await releaseBookedOrders(w.t, new Date('2026-11-21T16:01:00Z'))).toBe(0);
  });
});

describe.each(dbTargets())('the reservation job through the runner on %s', (target) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp(target);
    return () => t.close();
  });

  it('wakes a booked order when the runner runs it', async () => {
    // API tests leave the job settings unset (main registers it from RESERVATION_RELEASE_SECONDS).
    t.app.jobs.register(releaseBookedJob(t, 60));
    const who = await shopper(t);
    const s = await storeWith(t.db, {}, { openingHours: noonToEight });
    const p = await insertProduct(t.db, s, { name: 'P', price: 100 });
    const res = await place(t, s, who, [{ ProductId: p, ProductNum: 1 }], { pickupTime: TOMORROW_13H });
    t.clock.set(new Date('2026-11-21T16:00:30Z'));
    const staff = await t.app.inject({
      method: 'POST',
      url: '/staff/jobs/checkout.release-booked/run',
      headers: { authorization: 'Bearer test-staff-token-0123456789' },
    });
    expect(staff.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNo, res.body.Result!.orderNo));
    expect(row!.status).toBe('pending');
  });
});
