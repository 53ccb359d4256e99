import { describe, expect, it } from 'vitest';
import { insertProduct } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { cardSuite } from './card-test-kit.ts';
import { heldPrepaid, placeTender, tenderBooks, tenderMember } from './tender-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency (decision 061): the prepaid card's part is taken by the placing statement's
// conditional update, so parallel orders cannot spend the same money twice.
describe.runIf(hasPostgres)('prepaid cards paying at settlement under concurrency on PostgreSQL', () => {
  const s = cardSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: a ¥10 card paying 10 parallel orders of ¥10: one is placed, the ledger sums to the balance`, async () => {
      const who = await tenderMember(s);
      const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1000, stock: 100 });
      const card = await heldPrepaid(s, who.memberId, 1000);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          placeTender(s, who, [{ ProductId: tea, ProductNum: 1 }], [card.id], { payMethod: 4 }),
        ),
      );
      const placed = answers.filter((a) => a.status === 200);
      expect(placed, JSON.stringify(answers.map((a) => a.body.Code))).toHaveLength(1);
      // The others see the card spent: by the read before the statement, or by its conditional update.
      expect(answers.filter((a) => a.status !== 200).map((a) => a.body.Code)).toEqual(
        Array.from({ length: 9 }, () => expect.stringMatching(/^CARD_(BALANCE_INSUFFICIENT)$/)),
      );
      const books = await tenderBooks(s.t.db, [card.id]);
      expect([books.cards[0]!.balance, books.cards[0]!.status, books.ledgerHolds]).toEqual([0, 'used', true]);
      expect(books.entries.filter((e) => e.reason === 'spend')).toHaveLength(1);
    });
  }
});
