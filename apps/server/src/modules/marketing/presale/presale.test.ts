import type { PresaleOrderOut, PresaleOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { presales } from '../../../db/schema/marketing/presale.ts';
import { insertStore, memberSession } from '../../../test/fixtures.ts';
import { dbTargets } from '../../../test/harness.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../../payment/payment-test-kit.ts';
import { staffCall } from '../activity-test-kit.ts';
import { balanceOf } from '../blind-box-test-kit.ts';
import { lapseDueDeposits } from '../index.ts';
import {
  deposit,
  depositBooks,
  HOUR,
  insertPresale,
  presaleCall,
  presaleSuite,
  rest,
} from './presale-test-kit.ts';

describe.each(dbTargets())('pre-sales on %s', (target) => {
  const s = presaleSuite(target);
  const lapse = () => lapseDueDeposits({ db: s.t.db, log: s.t.app.log }, s.t.clock.now());
  async function buyer(balance = 100_000) {
    const m = await memberSession(s.t);
    await giveBalance(s.t, m.memberId, balance);
    return m;
  }

  it("shows a guest the pre-sales not over and a page; another store's is not found", async () => {
    const id = await insertPresale(s);
    const elsewhere = await insertPresale(s, { storeId: await insertStore(s.t.db) });
    const list = await presaleCall<{ presales: PresaleOut[] }>(s, 'Presale/LoadData');
    expect(list.body.Result.presales.map((p) => p.id)).toContain(id);
    const page = await presaleCall<{ presale: PresaleOut; mine: PresaleOrderOut[] }>(s, 'Presale/Detail', {
      id,
    });
    expect(page.body.Result).toMatchObject({
      presale: { price: 100, deposit: 10, depositWorth: 30 },
      mine: [],
    });
    expect((await presaleCall(s, 'Presale/Detail', { id: elsewhere })).body.Code).toBe('PRESALE_NOT_FOUND');
  });

  it('takes the deposit, then the rest at the terms agreed, each once, and hands the goods over', async () => {
    const id = await insertPresale(s);
    const m = await buyer();
    expect((await deposit(s, m.session, { id, expectedAmount: 20 })).body.Code).toBe('CART_CHANGED');
    const paid = await deposit(s, m.session, { id, quantity: 2, expectedAmount: 20 });
    expect(paid.body.Result).toMatchObject({ stage: 'deposit_paid', quantity: 2, restAmount: 140 });
    const depositNo = paid.body.Result.deposit.orderNo;
    // A later edit of the pre-sale changes nothing agreed to.
    await s.t.db.update(presales).set({ depositWorth: 1000 }).where(eq(presales.id, id));
    expect((await rest(s, m.session, { orderNo: depositNo, expectedAmount: 140 })).body.Code).toBe(
      'PRESALE_FINAL_NOT_STARTED',
    );
    s.t.clock.advance(HOUR);
    const done = await rest(s, m.session, { orderNo: depositNo, expectedAmount: 140 });
    expect(done.body.Result).toMatchObject({
      stage: 'ships_on_date',
      deposit: { status: 'completed', amount: 20 },
      rest: { status: 'pending', amount: 140 },
    });
    expect((await rest(s, m.session, { orderNo: depositNo, expectedAmount: 140 })).body.Code).toBe(
      'PRESALE_REST_PAID',
    );
    expect(await balanceOf(s.t.db, m.memberId)).toEqual({ balance: 100_000 - 16_000, sum: 100_000 - 16_000 });
    const restNo = done.body.Result.rest!.orderNo;
    const byRest = await presaleCall<PresaleOrderOut>(
      s,
      'presale/OrderDetails',
      { orderNo: restNo },
      m.session,
    );
    expect(byRest.body.Result.deposit.orderNo).toBe(depositNo);
    const stranger = await buyer();
    expect(
      (await presaleCall(s, 'presale/OrderDetails', { orderNo: restNo }, stranger.session)).body.Code,
    ).toBe('ORDER_NOT_FOUND');
    expect((await rest(s, stranger.session, { orderNo: depositNo, expectedAmount: 140 })).body.Code).toBe(
      'ORDER_NOT_FOUND',
    );
    const handed = await staffCall(s, 'POST', `/staff/presales/orders/${restNo}/hand-over`);
    expect(handed.body.Result).toMatchObject({ status: 'completed' });
    const records = await presaleCall<{ orders: PresaleOrderOut[] }>(s, 'presale/PayRecord', {}, m.session);
    expect(records.body.Result.orders).toMatchObject([
      { deposit: { orderNo: depositNo }, rest: { status: 'completed' } },
    ]);
  });

  it("lapses a deposit whose rest never came once the final window and an unpaid order's life are over", async () => {
    const refunded = await insertPresale(s);
    const forfeited = await insertPresale(s, { lapsedDeposit: 'forfeit' });
    const m = await buyer();
    const a = (await deposit(s, m.session, { id: refunded })).body.Result.deposit.orderNo;
    const b = (await deposit(s, m.session, { id: forfeited })).body.Result.deposit.orderNo;
    s.t.clock.advance(2 * HOUR);
    const waiting = await presaleCall<PresaleOrderOut>(s, 'presale/OrderDetails', { orderNo: a }, m.session);
    expect(waiting.body.Result.stage).toBe('awaiting_lapse');
    expect(await lapse()).toBe(0);
    s.t.clock.advance(HOUR);
    await lapse();
    await lapse();
    const [ra, rb] = await Promise.all([depositBooks(s.t.db, a), depositBooks(s.t.db, b)]);
    expect([ra.order.status, ra.order.refundedAmount, ra.row.lapseOutcome]).toEqual([
      'refunded',
      1000,
      'refund',
    ]);
    expect([rb.order.status, rb.order.refundedAmount, rb.row.lapseOutcome]).toEqual([
      'completed',
      0,
      'forfeit',
    ]);
    expect(await balanceOf(s.t.db, m.memberId)).toEqual({ balance: 100_000 - 1000, sum: 100_000 - 1000 });
    expect((await rest(s, m.session, { orderNo: b })).body.Code).toBe('PRESALE_LAPSED');
  });

  it('refunds a rest whose online payment lands after its deposit lapsed; cancels an unpaid deposit', async () => {
    const id = await insertPresale(s);
    const m = await buyer();
    const depositNo = (await deposit(s, m.session, { id })).body.Result.deposit.orderNo;
    s.t.clock.advance(HOUR + HOUR - 60_000);
    const placed = await rest(s, m.session, { orderNo: depositNo, payMethod: 4 });
    const restNo = placed.body.Result.rest!.orderNo;
    expect(placed.body.Result.rest).toMatchObject({ status: 'unpaid', needPay: true });
    const { prepayId } = await started(s.t, m.session, restNo, 4);
    await payWithoutNotice(s.t, prepayId);
    // A rest order placed in the window may still be paid after it: the deposit waits.
    s.t.clock.advance(5 * 60_000);
    await lapse();
    expect((await depositBooks(s.t.db, depositNo)).row.lapsedAt).toBeNull();
    s.t.clock.advance(HOUR);
    await lapse();
    await postNotify(s.t, await notificationFor(s.t, prepayId));
    const books = await depositBooks(s.t.db, depositNo);
    expect([books.order.status, books.row.restOrderId]).toEqual(['refunded', null]);
    // Paid after its deposit lapsed, the rest is refunded in full: nothing is charged for goods that will not ship.
    expect(books.rests.map((r) => [r.status, r.refundedAmount])).toEqual([['refunded', 7000]]);
    const unpaid = await deposit(s, (await buyer()).session, { id: await insertPresale(s), payMethod: 4 });
    expect(unpaid.body.Result.deposit.status).toBe('unpaid');
  });
});
