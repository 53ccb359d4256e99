import type { CardOrderOut, SettlementPreviewOut } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../platform/auth/sessions.ts';
import { insertProduct, insertStore, memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { setPayPassword } from '../balance/pay-code-test-kit.ts';
import { cardBooks, cardCall, cardKey, cardSuite, staffCall } from './card-test-kit.ts';
import {
  getPromotionCard,
  promotionDetails,
  promotionProduct,
  unlockedPromotion,
} from './promotion-test-kit.ts';

const DAY = 24 * 60 * 60 * 1000;

// Issue 29, decision 064: a promotion card opened by its code unlocks an unlocked-only promotion in the pricing
// engine for its holder, in the stores it is for, while it is valid.
describe.each(dbTargets())('promotion cards on %s', (target) => {
  const s = cardSuite(target);

  const settle = (session: string, productId: number, storeId = s.store) =>
    s.t.call<SettlementPreviewOut>(
      'checkout/IndexNoDiscount',
      { orderMode: 'takeout', items: [{ ProductId: productId, ProductNum: 2 }] },
      { headers: { 'x-store-id': String(storeId), 'x-locale': 'en' }, session },
    );

  /** The promotions' amounts the settlement shows (decimals). */
  async function promotionLines(session: string, productId: number, storeId = s.store) {
    const p = await settle(session, productId, storeId);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    return p.body.Result.adjustments.filter((a) => a.kind === 'promotion').map((a) => a.amount);
  }

  async function world(fields: Record<string, unknown> = {}) {
    const promotionId = await unlockedPromotion(s);
    const product = await promotionProduct(s, promotionId, fields);
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    return { promotionId, product, tea };
  }

  it('shows the card and what it unlocks by its code, to a guest and to a member; an unknown code is 404', async () => {
    const { product, promotionId } = await world();
    const guest = await promotionDetails(s, product.code.toLowerCase());
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    const r = guest.body.Result;
    expect(r.code).toBe(product.code);
    expect(r.product).toMatchObject({
      id: product.id,
      kind: 'promotion',
      price: 0,
      refusal: 'NOT_LOGGED_IN',
    });
    expect(r.promotion).toMatchObject({ id: promotionId, t: 'PromotionProductDiscount', rate: 80 });
    expect(r.promotionActive).toBe(true);
    expect(r.card).toBeNull();
    const m = await memberSession(s.t);
    const member = await promotionDetails(s, product.code, m.session);
    expect(member.body.Result.product.refusal).toBeNull();
    const unknown = await promotionDetails(s, 'NOSUCHCODE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.Code).toBe('CARD_PRODUCT_NOT_FOUND');
    // Never listed, nor opened by its id without the code.
    const listed = await cardCall<{ products: { id: number }[] }>(s, 'Card/LoadCardProducts', {});
    expect(listed.body.Result.products.map((p) => p.id)).not.toContain(product.id);
    expect((await cardCall(s, 'Card/CardProductDetail', { id: product.id })).status).toBe(404);
    const byId = await cardCall(
      s,
      'Card/BuyCard',
      { id: product.id, payMethod: 2, idempotencyKey: 'no-code-key-000001' },
      m.session,
    );
    expect(byId.status).toBe(404);
  });

  it('a free card is got with no payment password; a second is refused by the buy limit; the page shows it held', async () => {
    const { product } = await world();
    const m = await memberSession(s.t);
    await setPayPassword(s.t, m.memberId, '135790');
    const got = await getPromotionCard(s, m.session, product.id, product.code);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.Result).toMatchObject({
      status: 'completed',
      amount: 0,
      cardKind: 'promotion',
      promotionCode: product.code,
    });
    expect(got.body.Result.cards).toHaveLength(1);
    const again = await getPromotionCard(s, m.session, product.id, product.code);
    expect(again.status).toBe(422);
    expect(again.body.Code).toBe('CARD_BUY_LIMIT');
    const page = (await promotionDetails(s, product.code, m.session)).body.Result;
    expect(page.card).toMatchObject({ id: got.body.Result.cards[0]!.id, state: 'valid', kind: 'promotion' });
    expect(page.product.refusal).toBe('CARD_BUY_LIMIT');
    const books = await cardBooks(s.t.db, m.memberId);
    expect(books.balance).toBe(books.balanceSum);
    expect(books.cards).toHaveLength(1);
  });

  it('a free card sent with an online pay method completes at once: no ¥0 order waits for a payment', async () => {
    const { product } = await world();
    const m = await memberSession(s.t);
    const got = await cardCall<CardOrderOut>(
      s,
      'Card/BuyCard',
      { id: product.id, code: product.code, payMethod: 4, idempotencyKey: cardKey() },
      m.session,
    );
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.Result).toMatchObject({ status: 'completed', needPay: false, amount: 0 });
    expect(got.body.Result.cards).toHaveLength(1);
  });

  it('a priced card by balance still asks for the payment password', async () => {
    const { product } = await world({ price: 5 });
    const m = await memberSession(s.t);
    await setPayPassword(s.t, m.memberId, '135790');
    const asked = await getPromotionCard(s, m.session, product.id, product.code);
    expect(asked.body.Code).toBe('PAY_PASSWORD_REQUIRED');
  });

  it('the settlement shows the promotion only once the card is held; not to a non-holder; not in the public list', async () => {
    const { product, tea, promotionId } = await world();
    const m = await memberSession(s.t);
    expect(await promotionLines(m.session, tea)).toEqual([]);
    expect((await getPromotionCard(s, m.session, product.id, product.code)).status).toBe(200);
    expect(await promotionLines(m.session, tea)).toEqual([-6]);
    const other = await memberSession(s.t);
    expect(await promotionLines(other.session, tea)).toEqual([]);
    const list = await cardCall<{ promotions: { id: number }[] }>(
      s,
      'ProductPromotions/LoadPromotionDiscountList',
      {},
    );
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.Result.promotions.map((p) => p.id)).not.toContain(promotionId);
  });

  it('a disabled card and an expired card unlock nothing', async () => {
    const { product, tea } = await world();
    const m = await memberSession(s.t);
    const got = await getPromotionCard(s, m.session, product.id, product.code);
    const cardId = got.body.Result.cards[0]!.id;
    expect(await promotionLines(m.session, tea)).toEqual([-6]);
    expect((await staffCall(s.t, 'POST', `cards/${cardId}/disable`)).status).toBe(200);
    expect(await promotionLines(m.session, tea)).toEqual([]);

    const short = await world({ validity: { mode: 'days', from: 'purchase', days: 2 } });
    const n = await memberSession(s.t);
    expect((await getPromotionCard(s, n.session, short.product.id, short.product.code)).status).toBe(200);
    expect(await promotionLines(n.session, short.tea)).toEqual([-6]);
    s.t.clock.advance(3 * DAY);
    try {
      const session = await createSession(s.t.db, s.t.clock, n.memberId);
      expect(await promotionLines(session, short.tea)).toEqual([]);
      const page = (await promotionDetails(s, short.product.code, session)).body.Result;
      expect(page.card?.state).toBe('expired');
    } finally {
      s.t.clock.advance(-3 * DAY);
    }
  });

  it("a card for another store unlocks nothing here, nor is another store's card product opened here", async () => {
    const elsewhere = await insertStore(s.t.db);
    const { product, tea } = await world({ storeIds: [elsewhere] });
    const m = await memberSession(s.t);
    expect((await getPromotionCard(s, m.session, product.id, product.code)).status).toBe(200);
    expect(await promotionLines(m.session, tea)).toEqual([]);
    const promotionId = await unlockedPromotion(s);
    const theirs = await staffCall(s.t, 'POST', 'cards/products', {
      storeId: elsewhere,
      kind: 'promotion',
      name: 'Their card',
      price: 0,
      code: 'THEIRS1',
      promotionId,
      validity: { mode: 'days', from: 'purchase', days: 30 },
    });
    expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
    expect((await promotionDetails(s, 'THEIRS1')).status).toBe(404);
  });

  it('staff: a promotion card needs a free code and an unlocked-only promotion', async () => {
    const promotionId = await unlockedPromotion(s);
    const { code } = await promotionProduct(s, promotionId);
    const base = {
      storeId: s.store,
      kind: 'promotion',
      name: 'Card',
      price: 0,
      promotionId,
      validity: { mode: 'days', from: 'purchase', days: 30 },
    };
    const field = async (body: Record<string, unknown>) =>
      (await staffCall(s.t, 'POST', 'cards/products', body)).body.Field;
    expect(await field({ ...base, code })).toBe('code');
    expect(await field({ ...base, promotionId: undefined, code: 'FRESHONE' })).toBe('promotionId');
    const forAll = await unlockedPromotion(s, { unlockedOnly: false });
    expect(await field({ ...base, code: 'FRESHTWO', promotionId: forAll })).toBe('promotionId');
    expect(
      await field({ ...base, code: 'FRESHTHREE', validity: { mode: 'days', from: 'firstUse', days: 3 } }),
    ).toBe('validity');
    expect(await field({ ...base, kind: 'pass', times: 3, code: 'FRESHFOUR' })).toBe('code');
  });
});
