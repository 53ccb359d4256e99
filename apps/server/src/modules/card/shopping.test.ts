import type { CardOrderOut, CardProductOut, MemberCardDetailOut, MemberCardOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalog.ts';
import { orders } from '../../db/schema/order.ts';
import { insertProduct } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import { orderState } from '../payment/payment-test-kit.ts';
import { cardCall, cardKey, cardSuite, staffCall } from './card-test-kit.ts';
import { passHolder } from './pass-test-kit.ts';
import {
  heldPrepaid,
  placeTender,
  settleTender,
  type TenderMember,
  tenderBooks,
  tenderMember,
} from './tender-test-kit.ts';

const DAY = 24 * 3600_000;

// Shopping cards (issue 29, decision 063): stored value spent only on the goods or categories of its product. Bought
// like a prepaid card, it pays at settlement what the order's covered lines still come to — never the other lines or
// the fees — and the rest is the balance's or a prepaid card's; a refund goes back to it.
describe.each(dbTargets())('shopping cards on %s', (target) => {
  const s = cardSuite(target);

  /** The store's bread (a ¥28 loaf) and drinks (a ¥10 tea), and a shopping card product on the bread. */
  async function bakery() {
    const [bread] = await s.t.db.insert(categories).values({ storeId: s.store, name: 'Bread' }).returning();
    const [drinks] = await s.t.db.insert(categories).values({ storeId: s.store, name: 'Drinks' }).returning();
    const loaf = await insertProduct(s.t.db, s.store, { name: 'Loaf', price: 2800, categoryId: bread!.id });
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1000, categoryId: drinks!.id });
    const made = await staffCall(s.t, 'POST', 'cards/products', {
      storeId: s.store,
      kind: 'shopping',
      name: '¥100 bakery card',
      translations: { 'zh-CN': { name: '100元面包购物卡' } },
      price: 95,
      faceValue: 100,
      validity: { mode: 'days', from: 'purchase', days: 365 },
      categoryIds: [bread!.id],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return {
      bread: bread!.id,
      loaf,
      tea,
      productId: made.body.Result.id as number,
      both: [
        { ProductId: loaf, ProductNum: 1 },
        { ProductId: tea, ProductNum: 1 },
      ],
    };
  }

  const buy = (who: TenderMember, id: number) =>
    cardCall<CardOrderOut>(s, 'Card/BuyCard', { id, payMethod: 2, idempotencyKey: cardKey() }, who.session);

  async function boughtCard(who: TenderMember, productId: number): Promise<MemberCardOut> {
    const bought = await buy(who, productId);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.Result.status).toBe('completed');
    return bought.body.Result.cards[0]!;
  }

  async function orderOf(orderNo: string) {
    const [order] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
    return orderState(s.t.db, order!.id);
  }

  it('staff make one only with a face value; a member buys it, issued with its face value, in the tab', async () => {
    const noFace = await staffCall(s.t, 'POST', 'cards/products', {
      kind: 'shopping',
      name: 'No face',
      price: 10,
      validity: { mode: 'days', from: 'purchase', days: 30 },
    });
    expect([noFace.status, noFace.body.Code]).toEqual([400, 'BAD_REQUEST']);
    const { productId } = await bakery();
    const onSale = await cardCall<CardProductOut>(s, 'Card/CardProductDetail', { id: productId });
    expect(onSale.body.Result).toMatchObject({
      kind: 'shopping',
      faceValue: 100,
      price: 95,
      covers: ['Bread'],
    });
    const who = await tenderMember(s, 20_000);
    const card = await boughtCard(who, productId);
    expect(card).toMatchObject({ kind: 'shopping', balance: 100, timesLeft: null, state: 'valid' });
    const books = await memberBooks(s.t.db, who.memberId);
    expect([books.member.balance, books.balanceSum]).toEqual([10_500, 10_500]);
    const tab = await cardCall<{ cards: MemberCardOut[] }>(s, 'Card/MyCards', { singletype: 2 }, who.session);
    expect(tab.body.Result.cards.map((c) => c.id)).toEqual([card.id]);
    const prepaidTab = await cardCall<{ cards: MemberCardOut[] }>(
      s,
      'Card/MyCards',
      { singletype: 3 },
      who.session,
    );
    expect(prepaidTab.body.Result.cards).toEqual([]);
    const detail = await cardCall<MemberCardDetailOut>(s, 'Card/CardDetails', { id: card.id }, who.session);
    expect(detail.body.Result).toMatchObject({ categoryNames: ['Bread'], records: [{ reason: 'purchase' }] });
    // Its money is among the member's assets, apart from the prepaid cards'.
    const assets = await cardCall<{ assets: { kind: string; amount: number }[] }>(
      s,
      'customeraccount/GetDeregisterAssets',
      {},
      who.session,
    );
    expect(assets.status, JSON.stringify(assets.body)).toBe(200);
    expect(assets.body.Result.assets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'shoppingCards', amount: 100 }),
        expect.objectContaining({ kind: 'prepaidCards', amount: 0 }),
      ]),
    );
  });

  it('pays only the covered goods of an order, the rest by balance; ledger sum = balance; the refund goes back', async () => {
    const { productId, both } = await bakery();
    const who = await tenderMember(s, 20_000);
    const card = await boughtCard(who, productId);
    const offered = (await settleTender(s, who.session, both)).body.Result;
    expect(offered.summary.amount).toBe(38);
    expect(offered.tenders?.offers).toEqual([
      expect.objectContaining({ id: card.id, kind: 'shopping', covers: ['Bread'], usable: true, pays: 28 }),
    ]);
    const chosen = (await settleTender(s, who.session, both, [card.id])).body.Result;
    expect(chosen.tenders).toMatchObject({ chosen: [card.id], cardsPay: 28, rest: 10 });
    const placed = await placeTender(s, who, both, [card.id], { payMethod: 2, expectedAmount: 38 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderNo = placed.body.Result.orderNo;
    const state = await orderOf(orderNo);
    expect(state.order).toMatchObject({ status: 'pending', amount: 3800, paidAmount: 3800 });
    expect(state.payments.map((p) => [p.provider, p.amount]).sort()).toEqual([
      ['balance', 1000],
      ['card', 2800],
    ]);
    let books = await tenderBooks(s.t.db, [card.id]);
    expect([books.cards[0]!.balance, books.cards[0]!.status, books.ledgerHolds]).toEqual([
      7200,
      'valid',
      true,
    ]);
    expect((await memberBooks(s.t.db, who.memberId)).member.balance).toBe(20_000 - 9500 - 1000);
    // The store cancels the paid order: the card's part back to the card, the balance's to the balance.
    const cancel = await staffCall(s.t, 'POST', `orders/${orderNo}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    books = await tenderBooks(s.t.db, [card.id]);
    expect([books.cards[0]!.balance, books.cards[0]!.status, books.ledgerHolds]).toEqual([
      10_000,
      'valid',
      true,
    ]);
    expect(books.entries.map((e) => [e.reason, e.deltaMoney])).toEqual([
      ['purchase', 10_000],
      ['spend', -2800],
      ['refund', 2800],
    ]);
    const member = await memberBooks(s.t.db, who.memberId);
    expect([member.member.balance, member.balanceSum]).toEqual([10_500, 10_500]);
  });

  it('a pass card covering a loaf first: the shopping card pays only what the loaves still come to', async () => {
    const { bread, loaf, tea } = await bakery();
    // A 1-time pass on the loaf takes one of two loaves off the goods (its allocation on the loaf's line).
    const who = await passHolder(s, { times: 1, productIds: [loaf] });
    const shopping = await heldPrepaid(s, who.memberId, 10_000, { kind: 'shopping', categoryIds: [bread] });
    const items = [
      { ProductId: loaf, ProductNum: 2 },
      { ProductId: tea, ProductNum: 1 },
    ];
    const body = { cardIds: [who.card.id], tenderCardIds: [shopping.id] };
    const settled = await cardCall<{
      summary: { amount: number };
      tenders: { cardsPay: number; rest: number };
    }>(s, 'checkout/IndexNoDiscount', { orderMode: 'takeout', items, ...body }, who.session);
    expect(settled.status, JSON.stringify(settled.body)).toBe(200);
    expect(settled.body.Result.summary.amount).toBe(38);
    expect(settled.body.Result.tenders).toMatchObject({ cardsPay: 28, rest: 10 });
    const placed = await placeTender(s, who, items, [shopping.id], {
      cardIds: [who.card.id],
      expectedAmount: 38,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const books = await tenderBooks(s.t.db, [shopping.id]);
    expect([books.cards[0]!.balance, books.ledgerHolds]).toEqual([7200, true]);
  });

  it('pays its covered goods first beside a prepaid card, which pays the rest', async () => {
    const { bread, both } = await bakery();
    const who = await tenderMember(s);
    const now = s.t.clock.now().getTime();
    const shopping = await heldPrepaid(s, who.memberId, 5000, { kind: 'shopping', categoryIds: [bread] });
    // Sooner-ending, yet it pays only what the shopping card leaves.
    const prepaid = await heldPrepaid(s, who.memberId, 5000, {}, new Date(now + 2 * DAY));
    const placed = await placeTender(s, who, both, [prepaid.id, shopping.id], {
      payMethod: 4,
      expectedAmount: 38,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const books = await tenderBooks(s.t.db, [shopping.id, prepaid.id]);
    expect(books.cards.map((c) => [c.id, c.balance])).toEqual([
      [shopping.id, 2200],
      [prepaid.id, 4000],
    ]);
    expect(books.ledgerHolds).toBe(true);
  });

  it('is refused at placefast and listed unusable when it covers nothing in the order; another member’s is 404', async () => {
    const { bread, tea } = await bakery();
    const who = await tenderMember(s, 5000);
    const card = await heldPrepaid(s, who.memberId, 5000, { kind: 'shopping', categoryIds: [bread] });
    const teaOnly = [{ ProductId: tea, ProductNum: 2 }];
    const settled = (await settleTender(s, who.session, teaOnly, [card.id])).body.Result;
    expect(settled.tenders).toMatchObject({ chosen: [], cardsPay: 0, rest: 20 });
    expect(settled.tenders?.offers).toEqual([
      expect.objectContaining({ id: card.id, usable: false, reason: 'CARD_NOTHING_COVERED', pays: 0 }),
    ]);
    const refused = await placeTender(s, who, teaOnly, [card.id]);
    expect([refused.status, refused.body.Code]).toEqual([422, 'CARD_NOTHING_COVERED']);
    const stranger = await tenderMember(s, 5000);
    const theirs = await placeTender(s, stranger, teaOnly, [card.id]);
    expect([theirs.status, theirs.body.Code]).toEqual([404, 'CARD_NOT_FOUND']);
    const notMine = await cardCall(s, 'Card/CardDetails', { id: card.id }, stranger.session);
    expect([notMine.status, notMine.body.Code]).toEqual([404, 'CARD_NOT_FOUND']);
    const books = await tenderBooks(s.t.db, [card.id]);
    expect([books.cards[0]!.balance, books.ledgerHolds]).toEqual([5000, true]);
  });
});
