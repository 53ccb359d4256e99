import { describe, expect, it } from 'vitest';
import { defaultPayCode, effectivePayCode } from './pay-selection.ts';
import { PayCode } from './payment-codes.ts';

const options = (...codes: number[]) => codes.map((Code) => ({ Code }));
const member = { isLoggedIn: true, balance: 12.5 };

describe('defaultPayCode (SPEC §4)', () => {
  it('chooses member balance for a logged-in member with a balance above 0', () => {
    expect(defaultPayCode(options(PayCode.wechat, PayCode.balance, PayCode.cash), member)).toBe(
      PayCode.balance,
    );
  });

  it('chooses the first option when the balance is 0, or the shopper is a guest', () => {
    const list = options(PayCode.wechat, PayCode.balance);
    expect(defaultPayCode(list, { isLoggedIn: true, balance: 0 })).toBe(PayCode.wechat);
    expect(defaultPayCode(list, { isLoggedIn: false, balance: 50 })).toBe(PayCode.wechat);
  });

  it('chooses the first option when the store does not offer member balance', () => {
    expect(defaultPayCode(options(PayCode.cash, 901), member)).toBe(PayCode.cash);
  });

  it('is none (-1) when the store offers nothing', () => {
    expect(defaultPayCode([], member)).toBe(PayCode.none);
  });
});

describe('effectivePayCode', () => {
  it('keeps the pick while it is offered, and falls back to the default when it is gone', () => {
    const list = options(PayCode.balance, PayCode.cash);
    expect(effectivePayCode(list, PayCode.cash, member)).toBe(PayCode.cash);
    expect(effectivePayCode(list, PayCode.alipay, member)).toBe(PayCode.balance);
    expect(effectivePayCode(list, null, { isLoggedIn: true, balance: 0 })).toBe(PayCode.balance);
  });
});
