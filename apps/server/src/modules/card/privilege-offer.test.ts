import type { PlacedOrderOut, SettlementPreviewOut } from '@shop/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../db/schema/order.ts';
import { createSession } from '../../platform/auth/sessions.ts';
import { insertProduct, insertStore } from '../../test/fixtures.ts';
import { dbTargets } from '../../test/harness.ts';
import { cardCall, cardKey, cardSuite, staffCall } from './card-test-kit.ts';
import { privilegeAdjustment, privilegeLabel } from './privilege-offer.ts';
import { buyPrivilege, privilegeMember, privilegeProduct } from './privilege-test-kit.ts';

const DAY = 24 * 60 * 60 * 1000;
let phones = 0;

type Items = { ProductId: number; ProductNum: number }[];
type Member = Awaited<ReturnType<typeof privilegeMember>> & { phone: string };

describe('the privilege discount (pure)', () => {
  const line = (amount: number) => ({ amount }) as never;

  it('takes (100 − rate)% of what the lines still come to, rounded down, on the lines in proportion', () => {
    const made = privilegeAdjustment(
      { id: 7, rate: 90 },
      { lines: [line(1500), line(800)], adjustments: [] },
    );
    expect(made).toMatchObject({
      kind: 'privilege-card',
      amount: -230,
      detail: { memberCardId: 7, rate: 90 },
    });
    expect(made!.allocation).toEqual([-150, -80]);
    // After a coupon of ¥5 on the tea, 10% of ¥18.00 left; the odd minor unit rounds down.
    const after = privilegeAdjustment(
      { id: 7, rate: 95 },
      {
        lines: [line(1500), line(801)],
        adjustments: [{ kind: 'coupon', labelKey: '', amount: -500, detail: {}, allocation: [-500, 0] }],
      },
    );
    expect(after!.amount).toBe(-Math.floor((1801 * 5) / 100));
    expect(after!.allocation!.reduce((a, b) => a + b, 0)).toBe(after!.amount);
    expect(privilegeAdjustment({ id: 7, rate: 90 }, { lines: [line(5)], adjustments: [] })).toBeNull();
  });

  it('is named in the four languages', () => {
    expect(privilegeLabel(95, 'en')).toBe('5% off');
    expect(privilegeLabel(90, 'es')).toBe('10 % de descuento');
    expect(privilegeLabel(90, 'zh-CN')).toBe('9折');
    expect(privilegeLabel(85, 'zh-Hant')).toBe('8.5折');
  });
});

