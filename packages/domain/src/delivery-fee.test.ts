import { describe, expect, it } from 'vitest';
import { deliveryFeeAdjuster } from './delivery-fee.ts';
import { priceOrder } from './pricing.ts';

const line = { price: 1200, originalPrice: null, addOns: [], quantity: 2 };

describe('delivery fee adjuster', () => {
  it('adds the zone fee to what the shopper pays, as its own adjustment', () => {
    const priced = priceOrder([line], [deliveryFeeAdjuster({ id: '7', fee: 500 })]);
    expect(priced.adjustments).toEqual([
      { kind: 'delivery-fee', labelKey: 'checkout.deliveryFee', amount: 500, detail: { zoneId: '7' } },
    ]);
    expect(priced.totals).toMatchObject({ goodsAmount: 2400, adjustmentsAmount: 500, amount: 2900 });
  });

  it('adds nothing for a free zone', () => {
    expect(priceOrder([line], [deliveryFeeAdjuster({ id: '1', fee: 0 })]).adjustments).toEqual([]);
  });
});
