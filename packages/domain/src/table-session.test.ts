import { describe, expect, it } from 'vitest';
import {
  changeLine,
  checkOverBefore,
  isCheckedOver,
  isValidDiners,
  minSpendShortfall,
  mustOrderQuantity,
} from './table-session.ts';

describe('table session rules', () => {
  it('takes a per-diner must-order item once per diner, a per-table one once', () => {
    expect(mustOrderQuantity({ productId: 1, quantity: 1, perDiner: true }, 4)).toBe(4);
    expect(mustOrderQuantity({ productId: 1, quantity: 2, perDiner: true }, 3)).toBe(6);
    expect(mustOrderQuantity({ productId: 1, quantity: 1, perDiner: false }, 7)).toBe(1);
  });

  it('accepts 1 to 99 whole diners', () => {
    expect(isValidDiners(1)).toBe(true);
    expect(isValidDiners(99)).toBe(true);
    expect(isValidDiners(0)).toBe(false);
    expect(isValidDiners(100)).toBe(false);
    expect(isValidDiners(2.5)).toBe(false);
  });

  it('lets an ordinary line go to 0 but keeps a must-order line at its minimum', () => {
    expect(changeLine({ mustOrder: false, minimum: 0 }, 0)).toEqual({ ok: true, quantity: 0 });
    expect(changeLine({ mustOrder: true, minimum: 3 }, 0)).toEqual({
      ok: false,
      code: 'TABLE_MUST_ORDER_FIXED',
    });
    expect(changeLine({ mustOrder: true, minimum: 3 }, 2).ok).toBe(false);
    expect(changeLine({ mustOrder: true, minimum: 3 }, 5)).toEqual({ ok: true, quantity: 5 });
  });

  it('checks over a quiet table without an order after the minutes, never one that ordered', () => {
    const opened = new Date('2026-01-01T10:00:00Z');
    expect(isCheckedOver(opened, new Date('2026-01-01T10:09:59Z'), 10, false)).toBe(false);
    expect(isCheckedOver(opened, new Date('2026-01-01T10:10:00Z'), 10, false)).toBe(true);
    expect(isCheckedOver(opened, new Date('2026-01-01T12:00:00Z'), 10, true)).toBe(false);
    expect(checkOverBefore(new Date('2026-01-01T10:10:00Z'), 10)).toEqual(opened);
  });

  it('measures the shortfall of the minimum spend, 0 when reached or none', () => {
    expect(minSpendShortfall(2000, 3000)).toBe(1000);
    expect(minSpendShortfall(3000, 3000)).toBe(0);
    expect(minSpendShortfall(100, 0)).toBe(0);
  });
});
