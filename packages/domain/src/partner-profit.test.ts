import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cashOutFee,
  commissionRule,
  lineCommission,
  partnerExpiry,
  partnerSettingsOf,
  profitWindowStart,
  releaseAt,
  reversalDelta,
} from './partner-profit.ts';

describe('lineCommission', () => {
  it('applies the rate once to the line’s allocated paid amount, rounded down', () => {
    // 3 units at ¥10 listed, paid ¥25.55 after discounts: 10 % of what was paid, not of ¥30, not per unit again.
    expect(lineCommission({ paidAmount: 2555, quantity: 3 }, { rate: 1000 })).toBe(255);
    expect(lineCommission({ paidAmount: 0, quantity: 3 }, { rate: 1000 })).toBe(0);
  });

  it('pays a fixed amount per unit, never more than the line paid', () => {
    expect(lineCommission({ paidAmount: 5000, quantity: 2 }, { fixedPerUnit: 300 })).toBe(600);
    expect(lineCommission({ paidAmount: 500, quantity: 2 }, { fixedPerUnit: 300 })).toBe(500);
  });

  it('property: commissions of both levels never exceed the rates times what was paid', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            paidAmount: fc.integer({ min: 0, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 50 }),
          }),
          {
            maxLength: 20,
          },
        ),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, first, second) => {
          const paid = lines.reduce((n, l) => n + l.paidAmount, 0);
          const one = lines.reduce((n, l) => n + lineCommission(l, { rate: first }), 0);
          const two = lines.reduce((n, l) => n + lineCommission(l, { rate: second }), 0);
          expect(one * 10_000).toBeLessThanOrEqual(first * paid);
          expect(two * 10_000).toBeLessThanOrEqual(second * paid);
          // Rounded down per line: at most one minor unit short per line.
          expect(first * paid - one * 10_000).toBeLessThan(10_000 * (lines.length + 1));
        },
      ),
    );
  });

  it('property: a fixed commission never exceeds what the line paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 100_000 }),
        (paidAmount, quantity, fixedPerUnit) => {
          const c = lineCommission({ paidAmount, quantity }, { fixedPerUnit });
          expect(c).toBeLessThanOrEqual(paidAmount);
          expect(c).toBeLessThanOrEqual(fixedPerUnit * quantity);
        },
      ),
    );
  });
});

describe('commissionRule', () => {
  it('takes the product’s fixed amount, else its rate, else the level’s', () => {
    const product = { firstRate: 500, secondRate: null, firstFixed: null, secondFixed: 100 };
    expect(commissionRule(1, 1000, product)).toEqual({ rate: 500 });
    expect(commissionRule(2, 300, product)).toEqual({ fixedPerUnit: 100 });
    expect(commissionRule(2, 300, null)).toEqual({ rate: 300 });
  });
});

describe('releaseAt', () => {
  it('releases at the store’s midnight after the hold days, in its zone', () => {
    // 23:50 in Shanghai on 4 Dec (15:50 UTC): 7 whole days, released at 00:00 Shanghai on 12 Dec (16:00 UTC on 11 Dec).
    expect(releaseAt(new Date('2026-12-04T15:50:00Z'), 7, 'Asia/Shanghai').toISOString()).toBe(
      '2026-12-11T16:00:00.000Z',
    );
    // 00:10 in Shanghai on 5 Dec is the next store day: one day later.
    expect(releaseAt(new Date('2026-12-04T16:10:00Z'), 7, 'Asia/Shanghai').toISOString()).toBe(
      '2026-12-12T16:00:00.000Z',
    );
    expect(releaseAt(new Date('2026-03-01T12:00:00Z'), 1, 'America/New_York').toISOString()).toBe(
      '2026-03-03T05:00:00.000Z',
    );
  });

  it('releases at once without hold days', () => {
    const at = new Date('2026-12-04T10:00:00Z');
    expect(releaseAt(at, 0, 'Asia/Shanghai')).toEqual(at);
  });
});

describe('cashOutFee and reversalDelta', () => {
  it('charges the rate half up plus the fixed part', () => {
    expect(cashOutFee(10_000, { feeRate: 60, feeFixed: 0 })).toBe(60);
    expect(cashOutFee(1250, { feeRate: 60, feeFixed: 100 })).toBe(108);
    expect(cashOutFee(1000, { feeRate: 0, feeFixed: 0 })).toBe(0);
  });

  it('reverses the refunded share of what is left, all of it when nothing of the line is left', () => {
    // A ¥30 line earned ¥3: ¥10 back takes ¥1, then ¥10 of the ¥20 left takes half the ¥2 left, the rest all.
    expect(reversalDelta(300, 3000, 1000)).toBe(100);
    expect(reversalDelta(200, 2000, 1000)).toBe(100);
    expect(reversalDelta(101, 1000, 1000)).toBe(101);
    expect(reversalDelta(0, 1000, 1000)).toBe(0);
  });

  it('property: partial refunds never reverse more than the commission, and all of it when the line is refunded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 10_000 }),
        (linePaid, parts, rate) => {
          const commission = lineCommission({ paidAmount: linePaid, quantity: 1 }, { rate });
          let kept = linePaid;
          let reversed = 0;
          for (const part of parts) {
            const refunded = Math.min(kept, part);
            if (refunded === 0) break;
            reversed += reversalDelta(commission - reversed, kept, refunded);
            kept -= refunded;
            expect(reversed).toBeLessThanOrEqual(commission);
          }
          if (kept > 0) reversed += reversalDelta(commission - reversed, kept, kept);
          expect(reversed).toBe(commission);
        },
      ),
    );
  });
});

describe('windows and settings', () => {
  it('shows the last year only', () => {
    expect(profitWindowStart(new Date('2026-12-04T02:00:00Z')).toISOString()).toBe(
      '2025-12-04T02:00:00.000Z',
    );
  });

  it('ends an identity after its validity days, never without them', () => {
    expect(partnerExpiry(new Date('2026-01-01T00:00:00Z'), 30)?.toISOString()).toBe(
      '2026-01-31T00:00:00.000Z',
    );
    expect(partnerExpiry(new Date('2026-01-01T00:00:00Z'), null)).toBeNull();
  });

  it('fills the defaults', () => {
    expect(partnerSettingsOf({ holdDays: 0 })).toMatchObject({
      holdDays: 0,
      signUpOpen: true,
      secondLevel: true,
    });
  });
});
