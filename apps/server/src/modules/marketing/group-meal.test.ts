import type { GroupMealBookingOut, OrderSummaryOut, SetMenuOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, dbTargets, suiteWorld, TEST_STAFF_TOKEN } from '../../test/harness.ts';
import { shopper } from '../checkout/checkout-test-kit.ts';
import { paymentTestEnv, started } from '../payment/payment-test-kit.ts';
import { book, books, groupMealStore } from './group-meal-test-kit.ts';

// The clock is 2026-11-21T10:00Z: 18:00 on a Saturday in Shanghai.
describe.each(dbTargets())('group-meal booking (SPEC §1, §2 groupMeal) on %s', (target) => {
  const w = suiteWorld(async () => {
    const t = await createTestApp(target, { env: paymentTestEnv });
    return { t, ...(await groupMealStore(t.db)) };
  });
  const staff = (method: 'GET' | 'POST', url: string) =>
    w.t.app.inject({
      method,
      url: `/staff/${url}`,
      headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` },
    });

  it('lists the set menus in the reader’s language', async () => {
    const res = await w.t.call<{ menus: SetMenuOut[] }>(
      'GroupMeal/LoadSetMenus',
      {},
      {
        headers: { 'x-store-id': String(w.store), 'x-locale': 'zh-CN' },
      },
    );
    expect(res.body.Result!.menus).toEqual([
      expect.objectContaining({
        id: w.menu,
        name: '下午茶',
        pricePerHead: 88.5,
        depositRate: 30,
        minHeadcount: 4,
      }),
    ]);
  });

  it('refuses a headcount outside the limits, a slot or day the menu or store does not serve, a past day', async () => {
    const who = await shopper(w.t, 100_000);
    const refused = async (body: Record<string, unknown>) => {
      const res = await book(w.t, w.store, who.session, { menuId: w.menu, ...body });
      return [res.status, res.body.Code, res.body.detail];
    };
    expect(await refused({ headcount: 3 })).toEqual([422, 'GROUP_MEAL_HEADCOUNT', undefined]);
    expect(await refused({ headcount: 9 })).toEqual([422, 'GROUP_MEAL_HEADCOUNT', undefined]);
    expect(await refused({ slot: '13:00' })).toEqual([422, 'APPOINTMENT_TIME_INVALID', 'outside_hours']);
    expect(await refused({ date: '2026-11-23' })).toEqual([422, 'APPOINTMENT_TIME_INVALID', 'rest_day']);
    expect(await refused({ date: '2026-11-20' })).toEqual([422, 'APPOINTMENT_TIME_INVALID', 'past']);
    expect(await refused({ date: '2027-12-01' })).toEqual([422, 'APPOINTMENT_TIME_INVALID', 'too_far']);
    expect(await refused({ headcount: 4.5 })).toEqual([400, 'BAD_REQUEST', undefined]);
    const other = await groupMealStore(w.t.db);
    const res = await book(w.t, w.store, who.session, { menuId: other.menu });
    expect([res.status, res.body.Code]).toEqual([404, 'GROUP_MEAL_MENU_NOT_FOUND']);
    expect((await books(w.t.db, who.memberId)).entries).toEqual([['manual_edit', 100_000]]);
  });

  it('takes the deposit from the balance through the ledger and lists the booking in the order history', async () => {
    const who = await shopper(w.t, 100_000);
    const res = await book(w.t, w.store, who.session, { menuId: w.menu, expectedDeposit: 132.75 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.Result).toMatchObject({
      status: 'booked',
      menuName: 'Afternoon tea',
      headcount: 5,
      total: 442.5,
      deposit: 132.75,
      paidAmount: 132.75,
      mealAt: '2026-11-24T06:00:00.000Z',
      cancelDeadline: '2026-11-23T06:00:00.000Z',
      canCancel: true,
      needPay: false,
    });
    const after = await books(w.t.db, who.memberId);
    expect(after.entries).toEqual([
      ['manual_edit', 100_000],
      ['group_meal_deposit', -13_275],
    ]);
    expect([after.balance, after.sum]).toEqual([86_725, 86_725]);
    const list = await w.t.call<{ orders: OrderSummaryOut[] }>(
      'OrderHistory/LoadOrders',
      { tab: 'all', range: 'month', pageIndex: 1, pageSize: 10 },
      { session: who.session },
    );
    expect(list.body.Result!.orders).toEqual([
      expect.objectContaining({
        orderNo: res.body.Result!.orderNo,
        kind: 'groupMeal',
        status: 'booked',
        amount: 132.75,
      }),
    ]);
    const mine = await w.t.call<{ bookings: GroupMealBookingOut[] }>(
      'GroupMeal/MyBookings',
      {},
      { session: who.session },
    );
    expect(mine.body.Result!.bookings.map((b) => b.orderNo)).toEqual([res.body.Result!.orderNo]);
  });

  it("answers another member's booking as not found", async () => {
    const owner = await shopper(w.t, 100_000);
    const other = await shopper(w.t);
    const made = await book(w.t, w.store, owner.session, { menuId: w.menu });
    const res = await w.t.call(
      'GroupMeal/Cancel',
      { orderNo: made.body.Result!.orderNo },
      { session: other.session },
    );
    expect([res.status, res.body.Code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect(made.body.Result!.status).toBe('booked');
  });

  it('cancels before the cut-off with the deposit refunded once, and refuses after it', async () => {
    const who = await shopper(w.t, 100_000);
    const made = await book(w.t, w.store, who.session, { menuId: w.menu });
    const orderNo = made.body.Result!.orderNo;
    const first = await w.t.call<GroupMealBookingOut>(
      'GroupMeal/Cancel',
      { orderNo },
      { session: who.session },
    );
    expect(first.body.Result).toMatchObject({ status: 'refunded', refundedAmount: 132.75, canCancel: false });
    const again = await w.t.call<GroupMealBookingOut>(
      'GroupMeal/Cancel',
      { orderNo },
      { session: who.session },
    );
    expect(again.body.Result).toMatchObject({ status: 'refunded', refundedAmount: 132.75 });
    const after = await books(w.t.db, who.memberId);
    expect(after.entries).toEqual([
      ['manual_edit', 100_000],
      ['group_meal_deposit', -13_275],
      ['refund', 13_275],
    ]);
    expect([after.balance, after.sum]).toEqual([100_000, 100_000]);

    // Sunday 14:00 is within 24 hours: bookable, but no longer cancellable.
    const soon = await book(w.t, w.store, who.session, { menuId: w.menu, date: '2026-11-22' });
    expect(soon.body.Result).toMatchObject({ status: 'booked', canCancel: false });
    const late = await w.t.call(
      'GroupMeal/Cancel',
      { orderNo: soon.body.Result!.orderNo },
      { session: who.session },
    );
    expect([late.status, late.body.Code]).toEqual([409, 'GROUP_MEAL_CANCEL_CLOSED']);
  });

  it('pays the deposit online: unpaid until the gateway confirms, then booked', async () => {
    const who = await shopper(w.t);
    const made = await book(w.t, w.store, who.session, { menuId: w.menu, payMethod: 4 });
    expect(made.body.Result).toMatchObject({ status: 'unpaid', needPay: true });
    expect(made.body.Result!.autoCancelAt).not.toBeNull();
    const { prepayId } = await started(w.t, who.session, made.body.Result!.orderNo, 4);
    await w.t.call('paysandbox/Pay', { prepayId });
    const mine = await w.t.call<{ bookings: GroupMealBookingOut[] }>(
      'GroupMeal/MyBookings',
      {},
      { session: who.session },
    );
    expect(mine.body.Result!.bookings[0]).toMatchObject({
      status: 'booked',
      paidAmount: 132.75,
      needPay: false,
    });
    // Cancelled before the cut-off: the gateway's payment goes back to it.
    const cancel = await w.t.call<GroupMealBookingOut>(
      'GroupMeal/Cancel',
      { orderNo: made.body.Result!.orderNo },
      { session: who.session },
    );
    expect(cancel.body.Result).toMatchObject({
      status: 'refunded',
      refundState: 'refunded',
      refundedAmount: 132.75,
    });
  });

  it('lets staff list, confirm and serve bookings; a served booking is not cancellable', async () => {
    const who = await shopper(w.t, 100_000);
    const made = await book(w.t, w.store, who.session, { menuId: w.menu, slot: '15:30' });
    const orderNo = made.body.Result!.orderNo;
    const list = await staff('GET', `group-meals?storeId=${w.store}&date=2026-11-24`);
    expect(list.json().Result.bookings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ orderNo, status: 'booked', headcount: 5, deposit: 132.75 }),
      ]),
    );
    expect((await staff('POST', `group-meals/${orderNo}/confirm`)).json().Result).toEqual({
      orderNo,
      status: 'accepted',
    });
    expect((await staff('POST', `group-meals/${orderNo}/confirm`)).statusCode).toBe(409);
    // The counter's steps do not serve a booking as goods (no points for a deposit).
    expect((await staff('POST', `orders/${orderNo}/complete`)).statusCode).toBe(409);
    expect((await staff('POST', `group-meals/${orderNo}/serve`)).json().Result).toEqual({
      orderNo,
      status: 'completed',
    });
    const res = await w.t.call('GroupMeal/Cancel', { orderNo }, { session: who.session });
    expect([res.status, res.body.Code]).toEqual([409, 'GROUP_MEAL_NOT_CANCELLABLE']);
  });
});
