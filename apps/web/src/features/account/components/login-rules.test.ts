import { describe, expect, it } from 'vitest';
import { checkLogin, checkSend, fieldOfError, loginTarget } from './login-rules.ts';

describe('login form rules', () => {
  it('asks for a well-formed phone, then for the agreement', () => {
    expect(checkSend('', true)).toEqual({ ok: false, field: 'phone', code: 'PHONE_EMPTY' });
    expect(checkSend('12345', true)).toEqual({ ok: false, field: 'phone', code: 'PHONE_INVALID' });
    expect(checkSend('138 0013 8000', false)).toEqual({ ok: false, field: 'agree', code: 'agreeFirst' });
    expect(checkSend('+86 138 0013 8000', true)).toEqual({ ok: true, phone: '13800138000' });
  });

  it('needs a code to log in', () => {
    expect(checkLogin('13800138000', '  ', true)).toEqual({
      ok: false,
      field: 'code',
      code: 'SMS_CODE_EMPTY',
    });
    expect(checkLogin('13800138000', ' 123456 ', true)).toEqual({
      ok: true,
      phone: '13800138000',
      code: '123456',
    });
    expect(checkLogin('13800138000', '123456', false).ok).toBe(false);
  });

  it('places server errors by their code', () => {
    expect(fieldOfError('PHONE_INVALID')).toBe('phone');
    expect(fieldOfError('SMS_CODE_WRONG')).toBe('code');
    expect(fieldOfError('SMS_RESEND_WAIT')).toBe('form');
  });

  it('goes back to an app page, or to the member centre', () => {
    expect(loginTarget('/subpackages/shopping/shoppingCart')).toEqual({
      path: '/subpackages/shopping/shoppingCart',
      query: {},
    });
    expect(loginTarget('/subpackages/shopping/details?productid=5&hideTab=true')).toEqual({
      path: '/subpackages/shopping/details',
      query: { productid: '5' },
    });
    for (const bad of [
      undefined,
      '',
      'https://evil.example/',
      '//evil.example/x',
      '/nowhere',
      '/subpackages/account/login',
    ]) {
      expect(loginTarget(bad).path).toBe('/subpackages/account/account');
    }
  });
});
