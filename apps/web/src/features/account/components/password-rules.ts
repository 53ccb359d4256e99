import { isValidMemberPassword, MEMBER_PASSWORD_LENGTH } from '@shop/domain';

/**
 * The member password rule of SPEC §5/§9 is the domain's, the one the server applies (PASSWORD_FORMAT,
 * PASSWORD_MISMATCH): exactly 6 characters, each a printable ASCII letter, digit or symbol (no spaces).
 */
export const passwordLength = MEMBER_PASSWORD_LENGTH;
export const isPasswordFormat = isValidMemberPassword;

/** Where a problem with the password form is shown. */
export type PasswordField = 'old' | 'code' | 'new' | 'confirm' | 'form';

/** A problem: `errors.<code>`, or `account.password.<code>` when `own` is set. */
export interface PasswordProblem {
  field: PasswordField;
  code: string;
  own?: true;
}

export interface PasswordInput {
  /** Only when changing with the old password. */
  oldPassword?: string | undefined;
  /** Only when resetting with an SMS code. */
  code?: string | undefined;
  password: string;
  confirmPassword: string;
}

/** Checks the form before any call, top field first; null when it may be sent. */
export function checkPasswordForm(input: PasswordInput): PasswordProblem | null {
  if (input.oldPassword !== undefined && input.oldPassword === '') {
    return { field: 'old', code: 'oldRequired', own: true };
  }
  if (input.code !== undefined && input.code.trim() === '') return { field: 'code', code: 'SMS_CODE_EMPTY' };
  if (!isPasswordFormat(input.password)) return { field: 'new', code: 'PASSWORD_FORMAT' };
  if (input.confirmPassword !== input.password) return { field: 'confirm', code: 'PASSWORD_MISMATCH' };
  return null;
}

/** The field a server refusal belongs to; SMS_CODE_WRONG means the old password when changing with it. */
export function fieldOfPasswordError(code: string, mode: 'set' | 'change' | 'reset'): PasswordField {
  if (code === 'PASSWORD_FORMAT') return 'new';
  if (code === 'PASSWORD_MISMATCH') return 'confirm';
  if (code.startsWith('SMS_CODE_')) {
    if (mode === 'change') return 'old';
    if (mode === 'reset') return 'code';
  }
  return 'form';
}
