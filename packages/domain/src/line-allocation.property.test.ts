import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateAdjustments,
  type LineAllocation,
  shareKey,
  spreadProportionally,
} from './line-allocation.ts';
import { refundableOf } from './line-refund.ts';
import { run, scenario } from './offer-scenario-test-kit.ts';
import type { PricedOrder } from './pricing.ts';

/**
 * Per-line allocation's promises (decision 047) over random orders priced by the real offer engine (carts,
 * promotions, coupons, delivery fees, free-shipping coupons, gifts) and a points offset on top: whole figures, no
 * line below zero, the lines summing to the order's amount, every adjustment's shares summing to it, no discount
 * share beyond what its line had, and refunds of a line's units in any steps never above what it paid and summing
 * to it once all are refunded.
 */

const RUNS = { numRuns: 300 };

/** A points offset of `per` thousandths of what is left to pay, as checkout would take it after pricing. */
function withPoints(order: PricedOrder, per: number): PricedOrder {
  const off = Math.floor((order.totals.amount * per) / 1000);
  if (off === 0) return order;
  const points = { kind: 'points', labelKey: 'points', amount: -off, detail: {} };
  const { totals } = order;
  return {
    ...order,
    adjustments: [...order.adjustments, points],
    totals: { ...totals, adjustmentsAmount: totals.adjustmentsAmount - off, amount: totals.amount - off },
  };
}

const orders = fc
  .record({
    s: scenario,
    best: fc.boolean(),
    points: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1000 })),
  })
  .map(({ s, best, points }) => withPoints(run(s, { chosen: best ? 'best' : s.pick }), points));

/** A line's shares summed: what the adjustments did to it. */
const sharesOf = (line: LineAllocation) => Object.values(line.shares).reduce((n, v) => n + v, 0);

describe('per-line allocation over random orders', () => {
  it('pays each line a whole amount ≥ 0, its amount plus its shares, the lines summing to the order', () => {
    fc.assert(
      fc.property(orders, (order) => {
        const lines = allocateAdjustments(order);
        expect(lines).toHaveLength(order.lines.length);
        lines.forEach((line, i) => {
          expect(Number.isSafeInteger(line.paid)).toBe(true);
          expect(line.paid).toBeGreaterThanOrEqual(0);
          expect(line.paid).toBe(order.lines[i]!.amount + sharesOf(line));
          expect(Object.values(line.shares).every((v) => Number.isSafeInteger(v) && v !== 0)).toBe(true);
        });
        expect(lines.reduce((n, l) => n + l.paid, 0)).toBe(order.totals.amount);
      }),
      RUNS,
    );
  });

  it('splits each adjustment whole, on its side of zero, no discount share beyond its line', () => {
    fc.assert(
      fc.property(orders, (order) => {
        const lines = allocateAdjustments(order);
        const byKey = new Map<string, number>();
        for (const a of order.adjustments) byKey.set(shareKey(a), (byKey.get(shareKey(a)) ?? 0) + a.amount);
        for (const [key, amount] of byKey) {
          const parts = lines.map((l) => l.shares[key] ?? 0);
          expect(parts.reduce((n, v) => n + v, 0)).toBe(amount);
          expect(parts.every((v) => v * amount >= 0)).toBe(true);
        }
        lines.forEach((line, i) => {
          let charged = order.lines[i]!.amount;
          for (const v of Object.values(line.shares)) if (v > 0) charged += v;
          for (const v of Object.values(line.shares)) if (v < 0) expect(-v).toBeLessThanOrEqual(charged);
        });
        // What comes off the goods keeps the engine's own split (decision 029).
        for (const a of order.adjustments)
          a.allocation?.forEach((part, i) => {
            if (part !== 0) expect(lines[i]!.shares[shareKey(a)]).toBe(part);
          });
      }),
      RUNS,
    );
  });

  it('refunds a line in any steps never above what it paid, and exactly that once every unit is refunded', () => {
    const refunds = fc.record({
      order: orders,
      steps: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 20 }),
    });
    fc.assert(
      fc.property(refunds, ({ order, steps }) => {
        allocateAdjustments(order).forEach(({ paid }, i) => {
          const { quantity } = order.lines[i]!;
          let refundedQuantity = 0;
          let refunded = 0;
          for (const step of [...steps, quantity]) {
            const q = Math.min(step, quantity - refundedQuantity);
            const back = refundableOf({ paid, quantity, refundedQuantity }, q);
            expect(back).toBeGreaterThanOrEqual(0);
            refunded += back;
            refundedQuantity += q;
            expect(refunded).toBeLessThanOrEqual(paid);
          }
          expect(refunded).toBe(paid);
        });
      }),
      RUNS,
    );
  });
});

describe('spreadProportionally over random bases', () => {
  const split = fc
    .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 8 })
    .filter((bases) => bases.some((b) => b > 0))
    .chain((bases) =>
      fc.record({
        bases: fc.constant(bases),
        total: fc.integer({ min: 0, max: bases.reduce((n, b) => n + b, 0) }),
        capped: fc.boolean(),
      }),
    );

  it('sums to the total, each part at least its floor share, a capped one within its base', () => {
    fc.assert(
      fc.property(split, ({ bases, total, capped }) => {
        const parts = spreadProportionally(total, bases, capped);
        const sum = bases.reduce((n, b) => n + b, 0);
        expect(parts.reduce((n, p) => n + p, 0)).toBe(total);
        parts.forEach((part, i) => {
          expect(part).toBeGreaterThanOrEqual(Math.floor((total * bases[i]!) / sum));
          if (capped) expect(part).toBeLessThanOrEqual(bases[i]!);
          if (bases[i] === 0 && !capped) expect(part).toBe(0);
        });
      }),
      RUNS,
    );
  });
});
