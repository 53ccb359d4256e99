import { describe, expect, it } from 'vitest';
import {
  checkCodeLogin,
  checkEmailSend,
  checkPasswordLogin,
  checkPhoneSend,
  fieldOfError,
  loginTarget,
} from './login-rules.ts';

describe('login form rules', () => {
  it('asks for a well-formed phone, then for the agreement', () => {
    expect(checkPhoneSend('', true)).toEqual({ ok: false, field: 'phone', code: 'PHONE_EMPTY' });
    expect(checkPhoneSend('12345', true)).toEqual({ ok: false, field: 'phone', code: 'PHONE_INVALID' });
    expect(checkPhoneSend('138 0013 8000', false)).toEqual({ ok: false, field: 'agree', code: 'agreeFirst' });
    expect(checkPhoneSend('+86 138 0013 8000', true)).toEqual({ ok: true, recipient: '13800138000' });
  });

  it('needs a code to log in', () => {
    expect(checkCodeLogin(checkPhoneSend, '13800138000', '  ', true)).toEqual({
      ok: false,
      field: 'code',
      code: 'SMS_CODE_EMPTY',
    });
    expect(checkCodeLogin(checkPhoneSend, '13800138000', ' 123456 ', true)).toEqual({
      ok: true,
      recipient: '13800138000',
      code: '123456',
    });
    expect(checkCodeLogin(checkPhoneSend, '13800138000', '123456', false).ok).toBe(false);
  });

  it('asks for the member number, then the password, then the agreement', () => {
    expect(checkPasswordLogin(' ', 'abc123', true)).toEqual({
      ok: false,
      field: 'memberNo',
      code: 'MEMBER_NO_EMPTY',
    });
    expect(checkPasswordLogin('VIP1', '', true)).toEqual({
      ok: false,
      field: 'password',
      code: 'PASSWORD_EMPTY',
    });
    expect(checkPasswordLogin('VIP1', 'abc123', false)).toMatchObject({ ok: false, field: 'agree' });
    expect(checkPasswordLogin(' VIP1 ', ' abc12', true)).toEqual({
      ok: true,
      memberNo: 'VIP1',
      password: ' abc12',
    });
  });

  it('asks for a well-formed email, the agreement, and a code to log in', () => {
    expect(checkEmailSend('', true)).toEqual({ ok: false, field: 'email', code: 'EMAIL_EMPTY' });
    expect(checkEmailSend('ana@', true)).toEqual({ ok: false, field: 'email', code: 'EMAIL_INVALID' });
    expect(checkEmailSend('ana@example.com', false)).toMatchObject({ ok: false, field: 'agree' });
    expect(checkEmailSend(' Ana@Example.com', true)).toEqual({ ok: true, recipient: 'ana@example.com' });
    expect(checkCodeLogin(checkEmailSend, 'ana@example.com', ' ', true)).toMatchObject({
      field: 'code',
      code: 'SMS_CODE_EMPTY',
    });
    expect(checkCodeLogin(checkEmailSend, 'ana@example.com', '123456', true)).toEqual({
      ok: true,
      recipient: 'ana@example.com',
      code: '123456',
    });
  });

  it('places server errors by their code', () => {
    expect(fieldOfError('MEMBER_NO_EMPTY')).toBe('memberNo');
    expect(fieldOfError('PASSWORD_EMPTY')).toBe('password');
    expect(fieldOfError('PASSWORD_WRONG')).toBe('form');
    expect(fieldOfError('EMAIL_INVALID')).toBe('email');
    expect(fieldOfError('AGREEMENT_REQUIRED')).toBe('agree');
    expect(fieldOfError('SLIDER_FAILED')).toBe('form');
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
