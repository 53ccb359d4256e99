import { normalizePhone, routePaths } from '@shop/domain';
import type { Route } from '../../../app/router/location.ts';
import { parseHash } from '../../../app/router/location.ts';

export const loginPath = '/subpackages/account/login';
export const memberCentrePath = '/subpackages/account/account';

/** Where a problem with the login form is shown. */
export type LoginField = 'phone' | 'code' | 'agree' | 'form';

/** A problem as an error code (translated as `errors.<code>`, or `account.<code>` for the agreement). */
export interface LoginProblem {
  field: LoginField;
  code: string;
}

export type Checked<T> = ({ ok: true } & T) | ({ ok: false } & LoginProblem);

/** Before a code is sent (SPEC §5): a well-formed phone, and the terms and privacy ticked. */
export function checkSend(phone: string, agreed: boolean): Checked<{ phone: string }> {
  const checked = normalizePhone(phone);
  if (!checked.ok) return { ok: false, field: 'phone', code: checked.problem };
  if (!agreed) return { ok: false, field: 'agree', code: 'agreeFirst' };
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

/** The field a server error code belongs to. */
export function fieldOfError(code: string): LoginField {
  if (code.startsWith('PHONE_')) return 'phone';
  if (code.startsWith('SMS_CODE_')) return 'code';
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
