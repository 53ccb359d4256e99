import { describe, expect, it } from 'vitest';
import { balanceCanPay, defaultPayCode, effectivePayCode } from './pay-selection.ts';
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

  it('never chooses a balance of 0 listed first: the first option that can pay (issue 28)', () => {
    const list = options(PayCode.balance, PayCode.wechat, PayCode.cash);
    expect(defaultPayCode(list, { isLoggedIn: true, balance: 0 })).toBe(PayCode.wechat);
    expect(defaultPayCode(list, { isLoggedIn: false, balance: 0 })).toBe(PayCode.wechat);
  });

  it('never chooses a balance short of what is due, and chooses one that covers it', () => {
    const list = options(PayCode.balance, PayCode.alipay);
    expect(defaultPayCode(list, { ...member, due: 12.51 })).toBe(PayCode.alipay);
    expect(defaultPayCode(list, { ...member, due: 12.5 })).toBe(PayCode.balance);
    expect(defaultPayCode(list, { isLoggedIn: true, balance: 0.3, due: 0.1 + 0.2 })).toBe(PayCode.balance);
  });

  it('keeps balance when it is all the store offers, though it cannot pay (the list says it is short)', () => {
    expect(defaultPayCode(options(PayCode.balance), { isLoggedIn: true, balance: 0 })).toBe(PayCode.balance);
  });

  it('chooses the first option when the store does not offer member balance', () => {
    expect(defaultPayCode(options(PayCode.cash, 901), member)).toBe(PayCode.cash);
  });

  it('is none (-1) when the store offers nothing', () => {
    expect(defaultPayCode([], member)).toBe(PayCode.none);
  });
});

describe('balanceCanPay', () => {
  it('needs a login, a balance above 0 and, when known, one that covers what is due', () => {
    expect(balanceCanPay(member)).toBe(true);
    expect(balanceCanPay({ ...member, isLoggedIn: false })).toBe(false);
    expect(balanceCanPay({ isLoggedIn: true, balance: 0 })).toBe(false);
    expect(balanceCanPay({ isLoggedIn: true, balance: 0, due: 0 })).toBe(false);
    expect(balanceCanPay({ ...member, due: 20 })).toBe(false);
  });
});

describe('effectivePayCode', () => {
  it('keeps the pick while it is offered, and falls back to the default when it is gone', () => {
    const list = options(PayCode.balance, PayCode.cash);
    expect(effectivePayCode(list, PayCode.cash, member)).toBe(PayCode.cash);
    expect(effectivePayCode(list, PayCode.alipay, member)).toBe(PayCode.balance);
    expect(effectivePayCode(list, null, { isLoggedIn: true, balance: 0 })).toBe(PayCode.cash);
  });

  it('keeps a short balance the shopper picked: the list marks it, the shopper decides', () => {
    const list = options(PayCode.balance, PayCode.cash);
    expect(effectivePayCode(list, PayCode.balance, { isLoggedIn: true, balance: 0 })).toBe(PayCode.balance);
  });
});
