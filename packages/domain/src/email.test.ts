import { describe, expect, it } from 'vitest';
import { maskEmail, normalizeEmail } from './email.ts';

describe('normalizeEmail', () => {
  it('trims and lower-cases a well-formed address', () => {
    expect(normalizeEmail('  Ana.Lopez+tea@Example.COM ')).toEqual({
      ok: true,
      email: 'ana.lopez+tea@example.com',
    });
  });

  it('refuses an empty address', () => {
    expect(normalizeEmail('   ')).toEqual({ ok: false, problem: 'EMAIL_EMPTY' });
  });

  it.each([
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'a na@example.com',
    'ana@@example.com',
    'ana@-x.com',
  ])('refuses %s', (input) => {
    expect(normalizeEmail(input)).toEqual({ ok: false, problem: 'EMAIL_INVALID' });
  });

  it('refuses an address longer than mail systems deliver to', () => {
    expect(
      normalizeEmail(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`).ok,
    ).toBe(false);
  });
});

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('ana.lopez@example.com')).toBe('a***@example.com');
  });
});
