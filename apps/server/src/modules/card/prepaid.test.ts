import type {
  CardOrderOut,
  CardProductOut,
  MemberCardDetailOut,
  MemberCardOut,
  PrepaidTransferOut,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { insertStore, memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import { notificationFor, payWithoutNotice, postNotify, started } from '../payment/payment-test-kit.ts';
import { cardBooks, cardCall, cardKey, cardSuite, staffCall } from './card-test-kit.ts';
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

type Mine = { cards: MemberCardOut[]; total: number; counts: Record<string, number> };
type Records = { records: { reason: string; deltaMoney: number; note: string }[]; total: number };

describe.each(dbTargets())('prepaid cards on %s', (target) => {
  const s = cardSuite(target);
  let phones = 0;
  /** A member with a phone of their own and ¥500 of balance. */
  async function member() {
    phones += 1;
    const phone = `137${String(process.pid % 10000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
    const m = { ...(await memberSession(s.t, phone)), phone };
    await giveBalance(s.t, m.memberId, 50_000);
    return m;
  }
  const buy = (session: string, body: Record<string, unknown>) =>
    cardCall<CardOrderOut>(s, 'Card/BuyCard', { payMethod: 2, idempotencyKey: cardKey(), ...body }, session);
  const mine = (session: string, tab = 'usable') =>
    cardCall<Mine>(s, 'Card/MyCards', { singletype: 3, tab }, session);
  const records = (session: string, id: number) => cardCall<Records>(s, 'Card/CardRecords', { id }, session);
  /** A member holding a bound printed card of a product made with `fields`. */
  async function boundCard(fields: Parameters<typeof insertPrepaidProduct>[1] = {}) {
    const m = await member();
    const product = await insertPrepaidProduct(s, fields);
    const [printed] = await printBatch(s, product.id);
    const bound = await bindCall(s, m.session, printed!.number, printed!.password);
    expect(bound.status, JSON.stringify(bound.body)).toBe(200);
    return { ...m, product, printed: printed!, card: bound.body.Result };
  }

  it('sells a prepaid card online at a discount: issued with its face value and a purchase record', async () => {
    const m = await member();
    const product = await insertPrepaidProduct(s);
    const offline = await insertPrepaidProduct(s, { online: false });
    const list = await cardCall<{ products: CardProductOut[] }>(s, 'Card/LoadCardProducts', {
      kind: 'prepaid',
    });
    const ids = list.body.Result.products.map((p) => p.id);
    expect(ids).toContain(product.id);
    expect(ids).not.toContain(offline.id);
    expect(list.body.Result.products.find((p) => p.id === product.id)).toMatchObject({
      price: 90,
      faceValue: 100,
    });
    expect((await buy(m.session, { id: offline.id })).body.Code).toBe('CARD_PRODUCT_ENDED');
    const bought = await buy(m.session, { id: product.id });
    expect(bought.body.Result).toMatchObject({ status: 'completed', amount: 90 });
    const card = bought.body.Result.cards[0]!;
    expect(card).toMatchObject({ kind: 'prepaid', balance: 100, timesLeft: null, state: 'valid' });
    const books = await cardBooks(s.t.db, m.memberId);
    expect([books.balance, books.balanceSum]).toEqual([41_000, 41_000]);
    expect((await records(m.session, card.id)).body.Result.records).toMatchObject([
      { reason: 'purchase', deltaMoney: 100 },
    ]);
    expect((await prepaidBooks(s.t.db, [card.id])).ledgerHolds).toBe(true);
  });

  it('lists the prepaid tab soonest-expiring first', async () => {
    const m = await member();
    const long = await insertPrepaidProduct(s, { validity: { mode: 'days', from: 'purchase', days: 300 } });
    const short = await insertPrepaidProduct(s, { validity: { mode: 'days', from: 'purchase', days: 30 } });
    const a = (await buy(m.session, { id: long.id })).body.Result.cards[0]!;
    const b = (await buy(m.session, { id: short.id })).body.Result.cards[0]!;
    const listed = await mine(m.session);
    expect(listed.body.Result.cards.map((c) => c.id)).toEqual([b.id, a.id]);
    expect((await cardCall<Mine>(s, 'Card/MyCards', { singletype: 1 }, m.session)).body.Result.total).toBe(0);
  });

  it('issues one card for an online purchase however often the gateway says it was paid', async () => {
    const m = await member();
    const product = await insertPrepaidProduct(s);
    const made = await buy(m.session, { id: product.id, payMethod: 4 });
    const { prepayId } = await started(s.t, m.session, made.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    const copy = await notificationFor(s.t, prepayId);
    await Promise.all([postNotify(s.t, copy), postNotify(s.t, copy), postNotify(s.t, copy)]);
    const cards = await heldCards(s.t.db, m.memberId);
    expect(cards.map((c) => c.balance)).toEqual([10_000]);
  });

  it('prints a batch: numbers and passwords once, stored hashed, unbound, each with its print record', async () => {
    const product = await insertPrepaidProduct(s, { online: false });
    const batch = await printBatch(s, product.id, 3);
    expect(batch).toHaveLength(3);
    for (const c of batch) {
      expect(c.number).toMatch(/^\d{16}$/);
      expect(c.password).toMatch(/^\d{10}$/);
      expect(c.balance).toBe(100);
    }
    const books = await prepaidBooks(
      s.t.db,
      batch.map((c) => c.id),
    );
    expect(books.cards.every((c) => c.memberId === null && c.passwordHash?.startsWith('scrypt$'))).toBe(true);
    expect(books.cards.some((c) => batch.some((b) => c.passwordHash?.includes(b.password)))).toBe(false);
    expect(books.entries.map((e) => [e.reason, e.deltaMoney])).toEqual(Array(3).fill(['print', 10_000]));
    expect(books.ledgerHolds).toBe(true);
    const pass = await staffCall(s.t, 'POST', 'cards/print', {
      productId: 999_999,
      storeId: s.store,
      count: 1,
    });
    expect(pass).toMatchObject({ status: 404, body: { Code: 'CARD_PRODUCT_NOT_FOUND' } });
    const tooMany = await staffCall(s.t, 'POST', 'cards/print', {
      productId: product.id,
      storeId: s.store,
      count: 501,
    });
    expect(tooMany.status).toBe(400);
  });

  it('binds a printed card by number and password once; either half wrong is one answer', async () => {
    const product = await insertPrepaidProduct(s);
    const [printed] = await printBatch(s, product.id);
    const a = await member();
    const b = await member();
    const wrongPassword = await bindCall(s, a.session, printed!.number, '0000000000');
    const unknown = await bindCall(s, a.session, '8000000000000002', printed!.password);
    const malformed = await bindCall(s, a.session, '12345', printed!.password);
    for (const wrong of [wrongPassword, unknown, malformed])
      expect(wrong).toMatchObject({ status: 422, body: { Code: 'CARD_WRONG_NUMBER_OR_PASSWORD' } });
    const spaced = printed!.number.replace(/(\d{4})/g, '$1 ');
    const bound = await bindCall(s, a.session, spaced, printed!.password);
    expect(bound.body.Result).toMatchObject({ id: printed!.id, balance: 100, state: 'valid' });
    expect((await bindCall(s, a.session, printed!.number, printed!.password)).body.Result.id).toBe(
      printed!.id,
    );
    const again = await bindCall(s, b.session, printed!.number, printed!.password);
    expect(again).toMatchObject({ status: 409, body: { Code: 'CARD_ALREADY_BOUND' } });
    expect((await mine(a.session)).body.Result.cards.map((c) => c.id)).toEqual([printed!.id]);
    expect((await mine(b.session)).body.Result.total).toBe(0);
    const detail = await cardCall<MemberCardDetailOut>(s, 'Card/CardDetails', { id: printed!.id }, a.session);
    expect(detail.body.Result.records).toMatchObject([{ reason: 'print', deltaMoney: 100 }]);
    const theirs = await cardCall(s, 'Card/CardDetails', { id: printed!.id }, b.session);
    expect(theirs).toMatchObject({ status: 404, body: { Code: 'CARD_NOT_FOUND' } });
  });

  it('limits binding tries per card, per member and per address, counted before they are judged', async () => {
    const product = await insertPrepaidProduct(s);
    const [card, other] = await printBatch(s, product.id, 2);
    // Five members from five addresses each guess once: the card is locked, even against its right password.
    for (let i = 0; i < 5; i++) {
      const m = await member();
      expect((await bindCall(s, m.session, card!.number, `99999999${i}0`)).body.Code).toBe(
        'CARD_WRONG_NUMBER_OR_PASSWORD',
      );
    }
    const late = await member();
    expect((await bindCall(s, late.session, card!.number, card!.password)).body.Code).toBe('TOO_FREQUENT');
    // One member guessing five unknown numbers is locked out of every card.
    const guesser = await member();
    for (let i = 0; i < 5; i++) await bindCall(s, guesser.session, `800000000000${i}000`, '1234567890');
    expect((await bindCall(s, guesser.session, other!.number, other!.password)).body.Code).toBe(
      'TOO_FREQUENT',
    );
    // Twenty guesses from one address lock it out for anyone there.
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const m = await member();
      await bindCall(s, m.session, `81000000000${String(i).padStart(2, '0')}000`, '1234567890', address);
    }
    const there = await member();
    expect((await bindCall(s, there.session, other!.number, other!.password, address)).body.Code).toBe(
      'TOO_FREQUENT',
    );
    // The window passes: the card binds with its password.
    s.t.clock.advance(16 * 60 * 1000);
    expect((await bindCall(s, late.session, card!.number, card!.password)).status).toBe(200);
  });

  it('spends a card at the counter once per till key, never past its balance, only where it is used', async () => {
    const h = await boundCard();
    const key = cardKey();
    const first = await spendCall(s, h.printed.number, 30, key);
    expect(first.body.Result).toMatchObject({ applied: true, card: { balance: 70 } });
    expect((await spendCall(s, h.printed.number, 30, key)).body.Result).toMatchObject({ applied: false });
    expect((await spendCall(s, h.printed.number, 70.01, cardKey())).body.Code).toBe(
      'CARD_BALANCE_INSUFFICIENT',
    );
    const elsewhere = await insertStore(s.t.db);
    expect((await spendCall(s, h.printed.number, 1, cardKey(), elsewhere)).body.Code).toBe(
      'CARD_WRONG_STORE',
    );
    expect((await spendCall(s, '8000000000000002', 1, cardKey())).body.Code).toBe('CARD_NOT_FOUND');
    const all = await spendCall(s, h.printed.number, 70, cardKey());
    expect(all.body.Result.card).toMatchObject({ balance: 0, state: 'used' });
    expect((await mine(h.session, 'used')).body.Result.cards.map((c) => c.id)).toEqual([h.card.id]);
    const books = await prepaidBooks(s.t.db, [h.card.id]);
    expect(books.entries.map((e) => e.reason)).toEqual(['print', 'spend', 'spend']);
    expect(books.ledgerHolds).toBe(true);
  });

  it('refuses to spend, bind or transfer a disabled card', async () => {
    const h = await boundCard();
    const to = await member();
    expect((await staffCall(s.t, 'POST', `cards/${h.card.id}/disable`)).status).toBe(200);
    expect((await spendCall(s, h.printed.number, 1, cardKey())).body.Code).toBe('CARD_DISABLED');
    const transfer = await transferCall(s, h.session, {
      id: h.card.id,
      phone: to.phone,
      idempotencyKey: cardKey(),
    });
    expect(transfer.body.Code).toBe('CARD_DISABLED');
    const product = await insertPrepaidProduct(s);
    const [printed] = await printBatch(s, product.id);
    await staffCall(s.t, 'POST', `cards/${printed!.id}/disable`);
    expect((await bindCall(s, to.session, printed!.number, printed!.password)).body.Code).toBe(
      'CARD_DISABLED',
    );
    expect((await prepaidBooks(s.t.db, [h.card.id])).cards[0]!.balance).toBe(10_000);
  });

  it('transfers part, then the rest, to another member with records on both sides', async () => {
    const h = await boundCard();
    const to = await member();
    const key = cardKey();
    const part = await transferCall(s, h.session, {
      id: h.card.id,
      amount: 40,
      phone: to.phone,
      idempotencyKey: key,
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.Result as PrepaidTransferOut).toMatchObject({
      amount: 40,
      card: { balance: 60, state: 'valid' },
    });
    const repeat = await transferCall(s, h.session, {
      id: h.card.id,
      amount: 40,
      phone: to.phone,
      idempotencyKey: key,
    });
    expect(repeat.body.Result).toMatchObject({ amount: 40, card: { balance: 60 } });
    const theirs = (await mine(to.session)).body.Result.cards;
    expect(theirs).toMatchObject([{ balance: 40, kind: 'prepaid', validUntil: h.card.validUntil }]);
    expect((await records(to.session, theirs[0]!.id)).body.Result.records).toMatchObject([
      { reason: 'transfer-in', deltaMoney: 40 },
    ]);
    const rest = await transferCall(s, h.session, {
      id: h.card.id,
      phone: to.phone,
      idempotencyKey: cardKey(),
    });
    expect(rest.body.Result).toMatchObject({ amount: 60, card: { balance: 0, state: 'transferred' } });
    expect(
      (await records(h.session, h.card.id)).body.Result.records.map((r) => [r.reason, r.deltaMoney]),
    ).toEqual([
      ['transfer-out', -60],
      ['transfer-out', -40],
      ['print', 100],
    ]);
    expect((await mine(to.session)).body.Result.total).toBe(2);
    const ids = [h.card.id, ...(await heldCards(s.t.db, to.memberId)).map((c) => c.id)];
    expect((await prepaidBooks(s.t.db, ids)).ledgerHolds).toBe(true);
    const spent = await transferCall(s, h.session, {
      id: h.card.id,
      phone: to.phone,
      idempotencyKey: cardKey(),
    });
    expect(spent.body.Code).toBe('CARD_DISABLED');
  });

  it('refuses a transfer the product forbids, to oneself, to nobody, of too much, or of another member’s card', async () => {
    const fixed = await boundCard({ transferable: false });
    const to = await member();
    const t = (h: typeof fixed, body: Record<string, unknown>) =>
      transferCall(s, h.session, { id: h.card.id, phone: to.phone, idempotencyKey: cardKey(), ...body });
    expect((await t(fixed, {})).body.Code).toBe('CARD_NOT_TRANSFERABLE');
    const h = await boundCard();
    expect((await t(h, { phone: h.phone })).body.Code).toBe('CARD_TRANSFER_SELF');
    expect(await t(h, { phone: '13000000001' })).toMatchObject({
      status: 404,
      body: { Code: 'CARD_TRANSFER_MEMBER_NOT_FOUND' },
    });
    expect((await t(h, { amount: 100.5 })).body.Code).toBe('CARD_BALANCE_INSUFFICIENT');
    expect((await t(h, { amount: 0.001 })).status).toBe(400);
    const stranger = await member();
    const theirs = await transferCall(s, stranger.session, {
      id: h.card.id,
      phone: to.phone,
      idempotencyKey: cardKey(),
    });
    expect(theirs).toMatchObject({ status: 404, body: { Code: 'CARD_NOT_FOUND' } });
    expect((await prepaidBooks(s.t.db, [h.card.id])).cards[0]!.balance).toBe(10_000);
  });

  it('tops a card up by balance at once, or online once paid, and a refunded top-up takes it back', async () => {
    const h = await boundCard();
    const topUp = (body: Record<string, unknown>) =>
      cardCall<CardOrderOut>(
        s,
        'Card/PrepaidCardRecharge',
        { id: h.card.id, payMethod: 2, idempotencyKey: cardKey(), ...body },
        h.session,
      );
    const byBalance = await topUp({ amount: 50 });
    expect(byBalance.body.Result).toMatchObject({ status: 'completed', amount: 50 });
    const online = await topUp({ amount: 20, payMethod: 4 });
    expect(online.body.Result).toMatchObject({ status: 'unpaid', needPay: true });
    const { prepayId } = await started(s.t, h.session, online.body.Result.orderNo, 4);
    await payWithoutNotice(s.t, prepayId);
    const copy = await notificationFor(s.t, prepayId);
    await Promise.all([postNotify(s.t, copy), postNotify(s.t, copy)]);
    let books = await prepaidBooks(s.t.db, [h.card.id]);
    expect([books.cards[0]!.balance, books.ledgerHolds]).toEqual([17_000, true]);
    expect(books.entries.filter((e) => e.reason === 'top-up').map((e) => e.deltaMoney)).toEqual([5000, 2000]);
    const refund = await staffCall(s.t, 'POST', `orders/${byBalance.body.Result.orderNo}/refund`);
    expect(refund.status, JSON.stringify(refund.body)).toBe(200);
    books = await prepaidBooks(s.t.db, [h.card.id]);
    expect([books.cards[0]!.balance, books.ledgerHolds]).toEqual([12_000, true]);
    expect((await cardBooks(s.t.db, h.memberId)).balance).toBe(50_000);
    const stranger = await member();
    const theirs = await cardCall(
      s,
      'Card/PrepaidCardRecharge',
      { id: h.card.id, amount: 10, payMethod: 2, idempotencyKey: cardKey() },
      stranger.session,
    );
    expect(theirs).toMatchObject({ status: 404, body: { Code: 'CARD_NOT_FOUND' } });
    await staffCall(s.t, 'POST', `cards/${h.card.id}/disable`);
    expect((await topUp({ amount: 10 })).body.Code).toBe('CARD_DISABLED');
  });

  it('tops up a printed card by its number and password: binds one nobody holds, judges the pair as binding does', async () => {
    const a = await member();
    const b = await member();
    const product = await insertPrepaidProduct(s);
    const [printed] = await printBatch(s, product.id);
    const byNumber = (session: string, body: Record<string, unknown>, key = cardKey()) =>
      cardCall<CardOrderOut>(
        s,
        'Card/PrepaidCardRecharge',
        { number: printed!.number, amount: 30, payMethod: 2, idempotencyKey: key, ...body },
        session,
      );
    const wrong = await byNumber(a.session, { password: '0000000000' });
    expect(wrong).toMatchObject({ status: 422, body: { Code: 'CARD_WRONG_NUMBER_OR_PASSWORD' } });
    let books = await prepaidBooks(s.t.db, [printed!.id]);
    expect([books.cards[0]!.memberId, books.cards[0]!.balance]).toEqual([null, 10_000]);
    // Either half missing, or the id beside the number: the request itself is refused.
    expect((await byNumber(a.session, {})).status).toBe(400);
    expect((await byNumber(a.session, { id: printed!.id, password: printed!.password })).status).toBe(400);
    const key = cardKey();
    const done = await byNumber(a.session, { password: printed!.password }, key);
    expect(done.body.Result).toMatchObject({ status: 'completed', amount: 30, topUpCardId: printed!.id });
    // A repeat of the key answers the first top-up and adds nothing.
    expect((await byNumber(a.session, { password: printed!.password }, key)).body.Result.orderNo).toBe(
      done.body.Result.orderNo,
    );
    books = await prepaidBooks(s.t.db, [printed!.id]);
    expect([books.cards[0]!.memberId, books.cards[0]!.balance, books.ledgerHolds]).toEqual([
      a.memberId,
      13_000,
      true,
    ]);
    expect((await mine(a.session)).body.Result.cards.map((c) => c.id)).toEqual([printed!.id]);
    const theirs = await byNumber(b.session, { password: printed!.password });
    expect(theirs.body.Code).toBe('CARD_ALREADY_BOUND');
    expect((await prepaidBooks(s.t.db, [printed!.id])).cards[0]!.balance).toBe(13_000);
  });

  it('refuses to refund a prepaid purchase once its card moved', async () => {
    const m = await member();
    const product = await insertPrepaidProduct(s);
    const bought = (await buy(m.session, { id: product.id })).body.Result;
    await spendCall(s, bought.cards[0]!.number, 1, cardKey());
    const refused = await staffCall(s.t, 'POST', `orders/${bought.orderNo}/refund`);
    expect(refused).toMatchObject({ status: 409, body: { Code: 'CARD_REFUND_USED' } });
    const clean = (await buy(m.session, { id: product.id })).body.Result;
    expect((await staffCall(s.t, 'POST', `orders/${clean.orderNo}/refund`)).status).toBe(200);
    const books = await prepaidBooks(s.t.db, [clean.cards[0]!.id]);
    expect([books.cards[0]!.status, books.cards[0]!.balance, books.ledgerHolds]).toEqual([
      'refunded',
      0,
      true,
    ]);
    expect((await spendCall(s, clean.cards[0]!.number, 1, cardKey())).body.Code).toBe('CARD_DISABLED');
  });
});
