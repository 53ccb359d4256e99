import type { BlindBoxDetailOut, BlindBoxOrderOut, BlindBoxSeriesOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blindBoxSeries, blindBoxStreaks } from '../../db/schema/marketing/blind-box.ts';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../payment/payment-test-kit.ts';
import { balanceOf, boxCall, boxKey, boxSuite, insertSeries, seriesBooks } from './blind-box-test-kit.ts';

const pool = [
  { name: 'Rose cup', stock: 3 },
  { name: 'Jade cup', stock: 2 },
  { name: 'Gold cup', stock: 1, prize: true },
];
const HOUR = 3_600_000;

describe.each(dbTargets())('blind boxes on %s', (target) => {
  const s = boxSuite(target);
  const buy = (session: string, body: Record<string, unknown>) =>
    boxCall<BlindBoxOrderOut>(
      s,
      'BlindBox/Buy',
      { payMethod: 2, idempotencyKey: boxKey(), ...body },
      session,
    );
  async function buyer(balance = 10_000) {
    const m = await memberSession(s.t);
    if (balance > 0) await giveBalance(s.t, m.memberId, balance);
    return m;
  }

  it('lists the series on now and shows a guest its page with the odds of the pool as it stands', async () => {
    const series = await insertSeries(s, pool, {
      translations: { 'zh-CN': { name: '茶杯盲盒', description: '六只茶杯' } },
      guaranteeAfter: 3,
    });
    const later = await insertSeries(s, pool, { startsAt: new Date(s.t.clock.now().getTime() + HOUR) });
    const elsewhere = await insertSeries(s, pool, { storeId: await insertStore(s.t.db) });
    const chain = await insertSeries(s, pool, { storeId: null });
    const list = await boxCall<{ series: BlindBoxSeriesOut[] }>(s, 'BlindBox/LoadSeries');
    const ids = list.body.Result.series.map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([series.id, chain.id]));
    expect(ids).not.toContain(later.id);
    expect(ids).not.toContain(elsewhere.id);
    const page = await s.t.call<BlindBoxDetailOut>(
      'BlindBox/SeriesDetail',
      { id: series.id },
      { headers: { 'x-store-id': String(s.store), 'x-locale': 'zh-CN' } },
    );
    expect(page.body.Result).toMatchObject({
      name: '茶杯盲盒',
      price: 15,
      remaining: 6,
      guaranteeAfter: 3,
      sincePrize: null,
      drawn: null,
    });
    expect(page.body.Result.items.map((i) => [i.name, i.oddsBasisPoints, i.prize])).toEqual([
      ['Rose cup', 5000, false],
      ['Jade cup', 3333, false],
      ['Gold cup', 1666, true],
    ]);
    const other = await boxCall(s, 'BlindBox/SeriesDetail', { id: elsewhere.id });
    expect([other.status, other.body.Code]).toEqual([404, 'BLIND_BOX_NOT_FOUND']);
  });

  it('asks a guest to log in to buy, reveal or list their boxes', async () => {
    const series = await insertSeries(s, pool);
    for (const [path, body] of [
      ['BlindBox/Buy', { id: series.id, payMethod: 2, idempotencyKey: boxKey() }],
      ['BlindBox/Reveal', { orderNo: '20260101000001' }],
      ['BlindBox/MyDraws', {}],
    ] as const) {
      const res = await boxCall(s, path, body);
      expect(res.status, path).toBe(401);
    }
  });

  it('buys by balance: drawn at once, recorded, the pool and odds move, the repeat of the key pays nothing again', async () => {
    const series = await insertSeries(s, pool);
    const m = await buyer();
    const key = boxKey();
    const first = await buy(m.session, { id: series.id, idempotencyKey: key, expectedPrice: 15 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Result).toMatchObject({
      status: 'completed',
      needPay: false,
      amount: 15,
      guaranteed: false,
    });
    expect(series.items).toContain(first.body.Result.item!.id);
    const again = await buy(m.session, { id: series.id, idempotencyKey: key });
    expect(again.body.Result.orderNo).toBe(first.body.Result.orderNo);
    expect(await balanceOf(s.t.db, m.memberId)).toEqual({ balance: 8500, sum: 8500 });
    const books = await seriesBooks(s.t.db, series.id);
    expect([books.drawn.length, books.holds]).toEqual([1, true]);
    const page = await boxCall<BlindBoxDetailOut>(s, 'BlindBox/SeriesDetail', { id: series.id }, m.session);
    expect(page.body.Result.remaining).toBe(5);
    expect(page.body.Result.items.reduce((sum, i) => sum + i.oddsBasisPoints, 0)).toBeGreaterThan(9990);
    expect(page.body.Result.drawn).toBe(1);
    const reveal = await boxCall<BlindBoxOrderOut>(
      s,
      'BlindBox/Reveal',
      { orderNo: first.body.Result.orderNo },
      m.session,
    );
    expect(reveal.body.Result.item).toEqual(first.body.Result.item);
    const mine = await boxCall<{ orders: BlindBoxOrderOut[] }>(s, 'BlindBox/MyDraws', {}, m.session);
    expect(mine.body.Result.orders.map((o) => o.orderNo)).toEqual([first.body.Result.orderNo]);
    const conflict = await buy(m.session, { id: series.id, idempotencyKey: key, payMethod: 4 });
    expect(conflict.body.Code).toBe('IDEMPOTENCY_CONFLICT');
  });

  it("hides another member's box", async () => {
    const series = await insertSeries(s, pool);
    const m = await buyer();
    const other = await buyer();
    const bought = await buy(m.session, { id: series.id });
    const peek = await boxCall(s, 'BlindBox/Reveal', { orderNo: bought.body.Result.orderNo }, other.session);
    expect([peek.status, peek.body.Code]).toEqual([404, 'ORDER_NOT_FOUND']);
    const theirs = await boxCall<{ orders: BlindBoxOrderOut[] }>(s, 'BlindBox/MyDraws', {}, other.session);
    expect(theirs.body.Result.orders).toEqual([]);
  });

  it('gives the prize by the guarantee after N draws without one', async () => {
    const series = await insertSeries(
      s,
      [
        { name: 'Plain', stock: 50 },
        { name: 'Gold', stock: 1, prize: true },
      ],
      { guaranteeAfter: 2 },
    );
    const m = await buyer();
    // Two draws without a prize behind them: the next is the guarantee's.
    await s.t.db
      .insert(blindBoxStreaks)
      .values({ memberId: m.memberId, seriesId: series.id, drawn: 2, sincePrize: 2 });
    const third = await buy(m.session, { id: series.id });
    expect(third.body.Result).toMatchObject({ guaranteed: true, item: { name: 'Gold', prize: true } });
    const page = await boxCall<BlindBoxDetailOut>(s, 'BlindBox/SeriesDetail', { id: series.id }, m.session);
    expect([page.body.Result.sincePrize, page.body.Result.drawn]).toEqual([0, 3]);
  });

  it('refuses: not started, ended, sold out, the buy limit, the balance, a changed price — charging nothing', async () => {
    const m = await buyer(2000);
    const now = s.t.clock.now().getTime();
    const soon = await insertSeries(s, pool, {
      startsAt: new Date(now + HOUR),
      endsAt: new Date(now + 2 * HOUR),
    });
    expect((await buy(m.session, { id: soon.id })).body.Code).toBe('BLIND_BOX_NOT_STARTED');
    const ended = await insertSeries(s, pool, { status: 'ended' });
    expect((await buy(m.session, { id: ended.id })).body.Code).toBe('BLIND_BOX_ENDED');
    const empty = await insertSeries(s, [{ name: 'Gone', stock: 0 }]);
    expect((await buy(m.session, { id: empty.id })).body.Code).toBe('BLIND_BOX_SOLD_OUT');
    const limited = await insertSeries(s, pool, { buyLimit: 1 });
    expect((await buy(m.session, { id: limited.id })).status).toBe(200);
    const second = await buy(m.session, { id: limited.id });
    expect([second.body.Code, second.body.Message]).toEqual(['BLIND_BOX_BUY_LIMIT', '每人限购1个']);
    const dear = await insertSeries(s, pool, { price: 5000 });
    expect((await buy(m.session, { id: dear.id })).body.Code).toBe('BALANCE_INSUFFICIENT');
    expect((await buy(m.session, { id: dear.id, expectedPrice: 15 })).body.Code).toBe('CART_CHANGED');
    expect(await balanceOf(s.t.db, m.memberId)).toEqual({ balance: 500, sum: 500 });
  });

  it('online: waits unpaid, draws once when paid; a pool emptied meanwhile refunds it', async () => {
    const series = await insertSeries(s, [{ name: 'Last one', stock: 1 }]);
    const online = await buyer(0);
    const waiting = await buy(online.session, { id: series.id, payMethod: 4 });
    expect(waiting.body.Result).toMatchObject({ status: 'unpaid', needPay: true, item: null });
    const { prepayId } = await started(s.t, online.session, waiting.body.Result.orderNo, 4);
    // Someone else takes the last box by balance while the online payment is on its way.
    const quick = await buyer();
    expect((await buy(quick.session, { id: series.id })).body.Result.status).toBe('completed');
    await payWithoutNotice(s.t, prepayId);
    expect((await postNotify(s.t, await notificationFor(s.t, prepayId))).text).toBe('SUCCESS');
    const after = await boxCall<BlindBoxOrderOut>(
      s,
      'BlindBox/Reveal',
      { orderNo: waiting.body.Result.orderNo },
      online.session,
    );
    expect(after.body.Result).toMatchObject({ status: 'refunded', item: null });
    const books = await seriesBooks(s.t.db, series.id);
    expect([books.drawn.length, books.holds, books.items[0]!.remaining]).toEqual([1, true, 0]);

    const fresh = await insertSeries(s, pool);
    const payer = await buyer(0);
    const order = await buy(payer.session, { id: fresh.id, payMethod: 4 });
    const pay = await started(s.t, payer.session, order.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, pay.prepayId);
    await postNotify(s.t, await notificationFor(s.t, pay.prepayId));
    const drawn = await boxCall<BlindBoxOrderOut>(
      s,
      'BlindBox/Reveal',
      { orderNo: order.body.Result.orderNo },
      payer.session,
    );
    expect(drawn.body.Result).toMatchObject({ status: 'completed', needPay: false });
    expect(drawn.body.Result.item).not.toBeNull();
  });

  it('a series the store ended refunds a payment that arrives after', async () => {
    const series = await insertSeries(s, pool);
    const m = await buyer(0);
    const order = await buy(m.session, { id: series.id, payMethod: 4 });
    const pay = await started(s.t, m.session, order.body.Result.orderNo, 4);
    await s.t.db.update(blindBoxSeries).set({ status: 'ended' }).where(eq(blindBoxSeries.id, series.id));
    await payWithoutNotice(s.t, pay.prepayId);
    await postNotify(s.t, await notificationFor(s.t, pay.prepayId));
    const out = await boxCall<BlindBoxOrderOut>(
      s,
      'BlindBox/Reveal',
      { orderNo: order.body.Result.orderNo },
      m.session,
    );
    expect(out.body.Result.status).toBe('refunded');
  });
});
