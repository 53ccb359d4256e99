/** Why a phone number was refused; the codes are those of the error catalogue (SPEC §8). */
export type PhoneProblem = 'PHONE_EMPTY' | 'PHONE_INVALID';

export type PhoneCheck = { ok: true; phone: string } | { ok: false; problem: PhoneProblem };

const chinaMobile = /^1[3-9]\d{9}$/;
// E.164: a country code never starts with 0; 8 to 15 digits in all.
const international = /^\+[1-9]\d{7,14}$/;

// The full-width forms of ASCII (U+FF01–U+FF5E) that a Chinese keyboard types in full-width mode.
const FULL_WIDTH = /[\uff01-\uff5e]/g;
// Dashes other than the hyphen-minus that phones and keyboards put between digit groups.
const DASHES = /[\u2010-\u2015\u2212\u30fc]/g;

/**
 * The phone as typed, read as ASCII: full-width digits, plus, hyphen and parentheses (１３９…, ＋８６) become their
 * ASCII forms and other dashes a hyphen. Nothing else is mapped, so an emoji or a circled digit stays and is refused.
 */
function asciiPhone(input: string): string {
  return input.replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(DASHES, '-');
}

/**
 * Checks a phone number and gives its one canonical form, so the same person always maps to the same member:
 * a mainland China mobile as its 11 national digits (also when typed as +86…/0086…), any other number as
 * E.164 with a leading +. Full-width digits (a Chinese keyboard's) count as digits; spaces (the ideographic one
 * too), dashes, dots and parentheses typed for readability are ignored; anything else (letters, emoji) makes the
 * number PHONE_INVALID. The web's phone fields and the server's checks all use this one function.
 */
export function normalizePhone(input: string): PhoneCheck {
  const compact = asciiPhone(input).replace(/[\s\-().]/g, '');
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
