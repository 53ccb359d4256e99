import { describe, expect, it } from 'vitest';
import { freeAmountRule, giftInstalments } from './top-up.ts';

const shanghai = 'Asia/Shanghai';
const iso = (d: Date) => d.toISOString();

describe('giftInstalments', () => {
  const paid = new Date('2026-01-30T06:15:00Z'); // 14:15 on 30 January in Shanghai

  it('pays a gift at once as one instalment due when paid', () => {
    expect(giftInstalments(5000, 1, 'month', paid, shanghai)).toEqual([
      { seq: 1, amount: 5000, dueAt: paid },
    ]);
  });

  it('splits by day at the store midnights, the larger parts first, adding up to the gift', () => {
    const parts = giftInstalments(1000, 3, 'day', paid, shanghai);
    expect(parts.map((p) => p.amount)).toEqual([334, 333, 333]);
    expect(parts.map((p) => iso(p.dueAt))).toEqual([
      iso(paid),
      '2026-01-30T16:00:00.000Z',
      '2026-01-31T16:00:00.000Z',
    ]);
  });

  it('splits by week seven store days apart', () => {
    const parts = giftInstalments(300, 3, 'week', paid, shanghai);
    expect(parts.map((p) => iso(p.dueAt)).slice(1)).toEqual([
      '2026-02-05T16:00:00.000Z',
      '2026-02-12T16:00:00.000Z',
    ]);
  });

  it('splits by month keeping the day, clamped at a short month, across the year end', () => {
    const parts = giftInstalments(400, 4, 'month', paid, shanghai);
    // 30 Jan → 28 Feb → 30 Mar → 30 Apr, each at 00:00 Shanghai (16:00 UTC the day before).
    expect(parts.map((p) => iso(p.dueAt)).slice(1)).toEqual([
      '2026-02-27T16:00:00.000Z',
      '2026-03-29T16:00:00.000Z',
      '2026-04-29T16:00:00.000Z',
    ]);
    const december = giftInstalments(200, 2, 'month', new Date('2026-12-15T02:00:00Z'), shanghai);
    expect(iso(december[1]!.dueAt)).toBe('2027-01-14T16:00:00.000Z');
  });

  it('counts the day in the store zone: just after midnight there is the next day', () => {
    // 16:30 UTC on 31 Jan is 00:30 on 1 Feb in Shanghai: the next instalment is 2 Feb's midnight.
    const parts = giftInstalments(200, 2, 'day', new Date('2026-01-31T16:30:00Z'), shanghai);
    expect(iso(parts[1]!.dueAt)).toBe('2026-02-01T16:00:00.000Z');
  });

  it('refuses an empty gift and more parts than minor units', () => {
    expect(() => giftInstalments(0, 1, 'day', paid, shanghai)).toThrow();
    expect(() => giftInstalments(2, 3, 'day', paid, shanghai)).toThrow();
    expect(() => giftInstalments(200, 0, 'day', paid, shanghai)).toThrow();
  });
});

describe('freeAmountRule', () => {
  const rules = [
    { id: 1, kind: 'fixed' as const, amount: 10_000 },
    { id: 2, kind: 'free' as const, amount: 100 },
    { id: 3, kind: 'free' as const, amount: 20_000 },
    { id: 4, kind: 'free' as const, amount: 50_000 },
  ];

  it('takes the free rule with the highest least amount reached, never a fixed one', () => {
    expect(freeAmountRule(rules, 99)).toBeNull();
    expect(freeAmountRule(rules, 100)?.id).toBe(2);
    expect(freeAmountRule(rules, 19_999)?.id).toBe(2);
    expect(freeAmountRule(rules, 20_000)?.id).toBe(3);
    expect(freeAmountRule(rules, 1_000_000)?.id).toBe(4);
    expect(freeAmountRule(rules.slice(0, 1), 10_000)).toBeNull();
  });
});
