import { describe, expect, it } from 'vitest';
import { checkPayPasswordForm, digitsOnly, fieldOfPayPasswordError } from './pay-password-rules.ts';

describe('payment password form rules', () => {
  it('checks the fields top down', () => {
    const ok = { code: '123456', password: '135790', confirmPassword: '135790' };
    expect(checkPayPasswordForm(ok)).toBeNull();
    expect(checkPayPasswordForm({ ...ok, code: ' ' })).toEqual({ field: 'code', code: 'SMS_CODE_EMPTY' });
    expect(checkPayPasswordForm({ ...ok, password: '13579' })?.code).toBe('PAY_PASSWORD_FORMAT');
    expect(checkPayPasswordForm({ ...ok, password: '13579a' })?.code).toBe('PAY_PASSWORD_FORMAT');
    expect(checkPayPasswordForm({ ...ok, confirmPassword: '135791' })).toEqual({
      field: 'confirm',
      code: 'PASSWORD_MISMATCH',
    });
  });

  it('puts server refusals at their field', () => {
    expect(fieldOfPayPasswordError('SMS_CODE_WRONG')).toBe('code');
    expect(fieldOfPayPasswordError('PAY_PASSWORD_FORMAT')).toBe('new');
    expect(fieldOfPayPasswordError('PASSWORD_MISMATCH')).toBe('confirm');
    expect(fieldOfPayPasswordError('NO_PHONE_BOUND')).toBe('form');
  });

  it('keeps digits only, six at most', () => {
    expect(digitsOnly('12a3 4-5678')).toBe('123456');
    expect(digitsOnly('１２３')).toBe('');
  });
});
