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

describe('the split with shopping cards, which pay only the goods of the lines they cover (decision 063)', () => {
  const bread = { productIds: [], categoryIds: [7] };
  const loaf = { productIds: [101], categoryIds: [] };
  // A ¥28.00 loaf (bread), a ¥12.00 bun (bread), a ¥15.00 tea (drinks): ¥55.00 of goods, ¥5.00 of delivery.
  const lines = [
    { productId: 101, categoryId: 7, goods: 2800 },
    { productId: 102, categoryId: 7, goods: 1200 },
    { productId: 201, categoryId: 9, goods: 1500 },
  ];

  it('pays the covered goods only, leaving the tea and the fee for the method', () => {
    const card = { id: 1, balance: 10_000, validUntil: day(30), cover: bread };
    expect(splitTender(6000, [card], lines)).toEqual({
      parts: [{ cardId: 1, amount: 4000 }],
      paid: 4000,
      rest: 2000,
    });
  });

  it('pays no more than it holds of the covered goods', () => {
    const card = { id: 1, balance: 1000, validUntil: day(30), cover: bread };
    expect(splitTender(6000, [card], lines)).toEqual({
      parts: [{ cardId: 1, amount: 1000 }],
      paid: 1000,
      rest: 5000,
    });
  });

  it('pays nothing when it covers no line, and any item when its product names none', () => {
    const drinks = {
      id: 1,
      balance: 10_000,
      validUntil: day(30),
      cover: { productIds: [999], categoryIds: [] },
    };
    expect(splitTender(6000, [drinks], lines)).toEqual({ parts: [], paid: 0, rest: 6000 });
    const any = { id: 2, balance: 10_000, validUntil: day(30), cover: { productIds: [], categoryIds: [] } };
    // Any item's goods, not the delivery fee: the fee is no line's.
    expect(splitTender(6000, [any], lines).paid).toBe(5500);
  });

  it('two shopping cards covering overlapping lines: the sooner-ending first, the other only what it left', () => {
    const later = { id: 1, balance: 5000, validUntil: day(30), cover: bread };
    const sooner = { id: 2, balance: 2000, validUntil: day(10), cover: loaf };
    expect(splitTender(6000, [later, sooner], lines)).toEqual({
      parts: [
        { cardId: 2, amount: 2000 },
        // ¥8.00 of the loaf and the ¥12.00 bun are left to it.
        { cardId: 1, amount: 2000 },
      ],
      paid: 4000,
      rest: 2000,
    });
  });

  it('a shopping card with a prepaid card: the shopping card its goods first, the prepaid card the rest', () => {
    // The prepaid card ends sooner, but it can pay anything: it takes what the shopping card cannot.
    const prepaid = { id: 1, balance: 10_000, validUntil: day(5) };
    const shopping = { id: 2, balance: 10_000, validUntil: day(30), cover: bread };
    expect(splitTender(6000, [prepaid, shopping], lines)).toEqual({
      parts: [
        { cardId: 2, amount: 4000 },
        { cardId: 1, amount: 2000 },
      ],
      paid: 6000,
      rest: 0,
    });
  });

  it('a discount on a covered line lowers what the card pays by that line', () => {
    // A coupon took ¥8.00 off the loaf: its goods come to ¥20.00 (the lines as checkout passes them).
    const discounted = [{ ...lines[0]!, goods: 2000 }, lines[1]!, lines[2]!];
    const card = { id: 1, balance: 10_000, validUntil: day(30), cover: bread };
    expect(splitTender(5200, [card], discounted)).toEqual({
      parts: [{ cardId: 1, amount: 3200 }],
      paid: 3200,
      rest: 2000,
    });
  });

  it('never pays past the amount, whatever the lines say', () => {
    const card = { id: 1, balance: 10_000, validUntil: day(30), cover: bread };
    expect(splitTender(3000, [card], lines)).toEqual({
      parts: [{ cardId: 1, amount: 3000 }],
      paid: 3000,
      rest: 0,
    });
  });
});
