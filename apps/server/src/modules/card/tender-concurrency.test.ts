import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { hasPostgres } from '../../test/harness.ts';
import { orderState, started } from '../payment/payment-test-kit.ts';
import { cardKey, cardSuite } from './card-test-kit.ts';
import { spendCall } from './prepaid-test-kit.ts';
import { heldPrepaid, placeTender, tenderBooks, tenderMember } from './tender-test-kit.ts';

const ROUNDS = 20;

// DESIGN §4 under real concurrency (decision 061): the prepaid card's part is taken by the placing statement's
// conditional update, so parallel orders, or the counter beside an order paid online for the rest, cannot spend
// the same money twice, and an order is placed with its card part or refused whole.
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

    it(`round ${round}: a ¥10 card's part of an order paid online for the rest, racing two ¥4 counter spends: never below 0, never half`, async () => {
      const who = await tenderMember(s);
      const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1000, stock: 100 });
      const cake = await insertProduct(s.t.db, s.store, { name: 'Cake', price: 800, stock: 100 });
      const card = await heldPrepaid(s, who.memberId, 1000);
      const items = [
        { ProductId: tea, ProductNum: 1 },
        { ProductId: cake, ProductNum: 1 },
      ];
      // The order placed with the card and the rest online, then that rest paid: its notification reaches the shop.
      const placeAndPay = async () => {
        const placed = await placeTender(s, who, items, [card.id], { payMethod: 4 });
        if (placed.status !== 200) return { placed, paid: null };
        const { prepayId } = await started(s.t, who.session, placed.body.Result.orderNo, 4);
        return { placed, paid: await s.t.call('paysandbox/Pay', { prepayId }) };
      };
      const [order, ...spends] = await Promise.all([
        placeAndPay(),
        spendCall(s, card.number, 4, cardKey()),
        spendCall(s, card.number, 4, cardKey()),
      ]);
      const spent = spends.filter((a) => a.status === 200).length * 400;
      for (const refused of spends.filter((a) => a.status !== 200))
        expect(refused.body.Code).toBe('CARD_BALANCE_INSUFFICIENT');
      const books = await tenderBooks(s.t.db, [card.id]);
      const balance = books.cards[0]!.balance!;
      expect([balance >= 0, books.ledgerHolds]).toEqual([true, true]);
      const made = await s.t.db.select().from(orders).where(eq(orders.memberId, who.memberId));
      const orderSpends = books.entries.filter((e) => e.reason === 'spend' && e.orderId !== null);
      if (order.placed.status !== 200) {
        // Refused whole: no order, nothing taken off the card for it.
        expect(order.placed.body.Code).toMatch(/^CARD_/);
        expect([made.length, orderSpends.length, balance]).toEqual([0, 0, 1000 - spent]);
        return;
      }
      // Placed whole: the card's part taken once (its entry and its paid payment agree), the rest paid online.
      expect(order.paid?.status, JSON.stringify(order.paid?.body)).toBe(200);
      const { order: row, payments } = await orderState(s.t.db, made[0]!.id);
      expect(orderSpends).toHaveLength(1);
      const cardPart = -orderSpends[0]!.deltaMoney;
      expect(cardPart).toBeGreaterThan(0);
      expect(balance).toBe(1000 - spent - cardPart);
      expect(payments.map((p) => [p.provider, p.amount, p.status])).toEqual([
        ['card', cardPart, 'paid'],
        ['sandbox', 1800 - cardPart, 'paid'],
      ]);
      expect(row).toMatchObject({ status: 'pending', paidAmount: 1800 });
    });
  }
});
