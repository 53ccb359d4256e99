import { normalizeEmail } from './email.ts';
import { normalizePhone } from './phone.ts';

/**
 * The profile fields of SPEC §5 (infoEdit): the member's built-in fields and the store's custom attributes share
 * these rules, so the page checks in place exactly what the server then enforces.
 */

/** The built-in profile fields, in the order the profile page shows them. */
export const builtinProfileFields = [
  'name',
  'gender',
  'birthday',
  'email',
  'contactAddress',
  'className',
  'studentNo',
] as const;
export type BuiltinProfileField = (typeof builtinProfileFields)[number];

/** Kinds of value a field holds; custom attributes use text, number, date, select and phone. */
export type ProfileValueType = 'text' | 'number' | 'date' | 'select' | 'email' | 'phone';

/** How one field's value is checked. */
export interface ProfileValueRule {
  type: ProfileValueType;
  required: boolean;
  /** Longest text in characters (code points). */
  maxLength?: number;
  /** The allowed values of a select. */
  options?: readonly string[];
  /** A date that must not lie in the future (a birthday). */
  pastOnly?: boolean;
}

/** The code of a refused value (SPEC §8 catalogue), or null when it is fine. */
export type ProfileValueProblem = 'PROFILE_FIELD_REQUIRED' | 'PROFILE_FIELD_INVALID';

export type ProfileValueCheck = { ok: true; value: string } | { ok: false; problem: ProfileValueProblem };

/** Gender as stored: 0 not given, 1 male, 2 female; the form holds '' for 0. */
export const genderOptions = ['1', '2'] as const;

/** The value rules of the built-in fields (whether one is required comes from the store). */
export const builtinValueRules: Record<BuiltinProfileField, Omit<ProfileValueRule, 'required'>> = {
  name: { type: 'text', maxLength: 30 },
  gender: { type: 'select', options: genderOptions },
  birthday: { type: 'date', pastOnly: true },
  email: { type: 'email', maxLength: 100 },
  contactAddress: { type: 'text', maxLength: 120 },
  className: { type: 'text', maxLength: 30 },
  studentNo: { type: 'text', maxLength: 30 },
};

/** Longest text a custom text attribute may allow. */
export const PROFILE_TEXT_MAX = 200;
const DEFAULT_TEXT_MAX = 50;
const EARLIEST_DATE = '1900-01-01';
const LATEST_DATE = '2100-12-31';
// Control characters (and line breaks) never belong in a one-line profile value.
const CONTROL = /\p{Cc}/u;
const NUMBER = /^-?\d{1,9}(\.\d{1,2})?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a YYYY-MM-DD text names a day that exists (no 30 February). */
export function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The calendar day of an instant in a time zone, as YYYY-MM-DD. */
export function localDay(at: Date, timeZone: string): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

function checkFormat(rule: ProfileValueRule, value: string, today: string): string | null {
  switch (rule.type) {
    case 'email': {
      const checked = normalizeEmail(value);
      return checked.ok && checked.email.length <= (rule.maxLength ?? 100) ? checked.email : null;
    }
    case 'phone': {
      const checked = normalizePhone(value);
      return checked.ok ? checked.phone : null;
    }
    case 'number':
      return NUMBER.test(value) ? value : null;
    case 'select':
      return rule.options?.includes(value) ? value : null;
    case 'date': {
      if (!isCalendarDate(value) || value < EARLIEST_DATE || value > LATEST_DATE) return null;
      return rule.pastOnly && value > today ? null : value;
    }
    default: {
      const length = Array.from(value).length;
      return length <= (rule.maxLength ?? DEFAULT_TEXT_MAX) && !CONTROL.test(value) ? value : null;
    }
  }
}

/**
 * Checks a typed value against its field's rule and gives the form to store (trimmed; an email in lower case,
 * a phone in its canonical form). `today` (YYYY-MM-DD) bounds past-only dates. An empty value is fine unless
 * the field is required.
 */
export function checkProfileValue(rule: ProfileValueRule, input: string, today: string): ProfileValueCheck {
  const value = input.trim();
  if (value === '')
    return rule.required ? { ok: false, problem: 'PROFILE_FIELD_REQUIRED' } : { ok: true, value };
  const stored = checkFormat(rule, value, today);
  return stored === null ? { ok: false, problem: 'PROFILE_FIELD_INVALID' } : { ok: true, value: stored };
}

/** Who may change a field now: locked fields never, once-only fields only while they hold no value. */
export function profileFieldEditable(field: { locked: boolean; onceOnly: boolean; isSet: boolean }): boolean {
  return !field.locked && !(field.onceOnly && field.isSet);
}
