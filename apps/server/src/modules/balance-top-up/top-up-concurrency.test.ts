import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { giftInstalments } from '../../db/schema/balance-top-up.ts';
import { memberSession } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../payment/payment-test-kit.ts';
import { releaseDueInstalments } from './gift-instalments.ts';
import { insertRule, shopIn, topUp, topUpApp } from './top-up-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: a top-up and its gifts credited once however often the gateway says it is paid,
// and each gift instalment once however many instances release it.
describe.runIf(hasPostgres)('top-up under concurrency on PostgreSQL', () => {
  const app = topUpApp('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 50 duplicate notifications of one top-up credit it and its gift once`, async () => {
      const s = await shopIn(app.t);
      const rule = await insertRule(s.t.db, s.store, s.t.clock.now(), {
        giftBalance: 2000,
        giftInstalments: 2,
        giftEvery: 'day',
      });
      const m = await memberSession(s.t);
      const placed = await topUp(s, m.session, { ruleId: rule.id });
      const { prepayId } = await started(s.t, m.session, placed.body.Result.orderNo);
      await payWithoutNotice(s.t, prepayId);
      const notice = await notificationFor(s.t, prepayId);
      const answers = await Promise.all(Array.from({ length: 50 }, () => postNotify(s.t, notice)));
      expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
      const books = await memberBooks(s.t.db, m.memberId);
      expect(books.balanceEntries.map((e) => [e.reason, e.delta])).toEqual([
        ['top_up', 10_000],
        ['top_up_gift', 1000],
      ]);
      expect(books.member.balance).toBe(11_000);
      expect(books.balanceSum).toBe(11_000);
      const parts = await s.t.db
        .select()
        .from(giftInstalments)
        .where(eq(giftInstalments.memberId, m.memberId));
      expect(parts).toHaveLength(2);
      // Four instances releasing the second instalment at once: credited once.
      const due = parts.find((p) => p.seq === 2)!.dueAt;
      await Promise.all(Array.from({ length: 4 }, () => releaseDueInstalments(s.t, due)));
      const after = await memberBooks(s.t.db, m.memberId);
      expect(after.member.balance).toBe(12_000);
      expect(after.balanceSum).toBe(12_000);
      expect(after.balanceEntries.filter((e) => e.reason === 'top_up_gift')).toHaveLength(2);
    });
  }
});
