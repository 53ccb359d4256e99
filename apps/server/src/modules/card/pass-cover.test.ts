import { priceOrder } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { linesBeforeCards, passCardAdjustment, planCover } from './pass-cover.ts';

const line = (productId: number, price: number, quantity: number, categoryId: number | null = null) => ({
  productId,
  categoryId,
  options: [] as { id: number }[],
  price,
  originalPrice: null,
  addOns: [],
  quantity,
});

describe('which units a pass card covers', () => {
  it('covers one unit per time, the dearest first, up to its times', () => {
    const order = priceOrder([line(1, 800, 1), line(2, 1500, 2)]);
    const plan = planCover(linesBeforeCards(order), [
      { id: 7, timesLeft: 1, productIds: [], categoryIds: [] },
    ]);
    expect(plan.get(7)).toEqual([{ line: 1, productId: 2, optionKey: '', units: 1, value: 1500 }]);
  });

  it('two cards share a line without taking it below zero, and a line worth less than a unit a unit is left', () => {
    const order = priceOrder(
      [line(1, 1001, 3), line(2, 1, 2)],
      [() => [{ kind: 'promotion', labelKey: 'x', amount: -1, detail: {}, allocation: [0, -1] }]],
    );
    const plan = planCover(linesBeforeCards(order), [
      { id: 1, timesLeft: 1, productIds: [], categoryIds: [] },
      { id: 2, timesLeft: 5, productIds: [], categoryIds: [] },
    ]);
    expect(plan.get(1)).toEqual([{ line: 0, productId: 1, optionKey: '', units: 1, value: 1001 }]);
    expect(plan.get(2)).toEqual([{ line: 0, productId: 1, optionKey: '', units: 2, value: 2002 }]);
    const adjustment = passCardAdjustment({ id: 2, name: 'p' }, plan.get(2)!, 2);
    expect(adjustment).toMatchObject({ amount: -2002, allocation: [-2002, 0], detail: { times: 2 } });
  });

  it('covers only the products or categories the card names, and what the discounts before it left', () => {
    const order = priceOrder(
      [line(1, 1000, 1, 10), line(2, 2000, 1, 20)],
      [() => [{ kind: 'promotion', labelKey: 'x', amount: -500, detail: {}, allocation: [0, -500] }]],
    );
    const byCategory = planCover(linesBeforeCards(order), [
      { id: 3, timesLeft: 5, productIds: [], categoryIds: [20] },
    ]);
    expect(byCategory.get(3)).toEqual([{ line: 1, productId: 2, optionKey: '', units: 1, value: 1500 }]);
  });
});