// Decision 060: a held privilege card's rate comes off the goods at settlement and placefast, with no choice.
describe.each(dbTargets())('privilege cards at settlement on %s', (target) => {
  const s = cardSuite(target);

  async function member(): Promise<Member> {
    phones += 1;
    const phone = `136${String(process.pid % 10000).padStart(4, '0')}${String(phones).padStart(4, '0')}`;
    return { ...(await privilegeMember(s)), phone };
  }

  async function holder(rate = 90, fields: Record<string, unknown> = {}) {
    const m = await member();
    const product = await privilegeProduct(s, { ...fields, privilege: privilegeOf(rate) });
    const bought = await buyPrivilege(s, m.session, product.id);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    return m;
  }

  function privilegeOf(rate: number) {
    return { periodMonths: 1, coupons: [], discountRate: rate };
  }

  const settle = (m: Member, items: Items, locale = 'en') =>
    s.t.call<SettlementPreviewOut>(
      'checkout/IndexNoDiscount',
      { orderMode: 'takeout', items },
      { headers: { 'x-store-id': String(s.store), 'x-locale': locale }, session: m.session },
    );

  const place = (m: Member, items: Items, extra = {}) =>
    cardCall<PlacedOrderOut>(
      s,
      'order/placefast',
      {
        idempotencyKey: cardKey(),
        orderMode: 'takeout',
        items,
        payMethod: 2,
        contactPhone: m.phone,
        ...extra,
      },
      m.session,
    );

  async function goods(): Promise<{ items: Items; tea: number; cake: number }> {
    const tea = await insertProduct(s.t.db, s.store, { name: 'Tea', price: 1500 });
    const cake = await insertProduct(s.t.db, s.store, { name: 'Cake', price: 800 });
    return {
      tea,
      cake,
      items: [
        { ProductId: tea, ProductNum: 1 },
        { ProductId: cake, ProductNum: 1 },
      ],
    };
  }

  it("shows a holder's discount, named, and the totals add up", async () => {
    const m = await holder(90);
    const { items } = await goods();
    const p = await settle(m, items);
    expect(p.status, JSON.stringify(p.body)).toBe(200);
    const r = p.body.Result;
    expect(r.adjustments).toEqual([
      {
        kind: 'privilege-card',
        labelKey: 'checkout.privilegeCard',
        amount: -2.3,
        name: '10% off',
      },
    ]);
    expect(r.summary.amount).toBe(20.7);
  });

  it('places at the discounted amount, the lines bearing the adjustment; a refund of one line returns its share', async () => {
    const m = await holder(90);
    const { items } = await goods();
    const placed = await place(m, items);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect(placed.body.Result.amount).toBe(20.7);
    const [order] = await s.t.db.select().from(orders).where(eq(orders.orderNo, placed.body.Result.orderNo));
    const lines = await s.t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    const shares = lines.flatMap((l) =>
      Object.entries(l.shares).filter(([k]) => k.startsWith('privilege-card:')),
    );
    expect(shares.map(([, v]) => v).sort((a, b) => a - b)).toEqual([-150, -80]);
    const orderNo = placed.body.Result.orderNo;
    expect((await staffCall(s.t, 'POST', `orders/${orderNo}/accept`)).status).toBe(200);
    expect((await staffCall(s.t, 'POST', `orders/${orderNo}/complete`)).status).toBe(200);
    const staffLines = (await staffCall(s.t, 'GET', `orders/${orderNo}/lines`)).body.Result.lines as {
      lineId: number;
      name: string;
      paid: number;
    }[];
    const cake = staffLines.find((l) => l.name === 'Cake')!;
    expect(staffLines.map((l) => l.paid).sort()).toEqual([13.5, 7.2]);
    const refunded = await staffCall(s.t, 'POST', `orders/${orderNo}/refund`, {
      lines: [{ lineId: cake.lineId, quantity: 1 }],
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const [after] = await s.t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after!.refundedAmount).toBe(720);
  });

  it('gives none to a non-holder, after the card ends, or in a store it is not for; the best of several', async () => {
    const { items } = await goods();
    const none = await member();
    expect((await settle(none, items)).body.Result.adjustments).toEqual([]);

    const elsewhere = await holder(80, { storeIds: [await insertStore(s.t.db)] });
    expect((await settle(elsewhere, items)).body.Result.adjustments).toEqual([]);

    const ending = await holder(90);
    s.t.clock.advance(40 * DAY);
    try {
      // The first session has lapsed by then: the member logs in again.
      ending.session = await createSession(s.t.db, s.t.clock, ending.memberId);
      const ended = await settle(ending, items);
      expect(ended.status, JSON.stringify(ended.body)).toBe(200);
      expect(ended.body.Result.adjustments).toEqual([]);
      const late = await place(ending, items);
      expect(late.status, JSON.stringify(late.body)).toBe(200);
      expect(late.body.Result.amount).toBe(23);
    } finally {
      s.t.clock.advance(-40 * DAY);
    }

    const two = await holder(90);
    const better = await privilegeProduct(s, { name: 'Gold', privilege: privilegeOf(80) });
    expect((await buyPrivilege(s, two.session, better.id)).status).toBe(200);
    const best = (await settle(two, items, 'zh-CN')).body.Result;
    expect(best.adjustments).toEqual([expect.objectContaining({ amount: -4.6, name: '8折' })]);
  });
});
