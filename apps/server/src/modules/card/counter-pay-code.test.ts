import { describe, expect, it } from 'vitest';
import { dbTargets, hasPostgres } from '../../test/harness.ts';
import { charge, enrol, phoneCode } from '../balance/pay-code-test-kit.ts';
import { type CardProductFields, cardBooks, cardKey, cardSuite, staffCall } from './card-test-kit.ts';
import { buyPass, passHolder } from './pass-test-kit.ts';

// A pass card used at the counter by the member's payment code (decision 065), beside its use by number (card.test.ts).
describe.each(dbTargets())('pass cards at the counter by payment code on %s', (target) => {
  const s = cardSuite(target);
  const use = (body: Record<string, unknown>) =>
    staffCall(s.t, 'POST', 'cards/use', { storeId: s.store, key: cardKey(), ...body });
  /** A member holding one pass card of each product made, their phone enrolled for payment codes. */
  async function holder(first: CardProductFields, ...more: CardProductFields[]) {
    const m = await passHolder(s, first);
    const cards = [m.card];
    for (const fields of more) cards.push((await buyPass(s, m.session, fields)).card);
    const phoneEnrolment = await enrol(s.t, m.session, s.store);
    return { ...m, cards, code: () => phoneCode(phoneEnrolment, s.t.clock.now()) };
  }
  /** The next code the phone shows (its 5-second step passed). */
  const nextStep = () => s.t.clock.advance(5_000);

  it('takes one time of the member’s single pass card; the code serves once, its key’s repeat answers the use', async () => {
    const h = await holder({ times: 3 });
    const code = h.code();
    const key = cardKey();
    const first = await use({ payCode: code, key });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.Result).toMatchObject({ applied: true, card: { id: h.cards[0]!.id, timesLeft: 2 } });
    // The same code sent again after a lost answer, with its key: the first use, nothing taken.
    expect((await use({ payCode: code, key })).body.Result).toMatchObject({
      applied: false,
      card: { timesLeft: 2 },
    });
    // The same code for another use: refused, as a charge would be.
    expect(await use({ payCode: code })).toMatchObject({ status: 409, body: { Code: 'PAY_CODE_USED' } });
    expect((await charge(s.t, { code, amount: 1, storeId: s.store })).body.Code).toBe('PAY_CODE_USED');
    nextStep();
    const second = await use({ payCode: h.code(), cardId: h.cards[0]!.id });
    expect(second.body.Result).toMatchObject({ applied: true, card: { timesLeft: 1 } });
    const books = await cardBooks(s.t.db, h.memberId);
    expect(books.entries.map((e) => [e.reason, e.deltaTimes, e.storeId])).toEqual([
      ['purchase', 3, null],
      ['use', -1, s.store],
      ['use', -1, s.store],
    ]);
    expect(books.ledgerHolds).toBe(true);
    expect(books.balance).toBe(10_000 - 3000);
  });

  it('refuses another member’s card id, leaving the code unused, and a code that is no code', async () => {
    const h = await holder({});
    const other = await holder({});
    const code = h.code();
    expect(await use({ payCode: code, cardId: other.cards[0]!.id })).toMatchObject({
      status: 404,
      body: { Code: 'CARD_NOT_FOUND' },
    });
    expect((await cardBooks(s.t.db, other.memberId)).cards[0]!.timesLeft).toBe(5);
    // The refused use was undone with its transaction: the same code still serves the member's own card.
    expect((await use({ payCode: code })).body.Result).toMatchObject({
      applied: true,
      card: { id: h.cards[0]!.id },
    });
    expect((await use({ payCode: '123456789012345678' })).body.Code).toBe('PAY_CODE_INVALID');
    expect((await use({ payCode: code, number: h.cards[0]!.number })).status).toBe(400);
    expect((await use({ number: h.cards[0]!.number, cardId: h.cards[0]!.id })).status).toBe(400);
  });

  it('asks which card when the member holds several usable here, naming them without their numbers', async () => {
    const elsewhere = { storeIds: [2_000_000_000] };
    const h = await holder({ name: 'Tea pass' }, { name: 'Coffee pass' }, { name: 'Far pass', ...elsewhere });
    const [tea, coffee] = h.cards;
    const code = h.code();
    const asked = await use({ payCode: code });
    expect(asked).toMatchObject({ status: 409, body: { Code: 'CARD_CHOICE_NEEDED' } });
    expect(asked.body.Cards).toEqual([
      { id: tea!.id, name: 'Tea pass', timesLeft: 5, validUntil: tea!.validUntil },
      { id: coffee!.id, name: 'Coffee pass', timesLeft: 5, validUntil: coffee!.validUntil },
    ]);
    expect(asked.body.Message).toContain(`#${tea!.id} Tea pass`);
    expect(JSON.stringify(asked.body)).not.toContain(tea!.number);
    // The far card is the member's but not usable here: asked for, it says so.
    expect((await use({ payCode: code, cardId: h.cards[2]!.id })).body.Code).toBe('CARD_WRONG_STORE');
    const chosen = await use({ payCode: code, cardId: coffee!.id });
    expect(chosen.body.Result).toMatchObject({ applied: true, card: { id: coffee!.id, timesLeft: 4 } });
    expect((await cardBooks(s.t.db, h.memberId)).ledgerHolds).toBe(true);
  });
});

// The code serves once under real concurrency: its step is taken by the device's conditional update, in the use's
// transaction, so ten tills sending the same code at once take one time.
describe.runIf(hasPostgres)(
  'pass cards at the counter by payment code under concurrency on PostgreSQL',
  () => {
    const s = cardSuite('postgres');
    for (let round = 1; round <= 20; round++) {
      it(`round ${round}: one code sent by 10 tills at once with their own keys: one time taken`, async () => {
        const h = await passHolder(s, { times: 3 });
        const code = phoneCode(await enrol(s.t, h.session, s.store), s.t.clock.now());
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            staffCall(s.t, 'POST', 'cards/use', { payCode: code, storeId: s.store, key: cardKey() }),
          ),
        );
        const codes = answers.map((a) => (a.status === 200 ? 'applied' : a.body.Code));
        expect(codes.sort()).toEqual([...Array.from({ length: 9 }, () => 'PAY_CODE_USED'), 'applied']);
        const books = await cardBooks(s.t.db, h.memberId);
        expect([books.cards[0]!.timesLeft, books.ledgerHolds]).toEqual([2, true]);
      });
    }
  },
);
