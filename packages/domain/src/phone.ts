/** Why a phone number was refused; the codes are those of the error catalogue (SPEC §8). */
export type PhoneProblem = 'PHONE_EMPTY' | 'PHONE_INVALID';

export type PhoneCheck = { ok: true; phone: string } | { ok: false; problem: PhoneProblem };

const chinaMobile = /^1[3-9]\d{9}$/;
// E.164: a country code never starts with 0; 8 to 15 digits in all.
const international = /^\+[1-9]\d{7,14}$/;

/**
 * Checks a phone number and gives its one canonical form, so the same person always maps to the same member:
 * a mainland China mobile as its 11 national digits (also when typed as +86…/0086…), any other number as
 * E.164 with a leading +. Spaces, dashes, dots and parentheses typed for readability are ignored.
 */
export function normalizePhone(input: string): PhoneCheck {
  const compact = input.replace(/[\s\-().]/g, '');
  if (compact === '') return { ok: false, problem: 'PHONE_EMPTY' };
  const plus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (chinaMobile.test(plus)) return { ok: true, phone: plus };
  if (international.test(plus)) {
    const national = plus.slice(3);
    if (plus.startsWith('+86') && chinaMobile.test(national)) return { ok: true, phone: national };
    return { ok: true, phone: plus };
  }
  return { ok: false, problem: 'PHONE_INVALID' };
}

/** True when the text is a phone number this app accepts (SPEC §5: required and well-formed). */
export function isValidPhone(input: string): boolean {
  return normalizePhone(input).ok;
}
