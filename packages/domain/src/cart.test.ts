import { describe, expect, it } from 'vitest';
import {
  allocateStock,
  type CartLineState,
  canAdd,
  cartSummary,
  cartTotals,
  clampQuantity,
  combineLines,
  lineKey,
  optionKey,
  parseOptionKey,
} from './cart.ts';

function line(productId: number, quantity: number, optionIds: number[] = [], extra = {}): CartLineState {
  return {
    key: lineKey(productId, optionIds),
    productId,
    optionIds,
    quantity,
    comment: '',
    excluded: false,
    ...extra,
  };
}

describe('line identity', () => {
  it('normalises option ids so their order and repeats do not make another line', () => {
    expect(optionKey([7, 3, 7, 12])).toBe('3,7,12');
    expect(optionKey([])).toBe('');
    expect(lineKey(5, [2, 1])).toBe(lineKey(5, [1, 2]));
    expect(lineKey(5, [1])).not.toBe(lineKey(5, [2]));
    expect(parseOptionKey('3,7,12')).toEqual([3, 7, 12]);
    expect(parseOptionKey('')).toEqual([]);
  });
});

describe('quantities', () => {
  it('never go below 0 nor above the line maximum, and are whole', () => {
    expect(clampQuantity(-3)).toBe(0);
    expect(clampQuantity(Number.NaN)).toBe(0);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(50_000)).toBe(9999);
  });
});

describe('canAdd (SPEC §4 stock rule)', () => {
  it('allows adding up to the stock and refuses past it with the stock as message parameter', () => {
    expect(canAdd(4, 5, false, false)).toEqual({ ok: true });
    expect(canAdd(5, 5, false, false)).toEqual({
      ok: false,
      code: 'CART_INSUFFICIENT_STOCK',
      params: { Stock: 5 },
    });
    expect(canAdd(0, 0, false, false)).toMatchObject({ ok: false, params: { Stock: 0 } });
    expect(canAdd(1, 5, false, false, 5)).toMatchObject({ ok: false });
  });
  it('never shows a negative stock', () => {
    expect(canAdd(0, -2, false, false)).toMatchObject({ params: { Stock: 0 } });
  });
  it('lets the store setting or the product flag lift the limit', () => {
    expect(canAdd(5, 5, true, false)).toEqual({ ok: true });
    expect(canAdd(5, 5, false, true)).toEqual({ ok: true });
    expect(canAdd(9, -3, true, false)).toEqual({ ok: true });
  });
});

describe('allocateStock', () => {
  it('serves lines of one product in cart order and cuts the rest', () => {
    expect(allocateStock([3, 4, 2], 5, false, false)).toEqual([
      { granted: 3, cut: false, outOfStock: false },
      { granted: 2, cut: true, outOfStock: false },
      { granted: 0, cut: true, outOfStock: true },
    ]);
  });
  it('treats negative stock as none and grants everything when stock is not enforced', () => {
    expect(allocateStock([1], -4, false, false)).toEqual([{ granted: 0, cut: true, outOfStock: true }]);
    expect(allocateStock([8, 9], 2, true, false).map((g) => g.granted)).toEqual([8, 9]);
    expect(allocateStock([8, 9], 2, false, true).map((g) => g.granted)).toEqual([8, 9]);
  });
});

describe('combineLines', () => {
  const current = [line(1, 2), line(2, 1, [10]), line(3, 4)];

  it('replace keeps only the given lines, existing ones first in their place', () => {
    const out = combineLines(
      current,
      [
        { productId: 9, optionIds: [], quantity: 1 },
        { ...current[1]!, quantity: 5 },
      ],
      'replace',
    );
    expect(out.map((l) => [l.key, l.quantity])).toEqual([
      ['2|10', 5],
      ['9|', 1],
    ]);
  });

  it('merge sets the given quantities, keeps the others, and 0 removes a line', () => {
    const out = combineLines(
      current,
      [
        { productId: 1, optionIds: [], quantity: 0 },
        { productId: 3, optionIds: [], quantity: 7, comment: 'no ice' },
      ],
      'merge',
    );
    expect(out.map((l) => [l.key, l.quantity, l.comment])).toEqual([
      ['2|10', 1, ''],
      ['3|', 7, 'no ice'],
    ]);
  });

  it('add sums quantities (guest lines at login) and clamps at the line maximum', () => {
    const out = combineLines(
      [line(1, 9000, [], { comment: 'member note' })],
      [
        { productId: 1, optionIds: [], quantity: 5000 },
        { productId: 2, optionIds: [4], quantity: 2 },
      ],
      'add',
    );
    expect(out.map((l) => [l.key, l.quantity, l.comment])).toEqual([
      ['1|', 9999, 'member note'],
      ['2|4', 2, ''],
    ]);
  });

  it('sums a line sent twice, treats option order as the same line, and drops negative quantities', () => {
    const out = combineLines(
      [],
      [
        { productId: 4, optionIds: [2, 1], quantity: 2 },
        { productId: 4, optionIds: [1, 2], quantity: 3, excluded: true },
        { productId: 5, optionIds: [], quantity: -1 },
      ],
      'replace',
    );
    expect(out).toEqual([line(4, 5, [1, 2], { excluded: true })]);
  });

  it('keeps a line untouched when merge leaves out its comment and excluded flag', () => {
    const ticked = [line(1, 1, [], { comment: 'hot', excluded: true })];
    const [only] = combineLines(ticked, [{ productId: 1, optionIds: [], quantity: 3 }], 'merge');
    expect(only).toMatchObject({ quantity: 3, comment: 'hot', excluded: true });
  });
});

describe('cart totals', () => {
  it('sums amount, quantity and the sale saving, leaving out excluded and out-of-stock lines', () => {
    const lines = [
      { unitPrice: 1650, originalUnitPrice: 1650, quantity: 2, excluded: false, outOfStock: false },
      { unitPrice: 800, originalUnitPrice: 1000, quantity: 3, excluded: false, outOfStock: false },
      { unitPrice: 999, originalUnitPrice: 999, quantity: 4, excluded: true, outOfStock: false },
      { unitPrice: 500, originalUnitPrice: 500, quantity: 1, excluded: false, outOfStock: true },
    ];
    expect(cartTotals(lines)).toEqual({ amount: 5700, quantity: 5, originalAmount: 6300, discount: 600 });
    expect(cartSummary(lines)).toEqual({ amount: 57, quantity: 5, originalAmount: 63, discountedPrice: 6 });
  });

  it('is zero for an empty cart and never counts a crossed-out price below the sale price', () => {
    expect(cartSummary([])).toEqual({ amount: 0, quantity: 0, originalAmount: 0, discountedPrice: 0 });
    const odd = [{ unitPrice: 500, originalUnitPrice: 300, quantity: 1, excluded: false, outOfStock: false }];
    expect(cartTotals(odd)).toMatchObject({ originalAmount: 500, discount: 0 });
  });
});
