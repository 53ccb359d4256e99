import { normalizeEmail, normalizePhone, routePaths } from '@shop/domain';
import type { Route } from '../../../app/router/location.ts';
import { parseHash } from '../../../app/router/location.ts';

export const loginPath = '/subpackages/account/login';
export const memberCentrePath = '/subpackages/account/account';

/** Where a problem with a login form is shown. */
export type LoginField = 'phone' | 'code' | 'memberNo' | 'password' | 'email' | 'agree' | 'form';

/** A problem as an error code (translated as `errors.<code>`, or `account.<code>` for the agreement). */
export interface LoginProblem {
  field: LoginField;
  code: string;
}

export type Checked<T> = ({ ok: true } & T) | ({ ok: false } & LoginProblem);

// The agreement's own message (account.agreeFirst), not a catalogue error.
const agreeFirst = { ok: false, field: 'agree', code: 'agreeFirst' } as const;

/** Before a code is sent (SPEC §5): a well-formed phone, and the terms and privacy ticked. */
export function checkSend(phone: string, agreed: boolean): Checked<{ phone: string }> {
  const checked = normalizePhone(phone);
  if (!checked.ok) return { ok: false, field: 'phone', code: checked.problem };
  if (!agreed) return agreeFirst;
  return { ok: true, phone: checked.phone };
}

/** Before logging in: the same, and a code typed. */
export function checkLogin(
  phone: string,
  code: string,
  agreed: boolean,
): Checked<{ phone: string; code: string }> {
  const send = checkSend(phone, agreed);
  if (!send.ok) return send;
  const trimmed = code.trim();
  if (trimmed === '') return { ok: false, field: 'code', code: 'SMS_CODE_EMPTY' };
  return { ok: true, phone: send.phone, code: trimmed };
}

/** Before trying a member password (SPEC §5): the member number and the password typed, the terms ticked. */
export function checkPasswordLogin(
  memberNo: string,
  password: string,
  agreed: boolean,
): Checked<{ memberNo: string; password: string }> {
  const number = memberNo.trim();
  if (number === '') return { ok: false, field: 'memberNo', code: 'MEMBER_NO_EMPTY' };
  if (password === '') return { ok: false, field: 'password', code: 'PASSWORD_EMPTY' };
  if (!agreed) return agreeFirst;
  return { ok: true, memberNo: number, password };
}

/** Before an email code is sent: a well-formed address, and the terms ticked. */
export function checkEmailSend(email: string, agreed: boolean): Checked<{ email: string }> {
  const checked = normalizeEmail(email);
  if (!checked.ok) return { ok: false, field: 'email', code: checked.problem };
  if (!agreed) return agreeFirst;
  return { ok: true, email: checked.email };
}

/** Before logging in by email: the same, and a code typed. */
export function checkEmailLogin(
  email: string,
  code: string,
  agreed: boolean,
): Checked<{ email: string; code: string }> {
  const send = checkEmailSend(email, agreed);
  if (!send.ok) return send;
  const trimmed = code.trim();
  if (trimmed === '') return { ok: false, field: 'code', code: 'SMS_CODE_EMPTY' };
  return { ok: true, email: send.email, code: trimmed };
}

/** The field a server error code belongs to. */
export function fieldOfError(code: string): LoginField {
  if (code.startsWith('PHONE_')) return 'phone';
  if (code.startsWith('SMS_CODE_')) return 'code';
  if (code.startsWith('MEMBER_NO_')) return 'memberNo';
  if (code === 'PASSWORD_EMPTY') return 'password';
  if (code === 'EMAIL_EMPTY' || code === 'EMAIL_INVALID') return 'email';
  if (code === 'AGREEMENT_REQUIRED') return 'agree';
  return 'form';
}

/**
 * Where to go after logging in: the page named by the `redirect` query when it is an app page (not the login
 * page itself; an outside address is never followed), else the member centre.
 */
export function loginTarget(redirectQuery: string | undefined): Route {
  if (redirectQuery?.startsWith('/') && !redirectQuery.startsWith('//')) {
    const { path, query } = parseHash(redirectQuery);
    const { hideTab: _dropped, ...rest } = query;
    if (routePaths.includes(path) && path !== loginPath) return { path, query: rest };
  }
  return { path: memberCentrePath, query: {} };
}
