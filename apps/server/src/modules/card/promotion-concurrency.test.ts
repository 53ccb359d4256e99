import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { cardBooks, cardSuite } from './card-test-kit.ts';
import { getPromotionCard, promotionProduct, unlockedPromotion } from './promotion-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: a member tapping "Get the card" on several phones at once (each its own
// idempotency key) gets one card of a buy-limit-1 promotion card, by the card_takes conditional upsert alone.
describe.runIf(hasPostgres)('promotion cards under concurrency on PostgreSQL', () => {
  const s = cardSuite('postgres');

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: 10 parallel gets of a buy-limit-1 card by one member → 1 card`, async () => {
      const promotionId = await unlockedPromotion(s);
      const { id, code } = await promotionProduct(s, promotionId);
      const m = await memberSession(s.t);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => getPromotionCard(s, m.session, id, code)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200)) expect(a.body.Code).toBe('CARD_BUY_LIMIT');
      const books = await cardBooks(s.t.db, m.memberId);
      expect(books.cards).toHaveLength(1);
      expect(books.orders.filter((o) => o.status === 'completed')).toHaveLength(1);
    });
  }
});
