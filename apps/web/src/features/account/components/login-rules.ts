import { normalizeEmail, normalizePhone, routePaths } from '@shop/domain';
import type { Route } from '../../../lib/router/location.ts';
import { parseHash } from '../../../lib/router/location.ts';

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

/** What a code is sent to, checked: the canonical phone or address, or the problem with it. */
export type RecipientCheck = (typed: string, agreed: boolean) => Checked<{ recipient: string }>;

/** Before a code is sent by SMS (SPEC §5): a well-formed phone, and the terms and privacy ticked. */
export const checkPhoneSend: RecipientCheck = (phone, agreed) => {
  const checked = normalizePhone(phone);
  if (!checked.ok) return { ok: false, field: 'phone', code: checked.problem };
  if (!agreed) return agreeFirst;
  return { ok: true, recipient: checked.phone };
};

/** Before a code is emailed: a well-formed address, and the terms ticked. */
export const checkEmailSend: RecipientCheck = (email, agreed) => {
  const checked = normalizeEmail(email);
  if (!checked.ok) return { ok: false, field: 'email', code: checked.problem };
  if (!agreed) return agreeFirst;
  return { ok: true, recipient: checked.email };
};

/** Before logging in by a code: what sending needs, and a code typed. */
export function checkCodeLogin(
  checkSend: RecipientCheck,
  typed: string,
  code: string,
  agreed: boolean,
): Checked<{ recipient: string; code: string }> {
  const send = checkSend(typed, agreed);
  if (!send.ok) return send;
  const trimmed = code.trim();
  if (trimmed === '') return { ok: false, field: 'code', code: 'SMS_CODE_EMPTY' };
  return { ok: true, recipient: send.recipient, code: trimmed };
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
