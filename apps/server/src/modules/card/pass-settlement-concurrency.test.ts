import { describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { cardBooks, cardKey, cardSuite, staffCall } from './card-test-kit.ts';
import { passHolder, placeWith } from './pass-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: the placing statement's conditional update and the counter's take one card row
// each; whichever commits first takes the last time, every other call is refused, and the ledger sums to the card.
describe.runIf(hasPostgres)('a pass card at settlement and at the counter at once on PostgreSQL', () => {
  const s = cardSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: the last time wanted by 10 orders and 5 counters: one use`, async () => {
      const who = await passHolder(s, { times: 1 });
      const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500, stock: 1000 });
      const orders = Array.from({ length: 10 }, () =>
        placeWith(s, who, [{ ProductId: tea, ProductNum: 1 }], [who.card.id]),
      );
      const counters = Array.from({ length: 5 }, () =>
        staffCall(s.t, 'POST', 'cards/use', { number: who.card.number, storeId: s.store, key: cardKey() }),
      );
      const [placed, used] = await Promise.all([Promise.all(orders), Promise.all(counters)]);
      const won = placed.filter((p) => p.status === 200).length + used.filter((u) => u.status === 200).length;
      expect(won).toBe(1);
      expect([...placed, ...used].filter((r) => r.status !== 200).map((r) => r.body.Code)).toEqual(
        Array(14).fill('CARD_USED_UP'),
      );
      const books = await cardBooks(s.t.db, who.memberId);
      expect([books.cards[0]!.timesLeft, books.cards[0]!.status, books.ledgerHolds]).toEqual([
        0,
        'used',
        true,
      ]);
      expect(books.entries.filter((e) => e.reason === 'use')).toHaveLength(1);
      // Nobody paid for an order the card did not cover: the one order placed (if any) cost nothing.
      expect(books.balance).toBe(books.balanceSum);
      expect(books.orders.filter((o) => o.kind === 'goods')).toHaveLength(
        placed.filter((p) => p.status === 200).length,
      );
    });
  }
});
