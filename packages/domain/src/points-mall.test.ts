import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ExchangeableProduct,
  exchangeCost,
  exchangeRefusal,
  inMallView,
  isValidRule,
  mallViewOf,
  type PointsRule,
  ruleRange,
} from './points-mall.ts';

const pointsOnly: PointsRule = { points: 300, price: 0 };
const withMoney: PointsRule = { points: 100, price: 990 };

describe('points + money pricing', () => {
  it('shows the min~max of the rules in points and in money', () => {
    expect(ruleRange([pointsOnly, withMoney])).toEqual({
      points: { min: 100, max: 300 },
      price: { min: 0, max: 990 },
    });
    expect(ruleRange([withMoney])).toEqual({ points: { min: 100, max: 100 }, price: { min: 990, max: 990 } });
    expect(() => ruleRange([])).toThrow();
  });

  it('multiplies points and money by the quantity', () => {
    expect(exchangeCost(withMoney, 3)).toEqual({ points: 300, price: 2970 });
    expect(exchangeCost(pointsOnly, 1)).toEqual({ points: 300, price: 0 });
    expect(() => exchangeCost(withMoney, 0)).toThrow();
    expect(() => exchangeCost(withMoney, 1.5)).toThrow();
  });

  it('keeps every rule inside its range, whatever the rules', () => {
    const rule = fc.record({
      points: fc.integer({ min: 1, max: 1e6 }),
      price: fc.integer({ min: 0, max: 1e7 }),
    });
    fc.assert(
      fc.property(fc.array(rule, { minLength: 1, maxLength: 6 }), (rules) => {
        const range = ruleRange(rules);
        return rules.every(
          (r) =>
            range.points.min <= r.points &&
            r.points <= range.points.max &&
            range.price.min <= r.price &&
            r.price <= range.price.max,
        );
      }),
    );
  });

  it('accepts only whole positive points and money not below 0', () => {
    expect(isValidRule(pointsOnly)).toBe(true);
    expect(isValidRule(withMoney)).toBe(true);
    expect(isValidRule({ points: 0, price: 100 })).toBe(false);
    expect(isValidRule({ points: 10, price: -1 })).toBe(false);
    expect(isValidRule({ points: 1.5, price: 0 })).toBe(false);
  });
});

describe('mall views', () => {
  it('reads the named links of SPEC §2', () => {
    expect(mallViewOf({})).toBe('all');
    expect(mallViewOf({ type: 'justpoint' })).toBe('justpoint');
    expect(mallViewOf({ type: 'price' })).toBe('price');
    expect(mallViewOf({ type: 'coupons' })).toBe('coupons');
    expect(mallViewOf({ type: 'coupons', price: '1' })).toBe('couponsPrice');
    expect(mallViewOf({ type: 'other' })).toBe('all');
  });

  it('lists a product in the views its kind and rules allow', () => {
    const goods = { kind: 'goods', rules: [pointsOnly] } as const;
    const coupon = { kind: 'coupon', rules: [withMoney] } as const;
    const both = { kind: 'coupon', rules: [pointsOnly, withMoney] } as const;
    expect(
      ['all', 'justpoint', 'price', 'coupons', 'couponsPrice'].map((v) => inMallView(goods, v as never)),
    ).toEqual([true, true, false, false, false]);
    expect(inMallView(coupon, 'justpoint')).toBe(false);
    expect(inMallView(coupon, 'couponsPrice')).toBe(true);
    expect(inMallView(both, 'justpoint')).toBe(true);
    expect(inMallView(both, 'coupons')).toBe(true);
  });
});

describe('exchangeRefusal', () => {
  const product: ExchangeableProduct = { status: 'active', stock: 5, perPersonLimit: 2, levelIds: [] };
  const member = { levelId: 1, points: 1000, exchanged: 0 };

  it('lets a member with enough points, stock and room under the limit exchange', () => {
    expect(exchangeRefusal(product, member, pointsOnly, 2)).toBeNull();
  });

  it('refuses in order: ended, guest, level, limit, stock, points', () => {
    expect(exchangeRefusal({ ...product, status: 'ended' }, null, pointsOnly, 1)).toBe('POINTSMALL_ENDED');
    expect(exchangeRefusal(product, null, pointsOnly, 1)).toBe('NOT_LOGGED_IN');
    expect(exchangeRefusal({ ...product, levelIds: [2, 3] }, member, pointsOnly, 1)).toBe(
      'POINTSMALL_LEVEL_INSUFFICIENT',
    );
    expect(exchangeRefusal({ ...product, levelIds: [2] }, { ...member, levelId: null }, pointsOnly, 1)).toBe(
      'POINTSMALL_LEVEL_INSUFFICIENT',
    );
    expect(exchangeRefusal({ ...product, levelIds: [1] }, member, pointsOnly, 1)).toBeNull();
    expect(exchangeRefusal(product, { ...member, exchanged: 1 }, pointsOnly, 2)).toBe('POINTSMALL_LIMIT');
    expect(exchangeRefusal({ ...product, perPersonLimit: null }, member, pointsOnly, 6)).toBe(
      'POINTSMALL_SOLD_OUT',
    );
    expect(exchangeRefusal(product, { ...member, points: 599 }, pointsOnly, 2)).toBe(
      'POINTSMALL_INSUFFICIENT_POINTS',
    );
    expect(exchangeRefusal(product, { ...member, points: 600 }, pointsOnly, 2)).toBeNull();
  });
});
