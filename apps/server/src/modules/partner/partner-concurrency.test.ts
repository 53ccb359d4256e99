import type { CashOutOut } from '@shop/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profitEntries } from '../../db/schema/partner.ts';
import { memberSession } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import {
  bind,
  complete,
  DAY_MS,
  newKey,
  newPartner,
  paidOrder,
  partnerCall,
  partnerSuite,
  partnerWithWithdrawable,
  profitBooks,
  refund,
  staffRequest,
} from './partner-test-kit.ts';
import { releaseOne } from './release.ts';

const ROUNDS = 20;

const cashOut = (amount: number) => ({
  amount,
  method: 'alipay',
  remark: 'all of it',
  agreementVersion: '1',
  idempotencyKey: newKey(),
});

// DESIGN §4 under real concurrency: one conditional update or unique key decides, whatever the timing.
describe.runIf(hasPostgres)('partner profit under concurrency on PostgreSQL', () => {
  const s = partnerSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 20 cash-outs of the whole withdrawable at once → one; an order completed twice at once → commission once`, async () => {
      const { partner } = await partnerWithWithdrawable(s, 5000);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          partnerCall<CashOutOut>(s, 'Partner/CashOut', cashOut(50), partner.session),
        ),
      );
      expect(answers.filter((a) => a.body.Success)).toHaveLength(1);
      expect(answers.filter((a) => a.body.Code === 'WITHDRAWAL_ABOVE_BALANCE')).toHaveLength(19);
      const books = await profitBooks(s.t.db, partner.memberId);
      expect([books.withdrawable, books.withdrawableSum]).toEqual([0, 0]);

      const buyer = await memberSession(s.t);
      await bind(s, buyer.memberId, partner.memberId);
      const order = await paidOrder(s, buyer.memberId, [
        { quantity: 2, paid: 3000 },
        { quantity: 1, paid: 999 },
      ]);
      const done = await Promise.allSettled([complete(s, order.orderNo), complete(s, order.orderNo)]);
      expect(done.filter((d) => d.status === 'fulfilled')).toHaveLength(1);
      const after = await profitBooks(s.t.db, partner.memberId);
      const commissions = after.entries.filter((e) => e.kind === 'commission' && e.orderId === order.id);
      expect(commissions.map((e) => e.pendingDelta)).toEqual([300, 99]);
      expect([after.pending, after.pendingSum]).toEqual([399, 399]);
    });

    it(`round ${round}: a refund racing the hold-day release leaves the ledger reconciled; confirm racing reject → one`, async () => {
      const partner = await newPartner(s);
      const buyer = await memberSession(s.t);
      await bind(s, buyer.memberId, partner.memberId);
      const order = await paidOrder(s, buyer.memberId, [{ quantity: 3, paid: 30_000 }]);
      await complete(s, order.orderNo);
      const [commission] = await s.t.db
        .select()
        .from(profitEntries)
        .where(and(eq(profitEntries.orderId, order.id), eq(profitEntries.kind, 'commission')));
      const later = new Date(s.t.clock.now().getTime() + 9 * DAY_MS);
      const [released] = await Promise.all([
        releaseOne(s.t.db, commission!.id, later),
        refund(s, order.orderNo, [{ lineId: order.lineIds[0]!, quantity: 1 }]),
      ]);
      expect(released).toBe(true);
      const books = await profitBooks(s.t.db, partner.memberId);
      expect([books.pending, books.withdrawable]).toEqual([books.pendingSum, books.withdrawableSum]);
      // Whichever went first, a third of the ¥30 commission was reversed and the rest is withdrawable.
      expect([books.pending, books.withdrawable]).toEqual([0, 2000]);

      const request = await partnerCall<CashOutOut>(s, 'Partner/CashOut', cashOut(20), partner.session);
      const id = request.body.Result.id;
      const [confirmed, rejected] = await Promise.all([
        staffRequest(s, 'POST', `partner/cash-outs/${id}/confirm`),
        staffRequest(s, 'POST', `partner/cash-outs/${id}/reject`),
      ]);
      const codes = [confirmed.statusCode, rejected.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const end = await profitBooks(s.t.db, partner.memberId);
      expect([end.withdrawable, end.withdrawableSum]).toEqual(
        confirmed.statusCode === 200 ? [0, 0] : [2000, 2000],
      );
    });
  }
});
