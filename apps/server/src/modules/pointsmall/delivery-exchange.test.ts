import type { PointsOrderOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { stores } from '../../db/schema/store.ts';
import { baseSettings, insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { createTestApp, dbTargets, suiteWorld } from '../../test/harness.ts';
import { insertAddress } from '../checkout/checkout-test-kit.ts';
import {
  FAR_POINT,
  INNER_POINT,
  JINGAN,
  jinganZones,
  placedAddress,
  RING_POINT,
  setZones,
  staffDelivery,
} from '../delivery/delivery-test-kit.ts';
import { giveBalance, memberBooks } from '../level/level-test-kit.ts';
import {
  allMethods,
  notificationFor,
  paymentTestEnv,
  payWithoutNotice,
  postNotify,
  started,
} from '../payment/payment-test-kit.ts';
import {
  exchange,
  givePoints,
  insertPointsProduct,
  mallCall,
  newKey,
  productState,
  staffCall,
} from './pointsmall-test-kit.ts';

/** A store in Jing'an that delivers (the square: ¥3 freight; the ring: ¥8) and earns points on money spent. */
function deliveringSuite(target: Parameters<typeof createTestApp>[0]) {
  return suiteWorld(async () => {
    const t = await createTestApp(target, { env: paymentTestEnv });
    const [row] = await t.db
      .insert(stores)
      .values({
        name: 'Delivering store',
        ...JINGAN,
        status: 'open',
        openingHours: Array.from({ length: 7 }, (_, i) => ({
          weekday: i + 1,
          open: '00:00',
          close: '24:00',
        })),
        settings: {
          ...baseSettings,
          orderModes: ['package', 'takeout'],
          payment: allMethods,
          pointRule: { pointsPerYuan: 10, pointsPerYuanOff: 100 },
        },
      })
      .returning({ id: stores.id });
    const store = row!.id;
    await setZones(t, store, jinganZones);
    const pickupOnly = await insertStore(t.db, { payment: allMethods });
    return { t, store, pickupOnly };
  });
}

describe.each(dbTargets())('points-mall goods delivered on %s', (target) => {
  const s = deliveringSuite(target);
  const call = <R>(path: string, body: unknown, session: string, store = s.store) =>
    mallCall<R>(s.t, store, path, body, session);
  const member = async (points: number, balance = 0) => {
    const m = await memberSession(s.t);
    await givePoints(s.t, m.memberId, points);
    if (balance > 0) await giveBalance(s.t, m.memberId, balance);
    return m;
  };
  const orderRow = async (orderNo: string) =>
    (await s.t.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!;

  it('shows a Traditional Chinese reader the region in Traditional wherever the address is shown (issue 28)', async () => {
    const m = await member(150, 1000);
    const home = await insertAddress(s.t, m.memberId, INNER_POINT);
    const hant = { headers: { 'x-locale': 'zh-Hant' } };
    const inHant = <R>(path: string, body: unknown) => mallCall<R>(s.t, s.store, path, body, m.session, hant);
    const list = await inHant<{ addresses: Array<{ addr: string }> }>('CustomerAddress/myAddresses', {});
    const cake = await insertProduct(s.t.db, s.store, { name: 'Cake', price: 3000, stock: 10 });
    const settlement = await inHant<{ delivery: { addressText: string } }>('checkout/IndexNoDiscount', {
      orderMode: 'package',
      items: [{ ProductId: cake, ProductNum: 1 }],
      addressId: home,
    });
    const bag = await insertPointsProduct(s.t, s.store, { stock: 5 });
    const made = await mallCall<PointsOrderOut>(
      s.t,
      s.store,
      'PointsMall/Exchange',
      {
        ruleIndex: 0,
        productId: bag.id,
        payMethod: 2,
        delivery: { addressId: home },
        idempotencyKey: newKey(),
      },
      m.session,
      hant,
    );
    const orderNo = made.body.Result.orderNo;
    const exchanged = await inHant<PointsOrderOut>('PointsMall/OrderDetails', { orderNo });
    const progress = await inHant<{ address: { addr: string } }>('order/ExpressInfo', { orderNo });
    const shown = {
      list: list.body.Result.addresses[0]!.addr,
      settlement: settlement.body.Result.delivery.addressText,
      exchange: exchanged.body.Result.delivery!.addr,
      progress: progress.body.Result.address.addr,
    };
    // One line everywhere, as the address list writes it: the region in Traditional, the rest as typed.
    expect(shown).toEqual({
      list: '上海市靜安區 愚园路 168 号 301',
      settlement: '上海市靜安區 愚园路 168 号 301',
      exchange: '上海市靜安區 愚园路 168 号 301',
      progress: '上海市靜安區 愚园路 168 号 301',
    });
  });

  it('delivers goods for points + freight by balance, through the delivery states, earning nothing on receipt', async () => {
    const bag = await insertPointsProduct(s.t, s.store, { stock: 5 });
    const m = await member(150, 1000);
    const home = await insertAddress(s.t, m.memberId, INNER_POINT);
    const made = await exchange(s.t, s.store, m.session, {
      productId: bag.id,
      payMethod: 2,
      delivery: { addressId: home },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.Result).toMatchObject({
      status: 'pending',
      mode: 'delivery',
      amount: 3,
      points: 100,
      canCancel: true,
      delivery: { receiver: '王小明', freight: 3 },
    });
    const orderNo = made.body.Result.orderNo;
    const row = await orderRow(orderNo);
    expect(row).toMatchObject({ orderMode: 'package', paidAmount: 300, kind: 'points' });
    expect(await placedAddress(s.t.db, row.id)).toMatchObject({ addressId: home, fee: 300 });
    // The counter cannot hand delivered goods over; they move by the delivery steps.
    expect((await staffCall(s.t, 'POST', 'pointsmall/pickup', { orderNo })).body.Code).toBe(
      'ORDER_STATE_CONFLICT',
    );
    for (const step of ['accept', 'dispatch', 'pickup', 'deliver', 'arrive'])
      expect((await staffDelivery(s.t, orderNo, step)).status, step).toBe(200);
    const arrived = (await call<PointsOrderOut>('PointsMall/OrderDetails', { orderNo }, m.session)).body
      .Result;
    expect(arrived).toMatchObject({ status: 'delivered', canCancel: false });
    expect((await call('Integrals/CancelExchange', { orderNo }, m.session)).body.Code).toBe(
      'ORDER_CANCEL_FAILED',
    );
    const received = await call('order/ConfirmReceive', { orderNo }, m.session);
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const done = (await call<PointsOrderOut>('PointsMall/OrderDetails', { orderNo }, m.session)).body.Result;
    expect(done.status).toBe('completed');
    const books = await memberBooks(s.t.db, m.memberId);
    // 150 − 100 and no 'consumption' entry for the freight; the balance paid the freight once.
    expect([books.member.points, books.pointsSum]).toEqual([50, 50]);
    expect(books.pointsEntries.map((e) => e.reason)).toEqual(['manual_edit', 'gift_exchange']);
    expect([books.member.balance, books.balanceSum]).toEqual([700, 700]);
    expect((await productState(s.t.db, bag.id)).product.stock).toBe(4);
  });

  it('gives points, stock and freight back once when cancelled before the store accepts', async () => {
    const bag = await insertPointsProduct(s.t, s.store, { stock: 5 });
    const m = await member(100, 1000);
    const far = await insertAddress(s.t, m.memberId, RING_POINT);
    const made = (
      await exchange(s.t, s.store, m.session, {
        productId: bag.id,
        payMethod: 2,
        delivery: { addressId: far },
      })
    ).body.Result;
    expect(made).toMatchObject({ amount: 8, delivery: { freight: 8 } });
    const cancel = () =>
      call<PointsOrderOut>('Integrals/CancelExchange', { orderNo: made.orderNo }, m.session);
    const [a, b] = await Promise.all([cancel(), cancel()]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.Result).toMatchObject({ status: 'refunded', refundedAmount: 8 });
    const books = await memberBooks(s.t.db, m.memberId);
    expect([books.member.points, books.pointsSum, books.member.balance, books.balanceSum]).toEqual([
      100, 100, 1000, 1000,
    ]);
    expect(books.pointsEntries.filter((e) => e.reason === 'cancel_refund')).toHaveLength(1);
    const state = await productState(s.t.db, bag.id);
    expect([state.product.stock, state.counts[0]?.exchanged]).toEqual([5, 0]);
  });

  it('lets the store give back goods the rider brought back, once', async () => {
    const bag = await insertPointsProduct(s.t, s.store, { stock: 5 });
    const m = await member(100, 1000);
    const home = await insertAddress(s.t, m.memberId, INNER_POINT);
    const { orderNo } = (
      await exchange(s.t, s.store, m.session, {
        productId: bag.id,
        payMethod: 2,
        delivery: { addressId: home },
      })
    ).body.Result;
    for (const step of ['accept', 'dispatch', 'pickup', 'returning', 'returned'])
      expect((await staffDelivery(s.t, orderNo, step)).status, step).toBe(200);
    // The goods orders' cancel would give the money back but not the points: it leaves an exchange alone.
    const generic = await staffCall(s.t, 'POST', `orders/${orderNo}/cancel`, {});
    expect(generic.body).toMatchObject({ Code: 'ORDER_STATE_CONFLICT', Kind: 'points' });
    const [a, b] = await Promise.all([
      staffCall(s.t, 'POST', 'pointsmall/cancel', { orderNo }),
      staffCall(s.t, 'POST', 'pointsmall/cancel', { orderNo }),
    ]);
    expect([a.body.Success, b.body.Success].sort()).toEqual([false, true]);
    const books = await memberBooks(s.t.db, m.memberId);
    expect([books.member.points, books.pointsSum, books.member.balance, books.balanceSum]).toEqual([
      100, 100, 1000, 1000,
    ]);
    expect((await productState(s.t.db, bag.id)).product.stock).toBe(5);
  });

  it('pays the freight of a points-only product online, nothing taken until paid', async () => {
    const bag = await insertPointsProduct(s.t, s.store, { stock: 5 });
    const m = await member(100);
    const home = await insertAddress(s.t, m.memberId, INNER_POINT);
    const body = { productId: bag.id, delivery: { addressId: home } };
    // Nothing to pay is refused once freight is due: the freight is money, paid by a method the store offers.
    expect((await exchange(s.t, s.store, m.session, body)).body.Code).toBe('PAY_METHOD_UNCONFIGURED');
    const made = (await exchange(s.t, s.store, m.session, { ...body, payMethod: 4 })).body.Result;
    expect(made).toMatchObject({ status: 'unpaid', amount: 3, mode: 'delivery' });
    expect((await memberBooks(s.t.db, m.memberId)).member.points).toBe(100);
    const { prepayId } = await started(s.t, m.session, made.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    expect((await postNotify(s.t, await notificationFor(s.t, prepayId))).text).toBe('SUCCESS');
    const paid = (await call<PointsOrderOut>('PointsMall/OrderDetails', { orderNo: made.orderNo }, m.session))
      .body.Result;
    expect(paid).toMatchObject({ status: 'pending', needPay: false });
    expect((await memberBooks(s.t.db, m.memberId)).member.points).toBe(0);
  });

  it('refuses what cannot be delivered', async () => {
    const bag = await insertPointsProduct(s.t, null, { stock: 5 });
    const m = await member(1000, 1000);
    const other = await memberSession(s.t);
    const far = await insertAddress(s.t, m.memberId, FAR_POINT);
    const theirs = await insertAddress(s.t, other.memberId, INNER_POINT);
    const mine = await insertAddress(s.t, m.memberId, INNER_POINT);
    const tried = async (addressId: number, store = s.store) =>
      (
        await mallCall<PointsOrderOut>(
          s.t,
          store,
          'PointsMall/Exchange',
          {
            productId: bag.id,
            ruleIndex: 0,
            payMethod: 2,
            idempotencyKey: `deliver-refusal-${target}-${addressId}-${store}`,
            delivery: { addressId },
          },
          m.session,
        )
      ).body.Code;
    expect(await tried(far)).toBe('DELIVERY_OUT_OF_RANGE');
    expect(await tried(theirs)).toBe('ADDRESS_NOT_FOUND');
    expect(await tried(mine, s.pickupOnly)).toBe('ORDER_MODE_UNAVAILABLE');
    expect((await productState(s.t.db, bag.id)).product.stock).toBe(5);
    expect((await memberBooks(s.t.db, m.memberId)).member.points).toBe(1000);
  });
});
