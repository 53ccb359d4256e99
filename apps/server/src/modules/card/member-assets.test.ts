import type { CardOrderOut, ForfeitedAsset } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { giveBalance } from '../level/level-test-kit.ts';
import { cardCall, cardKey, cardSuite, insertCardProduct, staffCall } from './card-test-kit.ts';
import { bindCall, insertPrepaidProduct, printBatch, spendCall, transferCall } from './prepaid-test-kit.ts';

type Assets = { assets: ForfeitedAsset[] };

describe.each(dbTargets())('the cards a member forfeits, on %s', (target) => {
  const s = cardSuite(target);
  let phones = 0;
  /** A member with a phone of their own and ¥500 of balance. */
  async function member() {
    phones += 1;
    const phone = `136${String(process.pid % 10000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
    const m = { ...(await memberSession(s.t, phone)), phone };
    await giveBalance(s.t, m.memberId, 50_000);
    return m;
  }
  const buy = (session: string, id: number) =>
    cardCall<CardOrderOut>(s, 'Card/BuyCard', { id, payMethod: 2, idempotencyKey: cardKey() }, session);
  const cardsOf = async (session: string) => {
    const res = await cardCall<Assets>(s, 'customeraccount/GetDeregisterAssets', {}, session);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.Result.assets.filter((a) => a.kind === 'cards' || a.kind === 'prepaidCards');
  };

  it("counts the cards still worth something and lists the money left on the prepaid ones, the member's only", async () => {
    const m = await member();
    const friend = await member();
    const prepaid = await insertPrepaidProduct(s);
    const gift = await insertPrepaidProduct(s, { name: '¥50 gift card', price: 5000, faceValue: 5000 });
    const pass = await insertCardProduct(s.t, s.store, { name: '3-drink pass', price: 1000, times: 3 });
    // Bought ¥100, ¥25 of it given to the friend: ¥75 left.
    const bought = (await buy(m.session, prepaid.id)).body.Result.cards[0]!;
    const given = await transferCall(s, m.session, {
      id: bought.id,
      amount: 25,
      phone: friend.phone,
      idempotencyKey: cardKey(),
    });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    // A printed ¥50 card bound and ¥12.50 of it spent at the counter: ¥37.50 left.
    const [printed, unbound] = await printBatch(s, gift.id, 2);
    expect((await bindCall(s, m.session, printed!.number, printed!.password)).status).toBe(200);
    expect((await spendCall(s, printed!.number, 12.5, cardKey())).status).toBe(200);
    // A second bought card spent to nothing, and one disabled by staff: neither is worth anything.
    const spent = (await buy(m.session, prepaid.id)).body.Result.cards[0]!;
    expect((await spendCall(s, spent.number, 100, cardKey())).status).toBe(200);
    const disabled = (await buy(m.session, prepaid.id)).body.Result.cards[0]!;
    expect((await staffCall(s.t, 'POST', `cards/${disabled.id}/disable`)).status).toBe(200);
    await buy(m.session, pass.id);

    expect(await cardsOf(m.session)).toEqual([
      { kind: 'cards', unit: 'count', amount: 3, name: '卡' },
      { kind: 'prepaidCards', unit: 'money', amount: 75 + 37.5, name: '储值卡余额' },
    ]);
    // The friend's card of the ¥25 given; the printed card nobody bound is nobody's.
    expect(await cardsOf(friend.session)).toEqual([
      { kind: 'cards', unit: 'count', amount: 1, name: '卡' },
      { kind: 'prepaidCards', unit: 'money', amount: 25, name: '储值卡余额' },
    ]);
    expect(unbound).toBeDefined();
    const none = await member();
    expect(await cardsOf(none.session)).toEqual([
      { kind: 'cards', unit: 'count', amount: 0, name: '卡' },
      { kind: 'prepaidCards', unit: 'money', amount: 0, name: '储值卡余额' },
    ]);
  });
});
