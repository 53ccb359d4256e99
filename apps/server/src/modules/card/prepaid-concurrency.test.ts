import type { CardOrderOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cardBindFailures } from '../../db/schema/card.ts';
import { memberSession } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../payment/payment-test-kit.ts';
import { cardCall, cardKey, cardSuite } from './card-test-kit.ts';
import {
  bindCall,
  freshAddress,
  heldCards,
  insertPrepaidProduct,
  prepaidBooks,
  printBatch,
  spendCall,
  transferCall,
} from './prepaid-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency: the conditional updates, the row and advisory locks and the ledger's unique key.
describe.runIf(hasPostgres)('prepaid cards under concurrency on PostgreSQL', () => {
  const s = cardSuite('postgres');
  let phones = 0;
  async function member() {
    phones += 1;
    const phone = `136${String(process.pid % 10000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
    return { ...(await memberSession(s.t, phone)), phone };
  }

  for (let round = 1; round <= ROUNDS; round++) {
    it(`round ${round}: one printed card bound by 10 members at once: one binds it`, async () => {
      const product = await insertPrepaidProduct(s);
      const [card] = await printBatch(s, product.id);
      const members = await Promise.all(Array.from({ length: 10 }, () => member()));
      const answers = await Promise.all(
        members.map((m) => bindCall(s, m.session, card!.number, card!.password)),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      // Every try is counted before it is judged, so right ones in flight count against the card's limit until
      // each is taken back: some of the ten are refused as too frequent, none binds a second time.
      const refusals = answers.filter((a) => a.status !== 200).map((a) => a.body.Code);
      expect(refusals.every((c) => c === 'CARD_ALREADY_BOUND' || c === 'TOO_FREQUENT')).toBe(true);
      expect(refusals.filter((c) => c === 'CARD_ALREADY_BOUND').length).toBeGreaterThanOrEqual(4);
      // Right tries are taken back: none stays counted against the card.
      const left = await s.t.db.select().from(cardBindFailures).where(eq(cardBindFailures.cardId, card!.id));
      expect(left).toHaveLength(0);
      const held = await Promise.all(members.map((m) => heldCards(s.t.db, m.memberId)));
      expect(held.flat().map((c) => c.id)).toEqual([card!.id]);
    });

    it(`round ${round}: 30 wrong passwords on one card from one address at once: the lock-out holds`, async () => {
      const product = await insertPrepaidProduct(s);
      const [card] = await printBatch(s, product.id);
      const address = freshAddress();
      const members = await Promise.all(Array.from({ length: 30 }, () => member()));
      const answers = await Promise.all(
        members.map((m, i) => bindCall(s, m.session, card!.number, String(1_000_000_000 + i), address)),
      );
      expect(answers.filter((a) => a.body.Code === 'CARD_WRONG_NUMBER_OR_PASSWORD')).toHaveLength(5);
      expect(answers.filter((a) => a.body.Code === 'TOO_FREQUENT')).toHaveLength(25);
      // Locked against its own password too, from anywhere, until the window passes.
      const right = await bindCall(s, members[0]!.session, card!.number, card!.password);
      expect(right.body.Code).toBe('TOO_FREQUENT');
    });

    it(`round ${round}: a transfer racing counter spends: the balance never below 0, the ledger sums to it`, async () => {
      const product = await insertPrepaidProduct(s, { faceValue: 1000 });
      const [printed] = await printBatch(s, product.id);
      const giver = await member();
      const to = await member();
      expect((await bindCall(s, giver.session, printed!.number, printed!.password)).status).toBe(200);
      const transfer = transferCall(s, giver.session, {
        id: printed!.id,
        amount: 8,
        phone: to.phone,
        idempotencyKey: cardKey(),
      });
      const spends = Array.from({ length: 3 }, () => spendCall(s, printed!.number, 4, cardKey()));
      const [moved, ...spent] = await Promise.all([transfer, ...spends]);
      const took = spent.filter((a) => a.status === 200).length * 4 + (moved.status === 200 ? 8 : 0);
      expect(took).toBeLessThanOrEqual(10);
      const ids = [printed!.id, ...(await heldCards(s.t.db, to.memberId)).map((c) => c.id)];
      const books = await prepaidBooks(s.t.db, ids);
      expect(books.cards[0]!.balance).toBe(1000 - took * 100);
      expect(books.cards.every((c) => (c.balance ?? 0) >= 0)).toBe(true);
      expect(books.ledgerHolds).toBe(true);
      expect(books.cards.reduce((sum, c) => sum + (c.balance ?? 0), 0)).toBe(
        1000 - spent.filter((a) => a.status === 200).length * 400,
      );
    });

    it(`round ${round}: 50 copies of a prepaid purchase's payment notification at once: one card`, async () => {
      const product = await insertPrepaidProduct(s);
      const m = await member();
      const made = await cardCall<CardOrderOut>(
        s,
        'Card/BuyCard',
        { id: product.id, payMethod: 4, idempotencyKey: cardKey() },
        m.session,
      );
      const { prepayId } = await started(s.t, m.session, made.body.Result.orderNo, 4);
      await payWithoutNotice(s.t, prepayId);
      const copy = await notificationFor(s.t, prepayId);
      const answers = await Promise.all(Array.from({ length: 50 }, () => postNotify(s.t, copy)));
      expect(answers.every((a) => a.text === 'SUCCESS')).toBe(true);
      const cards = await heldCards(s.t.db, m.memberId);
      expect(cards.map((c) => c.balance)).toEqual([10_000]);
      expect(
        (
          await prepaidBooks(
            s.t.db,
            cards.map((c) => c.id),
          )
        ).entries,
      ).toHaveLength(1);
    });
  }
});
