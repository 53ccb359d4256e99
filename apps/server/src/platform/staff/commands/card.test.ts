import { describe, expect, it } from 'vitest';
import { enrol, phoneCode } from '../../../modules/balance/pay-code-test-kit.ts';
import { cardBooks, insertCardProduct } from '../../../modules/card/card-test-kit.ts';
import { giveBalance } from '../../../modules/level/level-test-kit.ts';
import { allMethods } from '../../../modules/payment/payment-test-kit.ts';
import { insertMember, insertStore } from '../../../test/fixtures.ts';
import { createSession } from '../../auth/sessions.ts';
import { staffCliSuite } from '../cli-test-kit.ts';

describe('staff cards command against a running server', () => {
  const suite = staffCliSuite();
  const run = (...argv: string[]) => suite.run(argv);

  it('creates, lists and ends card products, uses a card once per key, disables it, lists a member’s cards', async () => {
    const store = await insertStore(suite.t.db, { payment: allMethods });
    const product = {
      storeId: store,
      name: 'Staff pass',
      price: 45,
      times: 3,
      validity: { mode: 'days', from: 'purchase', days: 30 },
      total: 10,
      buyLimit: 2,
    };
    const made = await run('cards', 'products', 'create', JSON.stringify(product));
    expect(made.code, made.err.join('\n')).toBe(0);
    expect(made.out[0]).toMatch(
      /active\s+pass ×3 {2}¥45\.00 {2}10\/10 left {2}buy 2 each {2}30 days from purchase {2}store \d+ {2}Staff pass$/,
    );
    const id = /^#(\d+)/.exec(made.out[0]!)![1]!;
    expect((await run('cards', 'products', 'list', '--store', String(store))).out).toHaveLength(1);

    // A card bought the ordinary way, then used at the counter.
    const memberId = await insertMember(suite.t.db, '13743000291');
    await giveBalance(suite.t, memberId, 10_000);
    const { cardsOfMember } = await boughtCard(Number(id), memberId, store);
    const number = cardsOfMember[0]!.number;
    const used = await run('cards', 'use', number, String(store), 'till-key-1');
    expect(used.out[0]).toMatch(/^Used one time: #\d+ {2}\d{16} {2}valid\s+2\/3 left/);
    expect((await run('cards', 'use', number, String(store), 'till-key-1')).out[0]).toContain('Already used');
    const member = await run('cards', 'member', '13743000291');
    expect(member.out).toEqual([expect.stringContaining('2/3 left')]);
    const cardId = /^#(\d+)/.exec(member.out[0]!)![1]!;
    expect((await run('cards', 'disable', cardId)).out[0]).toContain('disabled');
    const refused = await run('cards', 'use', number, String(store));
    expect([refused.code, refused.err.join('\n')]).toEqual([1, expect.stringContaining('CARD_DISABLED')]);
    expect((await run('cards', 'products', 'end', id)).out[0]).toMatch(/ended/);
    expect((await run('cards', 'use')).code).not.toBe(0);
  });

  it('uses a pass card by the member’s payment code, asking for the card when they hold several', async () => {
    const store = await insertStore(suite.t.db, { payment: allMethods });
    const memberId = await insertMember(suite.t.db, '13743000292');
    await giveBalance(suite.t, memberId, 10_000);
    const tea = await insertCardProduct(suite.t, store, { name: 'Tea pass', times: 3 });
    await boughtCard(tea.id, memberId, store);
    const session = await createSession(suite.t.db, suite.t.clock, memberId);
    const phone = await enrol(suite.t, session, store);
    const code = () => phoneCode(phone, suite.t.clock.now());

    const used = await run('cards', 'use', '--code', code(), String(store), 'till-key-pay-1');
    expect(used.code, used.err.join('\n')).toBe(0);
    expect(used.out[0]).toMatch(/^Used one time: #\d+ {2}\d{16} {2}valid\s+2\/3 left .*Tea pass$/);
    const again = await run('cards', 'use', '--code', code(), String(store));
    expect([again.code, again.err.join('\n')]).toEqual([1, expect.stringContaining('PAY_CODE_USED')]);

    const coffee = await insertCardProduct(suite.t, store, { name: 'Coffee pass', times: 3 });
    const { cardsOfMember } = await boughtCard(coffee.id, memberId, store);
    suite.t.clock.advance(5_000);
    const asked = await run('cards', 'use', '--code', code(), String(store));
    expect([asked.code, asked.err.join('\n')]).toEqual([1, expect.stringContaining('CARD_CHOICE_NEEDED')]);
    expect(asked.err.join('\n')).toMatch(/#\d+ Tea pass, #\d+ Coffee pass/);
    const coffeeId = String(cardsOfMember.find((c) => c.productId === coffee.id)!.id);
    const chosen = await run('cards', 'use', '--code', code(), '--card', coffeeId, String(store));
    expect(chosen.out[0]).toMatch(new RegExp(`^Used one time: #${coffeeId} .*2/3 left .*Coffee pass$`));
    expect((await run('cards', 'use', '--card', coffeeId, 'x', String(store))).code).not.toBe(0);
  });

  /** Buys one card of the product for the member through the member API, as the app does. */
  async function boughtCard(productId: number, memberId: number, store: number) {
    const session = await createSession(suite.t.db, suite.t.clock, memberId);
    const res = await suite.t.call(
      'Card/BuyCard',
      { id: productId, payMethod: 2, idempotencyKey: `cli-card-test-${Date.now()}-${memberId}-${productId}` },
      { session, headers: { 'x-store-id': String(store) } },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { cardsOfMember: (await cardBooks(suite.t.db, memberId)).cards };
  }
});
