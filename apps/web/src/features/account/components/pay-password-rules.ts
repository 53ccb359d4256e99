import { isValidPayPassword, PAY_PASSWORD_LENGTH } from '@shop/domain';

/** Where a problem with the payment-password form is shown. */
export type PayPasswordField = 'code' | 'new' | 'confirm' | 'form';

/** A problem at a field, by its error catalogue code (`errors.<code>`). */
export interface PayPasswordProblem {
  field: PayPasswordField;
  code: string;
}

/**
 * Checks the form before any call, top field first; null when it may be sent. The rule itself (SPEC §5, exactly 6
 * digits) is the domain's, the one the server applies.
 */
export function checkPayPasswordForm(input: {
  code: string;
  password: string;
  confirmPassword: string;
}): PayPasswordProblem | null {
  if (input.code.trim() === '') return { field: 'code', code: 'SMS_CODE_EMPTY' };
  if (!isValidPayPassword(input.password)) return { field: 'new', code: 'PAY_PASSWORD_FORMAT' };
  if (input.confirmPassword !== input.password) return { field: 'confirm', code: 'PASSWORD_MISMATCH' };
  return null;
}

/** The field a server refusal belongs to. */
export function fieldOfPayPasswordError(code: string): PayPasswordField {
  if (code.startsWith('SMS_CODE_')) return 'code';
  if (code === 'PAY_PASSWORD_FORMAT') return 'new';
  if (code === 'PASSWORD_MISMATCH') return 'confirm';
  return 'form';
}

/** Keeps only digits, at most six: what the keypad-style inputs accept as they are typed or pasted. */
export function digitsOnly(typed: string): string {
  return typed.replace(/[^0-9]/g, '').slice(0, PAY_PASSWORD_LENGTH);
}
