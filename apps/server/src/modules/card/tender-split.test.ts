import { describe, expect, it } from 'vitest';
import { splitTender } from './tender-split.ts';

const day = (d: number) => new Date(Date.UTC(2026, 11, d));

describe('the split of an order between prepaid cards and another method', () => {
  it('lets one card pay all when it holds enough, leaving nothing for the method', () => {
    expect(splitTender(1800, [{ id: 1, balance: 5000, validUntil: day(30) }])).toEqual({
      parts: [{ cardId: 1, amount: 1800 }],
      paid: 1800,
      rest: 0,
    });
  });

  it('leaves the rest beyond the card for the method (balance or online)', () => {
    expect(splitTender(1800, [{ id: 1, balance: 1000, validUntil: day(30) }])).toEqual({
      parts: [{ cardId: 1, amount: 1000 }],
      paid: 1000,
      rest: 800,
    });
  });

  it('spends the soonest-expiring card first, a card without an end last, and skips one with nothing to pay', () => {
    const cards = [
      { id: 1, balance: 1000, validUntil: null },
      { id: 2, balance: 500, validUntil: day(20) },
      { id: 3, balance: 700, validUntil: day(10) },
      { id: 4, balance: 900, validUntil: day(25) },
    ];
    expect(splitTender(1500, cards)).toEqual({
      parts: [
        { cardId: 3, amount: 700 },
        { cardId: 2, amount: 500 },
        { cardId: 4, amount: 300 },
      ],
      paid: 1500,
      rest: 0,
    });
  });

  it('always adds up: parts + rest = the amount, no part above its card or below 1', () => {
    for (let amount = 0; amount <= 3000; amount += 37) {
      const cards = [
        { id: 5, balance: (amount * 7) % 1100, validUntil: day(3) },
        { id: 6, balance: 0, validUntil: day(1) },
        { id: 7, balance: 450, validUntil: null },
      ];
      const split = splitTender(amount, cards);
      const sum = split.parts.reduce((n, p) => n + p.amount, 0);
      expect(sum).toBe(split.paid);
      expect(split.paid + split.rest).toBe(amount);
      for (const p of split.parts) {
        expect(p.amount).toBeGreaterThan(0);
        expect(p.amount).toBeLessThanOrEqual(cards.find((c) => c.id === p.cardId)!.balance);
      }
    }
  });

  it('refuses an amount that is not whole minor units', () => {
    expect(() => splitTender(10.5, [])).toThrow(/whole/);
  });
});
