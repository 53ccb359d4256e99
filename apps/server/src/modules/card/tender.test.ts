import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { insertProduct, insertStore } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { memberBooks } from '../level/level-test-kit.ts';
import { notificationFor, orderState, postNotify, started } from '../payment/payment-test-kit.ts';
import { cardCall, cardSuite, staffCall } from './card-test-kit.ts';
import {
  heldPrepaid,
  placeTender,
  settleTender,
  type TenderMember,
  tenderBooks,
  tenderMember,
} from './tender-test-kit.ts';

const DAY = 24 * 3600_000;

// Split tender (decision 061): a bound prepaid card pays an order at settlement, alone or beside the balance or an
// online payment for the rest, and every refund goes back to the source it came from.
describe.each(dbTargets())('prepaid cards paying at settlement on %s', (target) => {
  const s = cardSuite(target);

  /** Tea ¥10 and cake ¥8 of the suite's store. */
  async function menu() {
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1000 });
    const cake = await insertProduct(s.t.db, s.store, { name: 'Cake', price: 800 });
    return {
      tea,
      cake,
      both: [
        { ProductId: tea, ProductNum: 1 },
        { ProductId: cake, ProductNum: 1 },
      ],
    };
  }

  async function orderOf(orderNo: string) {
    const [order] = await s.t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
    return orderState(s.t.db, order!.id);
  }

  async function completed(orderNo: string) {
    expect((await staffCall(s.t, 'POST', `orders/${orderNo}/accept`)).status).toBe(200);
    expect((await staffCall(s.t, 'POST', `orders/${orderNo}/complete`)).status).toBe(200);
  }

  const balanceOf = async (who: TenderMember) => {
    const books = await memberBooks(s.t.db, who.memberId);
    return { balance: books.member.balance, holds: books.balanceSum === books.member.balance };
  };

  it('offers the cards soonest-expiring first with what each can pay, and the split adds up', async () => {
    const who = await tenderMember(s);
    const { both } = await menu();
    const now = s.t.clock.now().getTime();
    const later = await heldPrepaid(s, who.memberId, 5000, {}, new Date(now + 60 * DAY));
    const sooner = await heldPrepaid(s, who.memberId, 1000, {}, new Date(now + 5 * DAY));
    const offered = (await settleTender(s, who.session, both)).body.Result;
    expect(offered.summary.amount).toBe(18);
    expect(offered.tenders).toEqual({
      chosen: [],
      offers: [
        expect.objectContaining({ id: sooner.id, balance: 10, usable: true, reason: null, pays: 10 }),
        expect.objectContaining({ id: later.id, balance: 50, usable: true, reason: null, pays: 18 }),
      ],
      cardsPay: 0,
      rest: 18,
    });
    // Both chosen, in any order: the sooner card spends first, the later one pays the rest.
    const chosen = (await settleTender(s, who.session, both, [later.id, sooner.id])).body.Result;
    expect(chosen.summary.amount).toBe(18);
    expect(chosen.tenders?.cardsPay).toBe(18);
    expect(chosen.tenders?.rest).toBe(0);
    expect(chosen.tenders?.offers.map((o) => [o.id, o.pays])).toEqual([
      [sooner.id, 10],
      [later.id, 8],
    ]);
  });

  it('a card alone pays all: the order is paid when placed, the card spent by one entry and one payment', async () => {
    const who = await tenderMember(s);
    const { both } = await menu();
    const card = await heldPrepaid(s, who.memberId, 5000);
    const placed = await placeTender(s, who, both, [card.id], { payMethod: 4, expectedAmount: 18 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const state = await orderOf(placed.body.Result.orderNo);
    expect(state.order).toMatchObject({
      status: 'pending',
      amount: 1800,
      paidAmount: 1800,
      cancelAfter: null,
    });
    expect(state.order.paidAt).not.toBeNull();
    expect(state.payments.map((p) => [p.provider, p.amount, p.status, p.gatewayRef])).toEqual([
      ['card', 1800, 'paid', String(card.id)],
    ]);
    const books = await tenderBooks(s.t.db, [card.id]);
    expect([books.cards[0]!.balance, books.cards[0]!.status, books.ledgerHolds]).toEqual([
      3200,
      'valid',
      true,
    ]);
    expect(books.entries.filter((e) => e.reason === 'spend')).toEqual([
      expect.objectContaining({ deltaMoney: -1800, orderId: state.order.id, ref: '' }),
    ]);
  });

  it('a card and the balance: the card pays what it holds, the balance the rest, both in their ledgers', async () => {
    const who = await tenderMember(s, 1000);
    const { both } = await menu();
    const card = await heldPrepaid(s, who.memberId, 1000);
    const placed = await placeTender(s, who, both, [card.id], { payMethod: 2 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const state = await orderOf(placed.body.Result.orderNo);
    expect(state.order).toMatchObject({ status: 'pending', paidAmount: 1800 });
    expect(state.payments.map((p) => [p.provider, p.amount, p.status]).sort()).toEqual([
      ['balance', 800, 'paid'],
      ['card', 1000, 'paid'],
    ]);
    expect(await balanceOf(who)).toEqual({ balance: 200, holds: true });
    const books = await tenderBooks(s.t.db, [card.id]);
    expect([books.cards[0]!.balance, books.cards[0]!.status, books.ledgerHolds]).toEqual([0, 'used', true]);
    // The balance that the card leaves short is still refused.
    const poor = await tenderMember(s, 100);
    const small = await heldPrepaid(s, poor.memberId, 1000);
    const short = await placeTender(s, poor, both, [small.id], { payMethod: 2 });
    expect([short.status, short.body.Code]).toEqual([409, 'BALANCE_INSUFFICIENT']);
    expect((await tenderBooks(s.t.db, [small.id])).cards[0]!.balance).toBe(1000);
  });

  it('a card and an online payment: the order is paid only when the notification of the rest arrives', async () => {
    const who = await tenderMember(s);
    const { both } = await menu();
    const card = await heldPrepaid(s, who.memberId, 1000);
    const placed = await placeTender(s, who, both, [card.id], { payMethod: 4 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderNo = placed.body.Result.orderNo;
    const before = await orderOf(orderNo);
    expect(before.order).toMatchObject({ status: 'unpaid', paidAt: null });
    expect(before.order.cancelAfter).not.toBeNull();
    const { out, prepayId } = await started(s.t, who.session, orderNo, 4);
    expect(out.amount).toBe(8);
    // Paid on the gateway's page, whose notification reaches the shop.
    const paid = await s.t.call('paysandbox/Pay', { prepayId });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const after = await orderOf(orderNo);
    expect(after.order).toMatchObject({ status: 'pending', paidAmount: 1800, payMethod: 4 });
    expect(after.payments.map((p) => [p.provider, p.amount, p.status])).toEqual([
      ['card', 1000, 'paid'],
      ['sandbox', 800, 'paid'],
    ]);
    // Copies of the notification change nothing more.
    const again = await notificationFor(s.t, prepayId);
    const copies = await Promise.all(Array.from({ length: 5 }, () => postNotify(s.t, again)));
    expect(copies.every((c) => c.status === 200)).toBe(true);
    expect((await orderOf(orderNo)).order.paidAmount).toBe(1800);
  });

  it('a cancel of an unpaid split order gives the card its money back, once', async () => {
    const who = await tenderMember(s);
    const { both } = await menu();
    const card = await heldPrepaid(s, who.memberId, 1000);
    const placed = await placeTender(s, who, both, [card.id], { payMethod: 4 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderNo = placed.body.Result.orderNo;
    expect((await tenderBooks(s.t.db, [card.id])).cards[0]!.status).toBe('used');
    const cancel = await cardCall(s, 'Order/CancelProductOrder', { orderNo }, who.session);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const again = await cardCall(s, 'Order/CancelProductOrder', { orderNo }, who.session);
    expect(again.status).not.toBe(500);
    const state = await orderOf(orderNo);
    expect(state.order.status).toBe('cancelled');
    expect(state.payments.map((p) => [p.provider, p.status, p.refundedAmount])).toEqual([
      ['card', 'refunded', 1000],
    ]);
    const books = await tenderBooks(s.t.db, [card.id]);
    expect([books.cards[0]!.balance, books.cards[0]!.status, books.ledgerHolds]).toEqual([
      1000,
      'valid',
      true,
    ]);
    expect(books.entries.filter((e) => e.reason === 'refund')).toHaveLength(1);
  });

  it('a refund of a paid split order returns each part to its source: by line the card first, then the gateway', async () => {
    const who = await tenderMember(s);
    const { both } = await menu();
    const card = await heldPrepaid(s, who.memberId, 1000);
    const placed = await placeTender(s, who, both, [card.id], { payMethod: 4 });
    const orderNo = placed.body.Result.orderNo;
    const { prepayId } = await started(s.t, who.session, orderNo, 4);
    expect((await s.t.call('paysandbox/Pay', { prepayId })).status).toBe(200);
    await completed(orderNo);
    const lines = (await staffCall(s.t, 'GET', `orders/${orderNo}/lines`)).body.Result.lines as {
      lineId: number;
      name: string;
      paid: number;
    }[];
    const cake = lines.find((l) => l.name === 'Cake')!;
    // A line's paid amount is what it costs, whoever paid it (tenders are not allocated to lines).
    expect(cake.paid).toBe(8);
    const first = await staffCall(s.t, 'POST', `orders/${orderNo}/refund`, {
      lines: [{ lineId: cake.lineId, quantity: 1 }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    let state = await orderOf(orderNo);
    expect(state.payments.map((p) => [p.provider, p.refundedAmount])).toEqual([
      ['card', 800],
      ['sandbox', 0],
    ]);
    expect((await tenderBooks(s.t.db, [card.id])).cards[0]!.balance).toBe(800);
    // The rest of the order: what the card has left of its part, then the gateway's.
    const rest = await staffCall(s.t, 'POST', `orders/${orderNo}/refund`);
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    state = await orderOf(orderNo);
    expect(state.order).toMatchObject({ status: 'refunded', refundedAmount: 1800 });
    expect(state.payments.map((p) => [p.provider, p.status, p.refundedAmount])).toEqual([
      ['card', 'refunded', 1000],
      ['sandbox', 'refunded', 800],
    ]);
    const books = await tenderBooks(s.t.db, [card.id]);
    expect([books.cards[0]!.balance, books.cards[0]!.status, books.ledgerHolds]).toEqual([
      1000,
      'valid',
      true,
    ]);
    expect(books.entries.filter((e) => e.reason === 'refund').map((e) => e.deltaMoney)).toEqual([800, 200]);
  });

  it('a whole refund of a card and balance order: the card and the balance each get their part', async () => {
    const who = await tenderMember(s, 5000);
    const { both } = await menu();
    const card = await heldPrepaid(s, who.memberId, 1000);
    const placed = await placeTender(s, who, both, [card.id], { payMethod: 2 });
    const orderNo = placed.body.Result.orderNo;
    const cancel = await staffCall(s.t, 'POST', `orders/${orderNo}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const state = await orderOf(orderNo);
    expect(state.order.status).toBe('refunded');
    expect(await balanceOf(who)).toEqual({ balance: 5000, holds: true });
    const books = await tenderBooks(s.t.db, [card.id]);
    expect([books.cards[0]!.balance, books.ledgerHolds]).toEqual([1000, true]);
  });

  it('a refund to a card disabled since is refused and flagged for staff; the other sources still get theirs', async () => {
    const who = await tenderMember(s, 5000);
    const { both } = await menu();
    const now = s.t.clock.now().getTime();
    // The first card (sooner) pays all it holds and is used up; the second pays the rest and keeps ¥12.
    const first = await heldPrepaid(s, who.memberId, 1000, {}, new Date(now + 5 * DAY));
    const second = await heldPrepaid(s, who.memberId, 2000, {}, new Date(now + 50 * DAY));
    const placed = await placeTender(s, who, both, [second.id, first.id], { payMethod: 2 });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderNo = placed.body.Result.orderNo;
    const disabled = await staffCall(s.t, 'POST', `cards/${second.id}/disable`);
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    const cancel = await staffCall(s.t, 'POST', `orders/${orderNo}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    const state = await orderOf(orderNo);
    expect(state.order).toMatchObject({ status: 'refunded', refundState: 'flagged' });
    expect(state.payments.map((p) => [p.provider, p.gatewayRef, p.status, p.refundedAmount]).sort()).toEqual([
      ['card', String(first.id), 'refunded', 1000],
      ['card', String(second.id), 'paid', 0],
    ]);
    expect(await balanceOf(who)).toEqual({ balance: 5000, holds: true });
    const books = await tenderBooks(s.t.db, [first.id, second.id]);
    expect(books.cards.map((c) => [c.balance, c.status])).toEqual([
      [1000, 'valid'],
      [1200, 'disabled'],
    ]);
    expect(books.ledgerHolds).toBe(true);
    // A disabled card cannot pay either.
    const refused = await placeTender(s, who, both, [second.id]);
    expect([refused.status, refused.body.Code]).toEqual([409, 'CARD_DISABLED']);
  });

  it("refuses another member's card (404), a card of another store, and a rest paid at the store", async () => {
    const who = await tenderMember(s, 5000);
    const stranger = await tenderMember(s);
    const { both } = await menu();
    const theirs = await heldPrepaid(s, stranger.memberId, 5000);
    const settled = await settleTender(s, who.session, both, [theirs.id]);
    expect([settled.status, settled.body.Code]).toEqual([404, 'CARD_NOT_FOUND']);
    const placing = await placeTender(s, who, both, [theirs.id]);
    expect([placing.status, placing.body.Code]).toEqual([404, 'CARD_NOT_FOUND']);
    const elsewhere = await heldPrepaid(s, who.memberId, 5000, { storeIds: [await insertStore(s.t.db)] });
    const offers = (await settleTender(s, who.session, both)).body.Result.tenders?.offers;
    expect(offers).toContainEqual(
      expect.objectContaining({ id: elsewhere.id, usable: false, reason: 'CARD_WRONG_STORE', pays: 0 }),
    );
    const wrong = await placeTender(s, who, both, [elsewhere.id]);
    expect([wrong.status, wrong.body.Code]).toEqual([422, 'CARD_WRONG_STORE']);
    const small = await heldPrepaid(s, who.memberId, 500);
    const cash = await placeTender(s, who, both, [small.id], { payMethod: 1 });
    expect([cash.status, cash.body.Code]).toEqual([422, 'PAY_METHOD_UNCONFIGURED']);
    const books = await tenderBooks(s.t.db, [theirs.id, elsewhere.id, small.id]);
    expect(books.cards.map((c) => c.balance)).toEqual([5000, 5000, 500]);
  });
});
