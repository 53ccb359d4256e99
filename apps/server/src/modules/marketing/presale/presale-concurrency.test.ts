import { describe, expect, it } from 'vitest';
import { memberSession } from '../../../test/fixtures.ts';
import { hasPostgres } from '../../../test/harness.ts';
import { giveBalance } from '../../level/level-test-kit.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../../payment/payment-test-kit.ts';
import { balanceOf } from '../blind-box-test-kit.ts';
import { lapseDueDeposits } from '../index.ts';
import { deposit, depositBooks, HOUR, insertPresale, presaleSuite, rest } from './presale-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: the deposit row's conditional update alone settles each deposit once.
describe.runIf(hasPostgres)('pre-sales under concurrency on PostgreSQL', () => {
  const s = presaleSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 8 rest payments of one deposit at once under 8 keys: one paid, charged once`, async () => {
      const id = await insertPresale(s);
      const m = await memberSession(s.t);
      await giveBalance(s.t, m.memberId, 100_000);
      const depositNo = (await deposit(s, m.session, { id })).body.Result.deposit.orderNo;
      s.t.clock.advance(HOUR);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => rest(s, m.session, { orderNo: depositNo })),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.body.Code === 'PRESALE_REST_PAID')).toHaveLength(7);
      const books = await depositBooks(s.t.db, depositNo);
      expect([books.order.status, books.rests.filter((r) => r.paidAt !== null).length]).toEqual([
        'completed',
        1,
      ]);
      expect(await balanceOf(s.t.db, m.memberId)).toEqual({ balance: 100_000 - 8000, sum: 100_000 - 8000 });
    });

    it(`round ${round}: the lapse job and a late rest payment at the same moment: exactly one of them`, async () => {
      const id = await insertPresale(s, { lapsedDeposit: 'forfeit' });
      const m = await memberSession(s.t);
      await giveBalance(s.t, m.memberId, 100_000);
      const depositNo = (await deposit(s, m.session, { id })).body.Result.deposit.orderNo;
      s.t.clock.advance(2 * HOUR - 60_000);
      const placed = await rest(s, m.session, { orderNo: depositNo, payMethod: 4 });
      const restNo = placed.body.Result.rest!.orderNo;
      const { prepayId } = await started(s.t, m.session, restNo, 4);
      await payWithoutNotice(s.t, prepayId);
      const copy = await notificationFor(s.t, prepayId);
      s.t.clock.advance(HOUR);
      await Promise.all([
        lapseDueDeposits({ db: s.t.db, log: s.t.app.log }, s.t.clock.now()),
        postNotify(s.t, copy),
        postNotify(s.t, copy),
      ]);
      const books = await depositBooks(s.t.db, depositNo);
      const [theRest] = books.rests;
      if (books.row.lapsedAt) {
        expect([books.row.restOrderId, books.order.status, theRest!.refundedAmount]).toEqual([
          null,
          'completed',
          7000,
        ]);
      } else {
        expect([books.row.restOrderId, books.order.status, theRest!.status]).toEqual([
          theRest!.id,
          'completed',
          'pending',
        ]);
      }
    });
  }
});
