import { passwordEndpoints, payPasswordEndpoints } from '@shop/contracts';
import { isValidMemberPassword, isValidPayPassword, PAY_PASSWORD_LENGTH } from '@shop/domain';
import type { ErrorKey, MessageKey } from '../../../lib/i18n/messages.ts';

/**
 * The password page's forms (SPEC §5): the login password set, changed with the old one or reset by an SMS
 * code, and the payment password set by an SMS code. Each form's schema is the request of the endpoint it posts
 * to, extended with the rules the server applies (the domain's) so they are checked in place first; messages
 * are catalogue keys, and the fields are checked top down.
 */

const setFirst = passwordEndpoints.setPasswordFirstTime.request;
const byOld = passwordEndpoints.setPasswordByOld.request;
const byCode = passwordEndpoints.setPasswordBySecurityCode.request;
const payByCode = payPasswordEndpoints.setPayPassword.request;

type Text = typeof byCode.shape.code;

const mismatch = { path: ['confirmPassword'], message: 'errors.PASSWORD_MISMATCH' satisfies ErrorKey };
const typedTwice = (form: { password: string; confirmPassword: string }) =>
  form.confirmPassword === form.password;

/** The SMS code as sent: trimmed, and there. */
const smsCode = (code: Text) => code.trim().min(1, 'errors.SMS_CODE_EMPTY' satisfies ErrorKey);
/** A new login password: 6 printable ASCII characters (PASSWORD_FORMAT). */
const memberPassword = (password: Text) =>
  password.refine(isValidMemberPassword, 'errors.PASSWORD_FORMAT' satisfies ErrorKey);

export const setPasswordSchema = setFirst
  .extend({ password: memberPassword(setFirst.shape.password) })
  .refine(typedTwice, mismatch);

export const changePasswordSchema = byOld
  .extend({
    oldPassword: byOld.shape.oldPassword.min(1, 'account.password.oldRequired' satisfies MessageKey),
    password: memberPassword(byOld.shape.password),
  })
  .refine(typedTwice, mismatch);

export const resetPasswordSchema = byCode
  .extend({ code: smsCode(byCode.shape.code), password: memberPassword(byCode.shape.password) })
  .refine(typedTwice, mismatch);

/** The payment password: exactly 6 digits (PAY_PASSWORD_FORMAT). */
export const payPasswordSchema = payByCode
  .extend({
    code: smsCode(payByCode.shape.code),
    password: payByCode.shape.password.refine(
      isValidPayPassword,
      'errors.PAY_PASSWORD_FORMAT' satisfies ErrorKey,
    ),
  })
  .refine(typedTwice, mismatch);

/** The fields of the password forms, by the names of the requests they become. */
export type SecretField = 'oldPassword' | 'code' | 'password' | 'confirmPassword';

/** The field a server refusal belongs to, among those the form has; null for one that belongs to the whole form. */
export function fieldOfSecretError(code: string, fields: readonly string[]): SecretField | null {
  if (code === 'PASSWORD_FORMAT' || code === 'PAY_PASSWORD_FORMAT') return 'password';
  if (code === 'PASSWORD_MISMATCH') return 'confirmPassword';
  if (code === 'MEMBER_PASSWORD_WRONG') return fields.includes('oldPassword') ? 'oldPassword' : null;
  if (code.startsWith('SMS_CODE_')) return fields.includes('code') ? 'code' : null;
  return null;
}

/** Keeps only digits, at most six: what the keypad-style inputs accept as they are typed or pasted. */
export function digitsOnly(typed: string): string {
  return typed.replace(/[^0-9]/g, '').slice(0, PAY_PASSWORD_LENGTH);
}
