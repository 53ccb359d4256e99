import type { GroupMealBookingOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, hasPostgres, suiteWorld } from '../../test/harness.ts';
import { shopper } from '../checkout/checkout-test-kit.ts';
import { paymentTestEnv } from '../payment/payment-test-kit.ts';
import { book, books, groupMealStore } from './group-meal-test-kit.ts';

describe.runIf(hasPostgres)('two parallel group-meal cancels on PostgreSQL', () => {
  const w = suiteWorld(async () => {
    const t = await createTestApp('postgres', { env: paymentTestEnv });
    return { t, ...(await groupMealStore(t.db)) };
  });

  it('refund the deposit once, 20 rounds', async () => {
    for (let round = 0; round < 20; round++) {
      const who = await shopper(w.t, 50_000);
      const made = await book(w.t, w.store, who.session, { menuId: w.menu });
      const orderNo = made.body.Result!.orderNo;
      const cancel = () =>
        w.t.call<GroupMealBookingOut>('GroupMeal/Cancel', { orderNo }, { session: who.session });
      const answers = await Promise.all([cancel(), cancel()]);
      expect(answers.map((a) => [a.status, a.body.Result?.status])).toEqual([
        [200, 'refunded'],
        [200, 'refunded'],
      ]);
      const after = await books(w.t.db, who.memberId);
      expect(after.entries).toEqual([
        ['manual_edit', 50_000],
        ['group_meal_deposit', -13_275],
        ['refund', 13_275],
      ]);
      expect([after.balance, after.sum]).toEqual([50_000, 50_000]);
    }
  });
});
