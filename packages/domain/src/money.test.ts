import { describe, expect, it } from 'vitest';
import { formatMoney, lineTotal, roundPrice, toMinor } from './money.ts';

describe('money', () => {
  it('converts decimals to minor units without float drift', () => {
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(-2.5)).toBe(-250);
  });
  it('rounds prices to 2 decimals', () => {
    expect(roundPrice(3.14259 + 1)).toBe(4.14);
    expect(roundPrice(2.675)).toBe(2.68);
  });
  it('refuses fractional quantities', () => {
    expect(lineTotal(350, 3)).toBe(1050);
    expect(() => lineTotal(350, 1.5)).toThrow(RangeError);
  });
  it('formats with 2 decimals and the currency symbol', () => {
    expect(formatMoney(1234)).toBe('¥12.34');
    expect(formatMoney(5, '$')).toBe('$0.05');
    expect(formatMoney(-1999)).toBe('-¥19.99');
  });
});
