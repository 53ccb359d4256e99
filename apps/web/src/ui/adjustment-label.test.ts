import { couponKinds, couponLabelKey, promotionLabelKey, promotionTypes } from '@shop/domain';
import { describe, expect, it } from 'vitest';
import { flatten } from '../lib/i18n/messages.ts';
import en from '../locales/en.json';

describe('adjustment labels', () => {
  // The engine names its adjustments by key (decision 029); the settlement and the order detail translate them.
  it('has a text for every coupon kind and promotion type the engine labels an adjustment with', () => {
    const keys = new Set(flatten(en).keys());
    const labels = [...couponKinds.map(couponLabelKey), ...promotionTypes.map(promotionLabelKey)];
    expect(labels.filter((key) => !keys.has(key))).toEqual([]);
  });
});
