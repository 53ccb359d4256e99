import type { PlacedOrderOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/order.ts';
import { partnerOrderGuides, partners } from '../../db/schema/partner.ts';
import { insertProduct, memberSession } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { newKey, shopper } from '../checkout/checkout-test-kit.ts';
import { advanceOrder } from '../order/index.ts';
import { complete, newPartner, partnerCall, partnerSuite, profitBooks } from './partner-test-kit.ts';

// Decision 081: a share's guider cookie, and the order placed with it crediting that partner.
describe.each(dbTargets())('guider cookies on %s', (target) => {
  const s = partnerSuite(target);

  const cookieOf = (guiderId: unknown) =>
    partnerCall<{ key: string; value: string | null }>(s, 'Product/GetGuiderCookiesInfo', { guiderId });

  /** placefast of one product, paid in cash, with the guider cookie given. */
  async function placeWith(cookie: string | null, by?: { session: string; phone: string }) {
    const buyer = by ?? (await shopper(s.t));
    const product = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 2000 });
    const placed = await s.t.call<PlacedOrderOut>(
      'order/placefast',
      {
        idempotencyKey: newKey(),
        orderMode: 'takeout',
        items: [{ ProductId: product, ProductNum: 1 }],
        payMethod: 1,
        contactPhone: buyer.phone,
      },
      {
        session: buyer.session,
        headers: { 'x-store-id': String(s.store), ...(cookie ? { 'x-guider-cookie': cookie } : {}) },
      },
    );
    expect(placed.status).toBe(200);
    const [order] = await s.t.db.select().from(orders).where(eq(orders.orderNo, placed.body.Result.orderNo));
    const [guide] = await s.t.db
      .select()
      .from(partnerOrderGuides)
      .where(eq(partnerOrderGuides.orderId, order!.id));
    return { buyer, order: order!, guide: guide ?? null };
  }

  it('answers the cookie for a partner in force, and none for a member who is not one or no member at all', async () => {
    const partner = await newPartner(s);
    const member = await memberSession(s.t);
    expect((await cookieOf(partner.memberId)).body.Result).toEqual({
      key: 'x-guider-cookie',
      value: `partner:${partner.memberId}`,
    });
    expect((await cookieOf(member.memberId)).body.Result.value).toBeNull();
    expect((await cookieOf(2_000_000_000)).body.Result.value).toBeNull();
    await s.t.db.update(partners).set({ status: 'revoked' }).where(eq(partners.memberId, partner.memberId));
    expect((await cookieOf(partner.memberId)).body.Result.value).toBeNull();
    for (const bad of [0, -1, 1.5, 'x']) expect((await cookieOf(bad)).status).toBe(400);
  });

  it('records the guider with the order, and its completion pays the guider the first level', async () => {
    const guider = await newPartner(s);
    const { value } = (await cookieOf(guider.memberId)).body.Result;
    const { order, guide } = await placeWith(value);
    expect(guide?.partnerId).toBe(guider.memberId);
    await advanceOrder(s.t.db, order.orderNo, 'accept', s.t.clock.now());
    await complete(s, order.orderNo);
    expect(
      (await profitBooks(s.t.db, guider.memberId)).entries.map((e) => [e.level, e.pendingDelta]),
    ).toEqual([[1, 200]]);
  });

  it('records no guider for a cookie naming no partner in force, a malformed one, or none', async () => {
    const member = await memberSession(s.t);
    for (const cookie of [`partner:${member.memberId}`, 'partner:abc', 'anything', null]) {
      const { guide } = await placeWith(cookie);
      expect(guide).toBeNull();
    }
  });

  it('never records a partner as the guider of their own order', async () => {
    const partner = await newPartner(s);
    const phone = `137${String(partner.memberId).padStart(8, '0')}`;
    const { guide } = await placeWith(`partner:${partner.memberId}`, { session: partner.session, phone });
    expect(guide).toBeNull();
  });
});
