import type { CouponRule } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale, translate } from '../../../lib/i18n/messages.ts';
import { cashRule, openRule } from './coupon-test-data.ts';
import {
  faceCondition,
  faceValue,
  noNames,
  type RuleNames,
  rateFigure,
  ruleWords,
  validityWords,
  type WordsContext,
  weekdaysText,
} from './rule-words.ts';

const names = {
  products: new Map([
    [10001, 'Pearl milk tea'],
    [10002, 'Egg tart'],
  ]),
  categories: new Map([[3, 'Cakes']]),
};

function context(tag: string, known: RuleNames = names): WordsContext {
  const weekdays = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
  return {
    t: translate,
    money: (minor) => `¥${(minor / 100).toFixed(2)}`,
    weekday: (day) => weekdays.format(new Date(Date.UTC(2024, 0, day))),
    rate: (rate) => rateFigure(rate, tag.startsWith('zh')),
    date: (value) => value.slice(0, 10),
    names: known,
  };
}

const weekdayAfternoon = openRule<Extract<CouponRule, { kind: 'discount' }>>({
  kind: 'discount',
  rate: 85,
  maxDiscountableQuantity: 2,
  maxDiscount: 1000,
  weekdays: [1, 2, 3, 4, 5],
  timeSlots: [{ from: '14:00', to: '17:00' }],
  scope: 'online',
  products: { rule: 'include', productIds: [10001], categoryIds: [3] },
  usesPerDay: 1,
  usesPerWeek: 3,
});

describe('a coupon rule in words', () => {
  describe('in English', () => {
    beforeAll(() => setLocale('en'));
    const en = context('en');

    it('says every condition of a weekday afternoon discount', () => {
      expect(faceValue(weekdayAfternoon, en)).toBe('15% off');
      expect(faceCondition(weekdayAfternoon, en)).toBe('No minimum');
      expect(ruleWords(weekdayAfternoon, en)).toEqual([
        '15% off the eligible items',
        'On up to 2 items, the dearest first',
        'Saves at most ¥10.00',
        'No minimum spend',
        'Only on: Cakes, Pearl milk tea',
        'Online: delivery and self-pickup ordered in the app',
        'Days: Mon–Fri',
        'Hours: 14:00–17:00',
        'Can be used together with other coupons',
        'At most 1 a day',
        'At most 3 a week',
      ]);
    });

    it('says the minimum, the exclusions, banned dates and that it goes alone', () => {
      const rule = {
        ...cashRule,
        products: { rule: 'exclude' as const, productIds: [10002, 99], categoryIds: [] },
        bannedDates: ['2026-12-24', '2026-12-25'],
        modes: ['takeout' as const],
        usesPerMonth: 2,
      };
      expect(faceValue(rule, en)).toBe('¥5.00');
      expect(faceCondition(rule, en)).toBe('Over ¥20.00');
      expect(ruleWords(rule, en)).toEqual([
        '¥5.00 off the eligible items',
        'Usable when the eligible items come to ¥20.00 or more',
        // One product's name is not known (deleted): the list says how many instead of naming some.
        'On every product except: 2 chosen products',
        'Online and in store',
        'Only for: Self-pickup',
        'Any day, at any time the store is open',
        'Not on 2026-12-24, 2026-12-25',
        'Cannot be combined with other coupons',
        'At most 2 a month',
      ]);
    });

    it('names what gift, exchange and pickup coupons give, and free delivery', () => {
      const gift = openRule<Extract<CouponRule, { kind: 'gift' }>>({
        kind: 'gift',
        gift: { productId: 10002, quantity: 1 },
      });
      expect(ruleWords(gift, en)[0]).toBe('Adds Egg tart × 1 free');
      const swap = openRule<Extract<CouponRule, { kind: 'exchange' }>>({
        kind: 'exchange',
        exchange: { productId: 10001, price: 0 },
      });
      expect(ruleWords(swap, en)[0]).toBe('Swaps for one Pearl milk tea, free');
      expect(ruleWords({ ...swap, exchange: { productId: 10001, price: 300 } }, en)[0]).toBe(
        'Swaps for one Pearl milk tea at ¥3.00',
      );
      const pickup = openRule<Extract<CouponRule, { kind: 'pickup' }>>({
        kind: 'pickup',
        pickup: { productId: 5 },
      });
      expect(ruleWords(pickup, context('en', noNames))[0]).toBe('One item free, for self-pickup');
      const freight = openRule<Extract<CouponRule, { kind: 'freight' }>>({
        kind: 'freight',
        freightOff: null,
        requireAmount: 3000,
      });
      expect([faceValue(freight, en), faceCondition(freight, en)]).toEqual(['Free delivery', 'Over ¥30.00']);
      expect(ruleWords({ ...freight, freightOff: 300 }, en)[0]).toBe(
        '¥3.00 off the delivery fee (delivery orders only)',
      );
    });

    it('groups three or more days in a row as a range', () => {
      expect(weekdaysText([6, 7], en)).toBe('Sat, Sun');
      expect(weekdaysText([7, 1, 3, 2, 5], en)).toBe('Mon–Wed, Fri, Sun');
    });

    it('says how long a template lasts', () => {
      expect(validityWords({ mode: 'days', from: 'purchase', days: 30 }, en)).toBe(
        'Valid for 30 days from purchase',
      );
      expect(
        validityWords(
          { mode: 'fixed', startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-11-30T16:00:00Z' },
          en,
        ),
      ).toBe('Valid 2026-11-01 – 2026-11-30');
    });
  });

  describe('in Simplified Chinese', () => {
    beforeAll(() => setLocale('zh-CN'));

    it('reads a discount as 折 and lists with 、', () => {
      const zh = context('zh-CN');
      expect(faceValue(weekdayAfternoon, zh)).toBe('8.5折');
      expect(ruleWords(weekdayAfternoon, zh).slice(0, 7)).toEqual([
        '适用商品打8.5折',
        '最多2件，价高者优先',
        '最多优惠¥10.00',
        '无最低消费',
        '仅限：Cakes、Pearl milk tea',
        '线上可用：外送、自提',
        '可用日：周一至周五',
      ]);
      expect(faceCondition(cashRule, zh)).toBe('满¥20.00可用');
    });
  });

  it('turns a rate into what is off, or into 折', () => {
    expect([rateFigure(85, false), rateFigure(85, true)]).toEqual(['15', '8.5']);
    expect([rateFigure(80, false), rateFigure(80, true)]).toEqual(['20', '8']);
  });
});
