import { describe, expect, it } from 'vitest';
import { isPayPasswordLocked, isValidPayPassword } from './pay-password-rules.ts';

describe('payment password rules', () => {
  it('takes exactly six ASCII digits', () => {
    expect(isValidPayPassword('123456')).toBe(true);
    expect(isValidPayPassword('000000')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 12345', '１２３４５６', '12 456', '']) {
      expect(isValidPayPassword(bad), bad).toBe(false);
    }
  });

  it('locks after five wrong tries', () => {
    expect(isPayPasswordLocked(4)).toBe(false);
    expect(isPayPasswordLocked(5)).toBe(true);
  });
});
