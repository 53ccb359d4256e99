import type { CardOrderOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../payment/payment-test-kit.ts';
import { cardBooks, cardCall, cardKey, cardSuite, insertCardProduct, staffCall } from './card-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: the conditional updates and the ledger's unique key alone keep the counts.
describe.runIf(hasPostgres)('pass cards under concurrency on PostgreSQL', () => {
  const s = cardSuite('postgres');
  const buy = (session: string, body: Record<string, unknown>) =>
    cardCall<CardOrderOut>(s, 'Card/BuyCard', { payMethod: 2, idempotencyKey: cardKey(), ...body }, session);

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: a card with 1 time left used by 10 counters at once: one use`, async () => {
      const m = await memberSession(s.t);
      await giveBalance(s.t, m.memberId, 3000);
      const product = await insertCardProduct(s.t, s.store, { times: 1 });
      const card = (await buy(m.session, { id: product.id })).body.Result.cards[0]!;
      const uses = await Promise.all(
        Array.from({ length: 10 }, () =>
          staffCall(s.t, 'POST', 'cards/use', { number: card.number, storeId: s.store, key: cardKey() }),
        ),
      );
      expect(uses.filter((u) => u.status === 200)).toHaveLength(1);
      expect(uses.filter((u) => u.body.Code === 'CARD_USED_UP')).toHaveLength(9);
      const books = await cardBooks(s.t.db, m.memberId);
      expect([books.cards[0]!.timesLeft, books.cards[0]!.status, books.ledgerHolds]).toEqual([
        0,
        'used',
        true,
      ]);
      expect(books.entries.filter((e) => e.reason === 'use')).toHaveLength(1);
    });

    it(`round ${round}: one till key sent 10 times at once: one use`, async () => {
      const m = await memberSession(s.t);
      await giveBalance(s.t, m.memberId, 3000);
      const product = await insertCardProduct(s.t, s.store, { times: 3 });
      const card = (await buy(m.session, { id: product.id })).body.Result.cards[0]!;
      const key = cardKey();
      const uses = await Promise.all(
        Array.from({ length: 10 }, () =>
          staffCall(s.t, 'POST', 'cards/use', { number: card.number, storeId: s.store, key }),
        ),
      );
      expect(uses.every((u) => u.status === 200)).toBe(true);
      expect(uses.filter((u) => u.body.Result.applied)).toHaveLength(1);
      const books = await cardBooks(s.t.db, m.memberId);
      expect([books.cards[0]!.timesLeft, books.ledgerHolds]).toEqual([2, true]);
    });

    it(`round ${round}: the last card in stock bought by 10 members at once: one card`, async () => {
      const product = await insertCardProduct(s.t, s.store, { total: 1 });
      const members = await Promise.all(Array.from({ length: 10 }, () => memberSession(s.t)));
      for (const m of members) await giveBalance(s.t, m.memberId, 3000);
      const answers = await Promise.all(members.map((m) => buy(m.session, { id: product.id })));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.body.Code === 'CARD_SOLD_OUT')).toHaveLength(9);
      const books = await Promise.all(members.map((m) => cardBooks(s.t.db, m.memberId)));
      expect(books.flatMap((b) => b.cards)).toHaveLength(1);
      // Nobody paid for a card they did not get.
      expect(books.map((b) => b.balance).sort((a, b) => a - b)).toEqual([0, ...Array(9).fill(3000)]);
      expect(books.every((b) => b.balance === b.balanceSum && b.ledgerHolds)).toBe(true);
    });

    it(`round ${round}: 50 copies of one card purchase's payment notification at once: one card`, async () => {
      const product = await insertCardProduct(s.t, s.store, { total: 5 });
      const m = await memberSession(s.t);
      const made = await buy(m.session, { id: product.id, payMethod: 4 });
      const { prepayId } = await started(s.t, m.session, made.body.Result.orderNo, 4);
      await payWithoutNotice(s.t, prepayId);
      const copy = await notificationFor(s.t, prepayId);
      const answers = await Promise.all(Array.from({ length: 50 }, () => postNotify(s.t, copy)));
      expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
      const books = await cardBooks(s.t.db, m.memberId);
      expect(books.orders).toMatchObject([{ status: 'completed', paidAmount: 3000 }]);
      expect([books.cards.length, books.entries.length, books.ledgerHolds]).toEqual([1, 1, true]);
    });
  }
});
