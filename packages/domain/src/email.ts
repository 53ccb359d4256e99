/** Why an email address was refused; the codes are those of the error catalogue (SPEC §8). */
export type EmailProblem = 'EMAIL_EMPTY' | 'EMAIL_INVALID';

export type EmailCheck = { ok: true; email: string } | { ok: false; problem: EmailProblem };

/** The longest address mail systems deliver to (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

// One @, a local part without spaces, and a domain of dot-separated labels ending in a 2+ letter top level.
const emailPattern = /^[^\s@]{1,64}@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * Checks an email address and gives its canonical form (trimmed, lower case), so the same mailbox always maps to
 * the same member whatever the capitals typed.
 */
export function normalizeEmail(input: string): EmailCheck {
  const email = input.trim().toLowerCase();
  if (email === '') return { ok: false, problem: 'EMAIL_EMPTY' };
  if (email.length > EMAIL_MAX_LENGTH || !emailPattern.test(email))
    return { ok: false, problem: 'EMAIL_INVALID' };
  return { ok: true, email };
}

/** An address shown without giving it away: the first character of the mailbox, stars, and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return `${email[0]}***${email.slice(at)}`;
}
