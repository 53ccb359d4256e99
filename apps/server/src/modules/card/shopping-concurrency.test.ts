import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalog.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { cardSuite } from './card-test-kit.ts';
import { heldPrepaid, placeTender, tenderBooks, tenderMember } from './tender-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency (decision 063): a shopping card's part is taken by the same conditional update as
// a prepaid card's, so parallel orders of its covered goods cannot spend the same money twice.
describe.runIf(hasPostgres)('shopping cards paying at settlement under concurrency on PostgreSQL', () => {
  const s = cardSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: a ¥10 shopping card paying 10 parallel orders of ¥10 of its bread: one is placed`, async () => {
      const who = await tenderMember(s);
      const [bread] = await s.t.db.insert(categories).values({ storeId: s.store, name: 'Bread' }).returning();
      const bun = await insertProduct(s.t.db, s.store, {
        name: 'Bun',
        price: 1000,
        stock: 100,
        categoryId: bread!.id,
      });
      const card = await heldPrepaid(s, who.memberId, 1000, { kind: 'shopping', categoryIds: [bread!.id] });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          placeTender(s, who, [{ ProductId: bun, ProductNum: 1 }], [card.id], { payMethod: 4 }),
        ),
      );
      const placed = answers.filter((a) => a.status === 200);
      expect(placed, JSON.stringify(answers.map((a) => a.body.Code))).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 200).map((a) => a.body.Code)).toEqual(
        Array.from({ length: 9 }, () => 'CARD_BALANCE_INSUFFICIENT'),
      );
      const books = await tenderBooks(s.t.db, [card.id]);
      expect([books.cards[0]!.balance, books.cards[0]!.status, books.ledgerHolds]).toEqual([0, 'used', true]);
      expect(books.entries.filter((e) => e.reason === 'spend')).toHaveLength(1);
    });
  }
});
