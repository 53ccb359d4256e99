import type { SeckillOrderOut, SeckillSessionOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { insertStore, memberSession } from '../../../test/fixtures.ts';
import { dbTargets } from '../../../test/harness.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { cancelExpiredOrders } from '../../order/auto-cancel.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../../payment/payment-test-kit.ts';
import { staffCall } from '../activity-test-kit.ts';
import { balanceOf } from '../blind-box-test-kit.ts';
import { buyUnits, insertSeckill, seckillBooks, seckillCall, seckillSuite } from './seckill-test-kit.ts';

const HOUR = 3_600_000;

describe.each(dbTargets())('seckill on %s', (target) => {
  const s = seckillSuite(target);
  async function buyer(balance = 10_000) {
    const m = await memberSession(s.t);
    if (balance > 0) await giveBalance(s.t, m.memberId, balance);
    return m;
  }

  it('lists running then upcoming sessions, and shows a guest the page with its phase', async () => {
    const running = await insertSeckill(s);
    const upcoming = await insertSeckill(s, {
      startsAt: new Date(s.t.clock.now().getTime() + HOUR),
      endsAt: new Date(s.t.clock.now().getTime() + 2 * HOUR),
    });
    const over = await insertSeckill(s, {
      startsAt: new Date(s.t.clock.now().getTime() - 2 * HOUR),
      endsAt: new Date(s.t.clock.now().getTime() - HOUR),
    });
    const elsewhere = await insertSeckill(s, { storeId: await insertStore(s.t.db) });
    const list = await seckillCall<{ sessions: SeckillSessionOut[] }>(s, 'Seckill/LoadData');
    const ids = list.body.Result.sessions.map((x) => x.id);
    expect(ids.indexOf(running)).toBeLessThan(ids.indexOf(upcoming));
    expect(ids).not.toContain(over);
    expect(ids).not.toContain(elsewhere);
    const page = await seckillCall<{ session: SeckillSessionOut; bought: number | null }>(
      s,
      'Seckill/Detail',
      {
        id: upcoming,
      },
    );
    expect(page.body.Result).toMatchObject({
      session: { phase: 'upcoming', seckillPrice: 6, remaining: 10 },
      bought: null,
    });
    const m = await buyer();
    expect((await buyUnits(s, m.session, { id: upcoming })).body.Code).toBe('SECKILL_NOT_STARTED');
    expect((await buyUnits(s, m.session, { id: over })).body.Code).toBe('SECKILL_ENDED');
    expect(
      (
        await seckillCall(s, 'Seckill/Buy', {
          id: running,
          quantity: 1,
          payMethod: 2,
          expectedPrice: 6,
          idempotencyKey: 'x'.repeat(16),
        })
      ).status,
    ).toBe(401);
  });

  it('sells by balance within the limits, the stock and counters moving together; a changed price takes nothing', async () => {
    const id = await insertSeckill(s);
    const m = await buyer();
    expect((await buyUnits(s, m.session, { id, expectedPrice: 12 })).body.Code).toBe('CART_CHANGED');
    const bad = await buyUnits(s, m.session, { id, quantity: 0 });
    expect(bad.status).toBe(400);
    const key = 'seckill-repeat-key-001';
    const first = await buyUnits(s, m.session, { id, quantity: 2, idempotencyKey: key });
    expect(first.body.Result).toMatchObject({ status: 'pending', quantity: 2, amount: 12 });
    expect((await buyUnits(s, m.session, { id, quantity: 2, idempotencyKey: key })).body.Result.orderNo).toBe(
      first.body.Result.orderNo,
    );
    const over = await buyUnits(s, m.session, { id });
    expect([over.body.Code, over.body.Message]).toEqual([
      'SECKILL_MEMBER_LIMIT',
      expect.stringContaining('2'),
    ]);
    expect(await balanceOf(s.t.db, m.memberId)).toEqual({ balance: 10_000 - 1200, sum: 10_000 - 1200 });
    const books = await seckillBooks(s.t.db, id);
    expect([books.session.remaining, books.held, books.holds]).toEqual([8, 2, true]);
    const page = await seckillCall<{ bought: number; maxQuantity: number }>(
      s,
      'Seckill/Detail',
      { id },
      m.session,
    );
    expect(page.body.Result).toMatchObject({ bought: 2, maxQuantity: 0 });
    const poor = await buyer(100);
    expect((await buyUnits(s, poor.session, { id })).body.Code).toBe('BALANCE_INSUFFICIENT');
    expect((await seckillBooks(s.t.db, id)).session.remaining).toBe(8);
    const handOver = `/staff/seckills/orders/${first.body.Result.orderNo}/hand-over`;
    expect((await staffCall(s, 'POST', handOver)).body.Result).toMatchObject({ status: 'completed' });
    expect((await staffCall(s, 'POST', handOver)).body.Code).toBe('ORDER_STATE_CONFLICT');
  });

  it('holds units for an unpaid order and gives them back once when it is cancelled or times out', async () => {
    const id = await insertSeckill(s, { stock: 3 });
    const a = await memberSession(s.t);
    const held = await buyUnits(s, a.session, { id, quantity: 2, payMethod: 4 });
    expect(held.body.Result).toMatchObject({ status: 'unpaid', needPay: true });
    expect((await seckillBooks(s.t.db, id)).session.remaining).toBe(1);
    const cancelled = await seckillCall<SeckillOrderOut>(
      s,
      'Seckill/CancelOrder',
      { orderNo: held.body.Result.orderNo },
      a.session,
    );
    expect(cancelled.body.Result.status).toBe('cancelled');
    await seckillCall(s, 'Seckill/CancelOrder', { orderNo: held.body.Result.orderNo }, a.session);
    let books = await seckillBooks(s.t.db, id);
    expect([books.session.remaining, books.holds]).toEqual([3, true]);
    const b = await memberSession(s.t);
    const late = await buyUnits(s, b.session, { id, quantity: 2, payMethod: 4 });
    const { prepayId } = await started(s.t, b.session, late.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    s.t.clock.advance(HOUR);
    await cancelExpiredOrders({ db: s.t.db }, s.t.clock.now());
    books = await seckillBooks(s.t.db, id);
    expect([books.session.remaining, books.holds]).toEqual([3, true]);
    // The payment lands after the units went back: the money goes back, the order stays cancelled, nothing oversold.
    await postNotify(s.t, await notificationFor(s.t, prepayId));
    books = await seckillBooks(s.t.db, id);
    const lateRow = books.rows.find((r) => r.fact.memberId === b.memberId)!;
    expect([lateRow.status, lateRow.refundedAmount, books.session.remaining, books.holds]).toEqual([
      'cancelled',
      1200,
      3,
      true,
    ]);
  });
});
