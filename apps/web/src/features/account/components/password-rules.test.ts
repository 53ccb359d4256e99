import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  digitsOnly,
  fieldOfSecretError,
  payPasswordSchema,
  resetPasswordSchema,
  setPasswordSchema,
} from './password-rules.ts';

/** The problems of a form, top down, as [field, message key]. */
function problems(
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  values: object,
) {
  return (schema.safeParse(values).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
}

describe('login password forms', () => {
  it('take exactly 6 printable ASCII characters', () => {
    for (const ok of ['abc123', 'ABCDEF', '!@#$%^', 'a~b}c{', '000000'])
      expect(problems(setPasswordSchema, { password: ok, confirmPassword: ok })).toEqual([]);
    for (const bad of ['', 'abc12', 'abc1234', 'abc 12', 'abc12\t', 'abcdé1', '密码密码密码']) {
      expect(problems(setPasswordSchema, { password: bad, confirmPassword: bad })).toEqual([
        ['password', 'errors.PASSWORD_FORMAT'],
      ]);
    }
  });

  it('check the fields top down', () => {
    const base = { password: 'abc123', confirmPassword: 'abc123' };
    expect(problems(changePasswordSchema, { ...base, oldPassword: '' })[0]).toEqual([
      'oldPassword',
      'account.password.oldRequired',
    ]);
    expect(problems(resetPasswordSchema, { ...base, code: ' ' })[0]).toEqual([
      'code',
      'errors.SMS_CODE_EMPTY',
    ]);
    expect(problems(setPasswordSchema, { ...base, password: 'abc' })[0]).toEqual([
      'password',
      'errors.PASSWORD_FORMAT',
    ]);
    expect(problems(setPasswordSchema, { ...base, confirmPassword: 'abc124' })).toEqual([
      ['confirmPassword', 'errors.PASSWORD_MISMATCH'],
    ]);
  });

  it('send the request of their endpoint, the code trimmed', () => {
    expect(
      resetPasswordSchema.parse({ code: ' 123456 ', password: 'abc123', confirmPassword: 'abc123' }),
    ).toEqual({
      code: '123456',
      password: 'abc123',
      confirmPassword: 'abc123',
    });
  });
});

describe('payment password form', () => {
  it('checks the fields top down', () => {
    const ok = { code: '123456', password: '135790', confirmPassword: '135790' };
    expect(problems(payPasswordSchema, ok)).toEqual([]);
    expect(problems(payPasswordSchema, { ...ok, code: ' ' })).toEqual([['code', 'errors.SMS_CODE_EMPTY']]);
    expect(problems(payPasswordSchema, { ...ok, password: '13579' })[0]?.[1]).toBe(
      'errors.PAY_PASSWORD_FORMAT',
    );
    expect(problems(payPasswordSchema, { ...ok, password: '13579a' })[0]?.[1]).toBe(
      'errors.PAY_PASSWORD_FORMAT',
    );
    expect(problems(payPasswordSchema, { ...ok, confirmPassword: '135791' })).toEqual([
      ['confirmPassword', 'errors.PASSWORD_MISMATCH'],
    ]);
  });

  it('keeps digits only, six at most', () => {
    expect(digitsOnly('12a3 4-5678')).toBe('123456');
    expect(digitsOnly('１２３')).toBe('');
  });
});

describe('server refusals of the password forms', () => {
  it('show at the field they are about, among those the form has', () => {
    expect(fieldOfSecretError('MEMBER_PASSWORD_WRONG', ['oldPassword', 'password', 'confirmPassword'])).toBe(
      'oldPassword',
    );
    expect(fieldOfSecretError('SMS_CODE_WRONG', ['code', 'password', 'confirmPassword'])).toBe('code');
    expect(fieldOfSecretError('SMS_CODE_WRONG', ['password', 'confirmPassword'])).toBeNull();
    expect(fieldOfSecretError('PASSWORD_FORMAT', ['password', 'confirmPassword'])).toBe('password');
    expect(fieldOfSecretError('PAY_PASSWORD_FORMAT', ['code', 'password', 'confirmPassword'])).toBe(
      'password',
    );
    expect(fieldOfSecretError('PASSWORD_MISMATCH', ['password', 'confirmPassword'])).toBe('confirmPassword');
    expect(fieldOfSecretError('NO_PHONE_BOUND', ['code', 'password', 'confirmPassword'])).toBeNull();
  });
});
