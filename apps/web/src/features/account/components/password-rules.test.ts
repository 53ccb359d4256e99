import { describe, expect, it } from 'vitest';
import { checkPasswordForm, fieldOfPasswordError, isPasswordFormat } from './password-rules.ts';

describe('member password rule', () => {
  it('takes exactly 6 printable ASCII characters', () => {
    for (const ok of ['abc123', 'ABCDEF', '!@#$%^', 'a~b}c{', '000000'])
      expect(isPasswordFormat(ok)).toBe(true);
    for (const bad of ['', 'abc12', 'abc1234', 'abc 12', 'abc12\t', 'abcdé1', '密码密码密码']) {
      expect(isPasswordFormat(bad)).toBe(false);
    }
  });

  it('checks the fields top down', () => {
    const base = { password: 'abc123', confirmPassword: 'abc123' };
    expect(checkPasswordForm(base)).toBeNull();
    expect(checkPasswordForm({ ...base, oldPassword: '' })).toEqual({
      field: 'old',
      code: 'oldRequired',
      own: true,
    });
    expect(checkPasswordForm({ ...base, code: ' ' })).toMatchObject({
      field: 'code',
      code: 'SMS_CODE_EMPTY',
    });
    expect(checkPasswordForm({ ...base, password: 'abc' })).toMatchObject({
      field: 'new',
      code: 'PASSWORD_FORMAT',
    });
    expect(checkPasswordForm({ ...base, confirmPassword: 'abc124' })).toMatchObject({
      field: 'confirm',
      code: 'PASSWORD_MISMATCH',
    });
  });

  it('places server refusals at their field', () => {
    expect(fieldOfPasswordError('SMS_CODE_WRONG', 'change')).toBe('old');
    expect(fieldOfPasswordError('SMS_CODE_WRONG', 'reset')).toBe('code');
    expect(fieldOfPasswordError('PASSWORD_FORMAT', 'set')).toBe('new');
    expect(fieldOfPasswordError('PASSWORD_MISMATCH', 'set')).toBe('confirm');
    expect(fieldOfPasswordError('NO_PHONE_BOUND', 'reset')).toBe('form');
  });
});
