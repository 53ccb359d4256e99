import { describe, expect, it } from 'vitest';
import {
  type Adjuster,
  type Adjustment,
  assertOrderAddsUp,
  goodsTotals,
  linePrices,
  type PricingLine,
  priceOrder,
  unitPrice,
} from './pricing.ts';

const line = (price: number, quantity: number, addOns: number[] = [], originalPrice: number | null = null) =>
  ({ price, originalPrice, addOns, quantity }) satisfies PricingLine;

const fee =
  (amount: number): Adjuster =>
  () => [{ kind: 'test-fee', labelKey: 'test.fee', amount, detail: {} }];

describe('unitPrice and linePrices', () => {
  it('adds the option add-ons to the unit price', () => {
    expect(unitPrice(1200, [300, 150])).toBe(1650);
    expect(unitPrice(1200, [])).toBe(1200);
  });
  it('adds the option add-ons to both the sale and the crossed-out price', () => {
    expect(linePrices(1200, 1500, [100, 50])).toEqual({ unit: 1350, original: 1650 });
  });
  it('uses the sale price as the crossed-out one when there is none or it is lower', () => {
    expect(linePrices(1200, null, [])).toEqual({ unit: 1200, original: 1200 });
    expect(linePrices(1200, 900, [])).toEqual({ unit: 1200, original: 1200 });
  });
});

describe('goodsTotals', () => {
  it('never counts a crossed-out price below the sale price', () => {
    expect(goodsTotals([{ unitPrice: 500, originalUnitPrice: 300, quantity: 2 }])).toEqual({
      amount: 1000,
      originalAmount: 1000,
      quantity: 2,
    });
  });
});

describe('priceOrder', () => {
  it('prices each line with its add-ons and sums the SPEC §3 totals in minor units', () => {
    const order = priceOrder([line(1200, 2, [100, 50], 1500), line(800, 1)]);
    expect(
      order.lines.map(({ unitPrice, originalUnitPrice, amount, originalAmount }) => [
        unitPrice,
        originalUnitPrice,
        amount,
        originalAmount,
      ]),
    ).toEqual([
      [1350, 1650, 2700, 3300],
      [800, 800, 800, 800],
    ]);
    expect(order.adjustments).toEqual([]);
    expect(order.totals).toEqual({
      goodsAmount: 3500,
      originalAmount: 4100,
      adjustmentsAmount: 0,
      amount: 3500,
      quantity: 3,
      saved: 600,
    });
  });

  it('keeps what each line carries beside its prices, in the order given', () => {
    const order = priceOrder([
      { ...line(100, 1), sku: 'a' },
      { ...line(200, 1), sku: 'b' },
    ]);
    expect(order.lines.map((l) => l.sku)).toEqual(['a', 'b']);
  });

  it('is zero for no lines', () => {
    expect(priceOrder([]).totals).toEqual({
      goodsAmount: 0,
      originalAmount: 0,
      adjustmentsAmount: 0,
      amount: 0,
      quantity: 0,
      saved: 0,
    });
  });

  it('adds the adjusters’ adjustments to the goods, each adjuster seeing those before it', () => {
    const seen: number[] = [];
    const counting: Adjuster = (order) => {
      seen.push(order.adjustments.length);
      return [];
    };
    const order = priceOrder([line(1000, 3)], [fee(-500), counting, fee(200)]);
    expect(seen).toEqual([1]);
    expect(order.adjustments.map((a) => a.amount)).toEqual([-500, 200]);
    expect(order.totals).toMatchObject({
      goodsAmount: 3000,
      adjustmentsAmount: -300,
      amount: 2700,
      saved: 300,
    });
  });

  it('refuses a quantity that is not whole', () => {
    expect(() => priceOrder([line(100, 1.5)])).toThrow(RangeError);
  });
});

describe('an order adds up: lines plus adjustments are the amount payable', () => {
  // Table of orders: prices, add-ons, quantities and adjustments; each must add up as priceOrder returns it.
  const cases: Array<[string, PricingLine[], number[]]> = [
    ['one plain line', [line(1, 1)], []],
    ['sale and add-ons', [line(1999, 7, [1, 2, 3], 2999), line(5, 9999)], []],
    ['a discount', [line(1200, 2)], [-400]],
    ['a discount and a fee', [line(1200, 2), line(300, 1, [50])], [-400, 600]],
    ['a discount of everything', [line(990, 1)], [-990]],
    ['large amounts', [line(99_999_999, 9999, [99_999])], [-1, 1]],
  ];
  it.each(cases)('%s', (_name, lines, amounts) => {
    const order = priceOrder(lines, amounts.map(fee));
    expect(() => assertOrderAddsUp(order)).not.toThrow();
    const lineSum = order.lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    const adjustmentSum = amounts.reduce((sum, a) => sum + a, 0);
    expect(order.totals.amount).toBe(lineSum + adjustmentSum);
  });

  it('refuses an order whose figures were changed after pricing', () => {
    const changed = priceOrder([line(1000, 2)]);
    changed.totals.amount += 1;
    expect(() => assertOrderAddsUp(changed)).toThrow(/goods plus the adjustments/);
    const extra = priceOrder([line(1000, 2)]);
    extra.adjustments.push({ kind: 'coupon', labelKey: 'x', amount: -100, detail: {} } satisfies Adjustment);
    expect(() => assertOrderAddsUp(extra)).toThrow(/adjustments do not sum/);
    const line0 = priceOrder([line(1000, 2)]);
    line0.lines[0]!.amount = 1999;
    expect(() => assertOrderAddsUp(line0)).toThrow(/unit price × quantity/);
  });

  it('refuses fractions of a minor unit and an amount below zero', () => {
    expect(() => assertOrderAddsUp(priceOrder([line(100, 1)], [fee(0.5)]))).toThrow(/whole number/);
    expect(() => assertOrderAddsUp(priceOrder([line(100, 1)], [fee(-101)]))).toThrow(/below zero/);
  });
});

describe('an allocated discount adds up line by line', () => {
  const allocated =
    (amount: number, allocation: number[]): Adjuster =>
    () => [{ kind: 'coupon', labelKey: 'x', amount, detail: {}, allocation }];

  it('accepts parts that sum to the discount and leave every line at zero or more', () => {
    const order = priceOrder([line(500, 1), line(300, 1)], [allocated(-700, [-500, -200]), fee(100)]);
    expect(() => assertOrderAddsUp(order)).not.toThrow();
  });
  it('refuses parts that do not sum to it, are on the wrong side, miss lines, or take a line below zero', () => {
    const lines = [line(500, 1), line(300, 1)];
    expect(() => assertOrderAddsUp(priceOrder(lines, [allocated(-700, [-500, -100])]))).toThrow(
      /does not sum/,
    );
    expect(() => assertOrderAddsUp(priceOrder(lines, [allocated(-100, [-200, 100])]))).toThrow(/side/);
    expect(() => assertOrderAddsUp(priceOrder(lines, [allocated(-100, [-100])]))).toThrow(/cover the lines/);
    expect(() => assertOrderAddsUp(priceOrder(lines, [allocated(-700, [-100, -600])]))).toThrow(/below zero/);
  });
});
