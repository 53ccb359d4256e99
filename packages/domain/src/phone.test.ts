import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('refuses an empty or blank number as PHONE_EMPTY', () => {
    expect(normalizePhone('')).toEqual({ ok: false, problem: 'PHONE_EMPTY' });
    expect(normalizePhone('  - ')).toEqual({ ok: false, problem: 'PHONE_EMPTY' });
  });

  it('accepts mainland China mobiles 13x to 19x, with readability separators', () => {
    expect(normalizePhone('13800138000')).toEqual({ ok: true, phone: '13800138000' });
    expect(normalizePhone('199 0000 1111')).toEqual({ ok: true, phone: '19900001111' });
    expect(normalizePhone('158-0000-1111')).toEqual({ ok: true, phone: '15800001111' });
  });

  it('maps +86 and 0086 mobiles to the national form so one person is one member', () => {
    expect(normalizePhone('+8613800138000')).toEqual({ ok: true, phone: '13800138000' });
    expect(normalizePhone('0086 138 0013 8000')).toEqual({ ok: true, phone: '13800138000' });
  });

  it('accepts E.164 numbers of 8 to 15 digits with a plus', () => {
    expect(normalizePhone('+447911123456')).toEqual({ ok: true, phone: '+447911123456' });
    expect(normalizePhone('+1 (415) 555-2671')).toEqual({ ok: true, phone: '+14155552671' });
    expect(normalizePhone('+12345678')).toEqual({ ok: true, phone: '+12345678' });
    expect(normalizePhone('+123456789012345')).toEqual({ ok: true, phone: '+123456789012345' });
    // A +86 landline stays in E.164: it is well-formed, only not a mobile.
    expect(normalizePhone('+861012345678')).toEqual({ ok: true, phone: '+861012345678' });
  });

  it('reads the full-width digits, plus and separators a Chinese keyboard types', () => {
    expect(normalizePhone('１３９００１３８０００')).toEqual({ ok: true, phone: '13900138000' });
    expect(normalizePhone('１３９\u3000００１３\u3000８０００')).toEqual({ ok: true, phone: '13900138000' });
    expect(normalizePhone('139－0013－8000')).toEqual({ ok: true, phone: '13900138000' });
    expect(normalizePhone('139—0013—8000')).toEqual({ ok: true, phone: '13900138000' });
    expect(normalizePhone('＋８６ １３９００１３８０００')).toEqual({ ok: true, phone: '13900138000' });
    expect(normalizePhone('＋１（４１５）５５５－２６７１')).toEqual({ ok: true, phone: '+14155552671' });
    expect(normalizePhone('\u3000')).toEqual({ ok: false, problem: 'PHONE_EMPTY' });
  });

  it('refuses malformed numbers as PHONE_INVALID', () => {
    for (const bad of [
      '12800138000', // second digit 2 is no mobile prefix
      '1380013800', // 10 digits
      '138001380001', // 12 digits
      '23800138000',
      '+1234567', // 7 digits
      '+1234567890123456', // 16 digits
      '+0123456789', // country codes never start with 0
      '4155552671', // international without +
      '138OO138000',
      '+44 7911 12345x',
      '138😀00138000',
      '13800138000😀',
      '①3800138000', // circled digits are not digits
      '１３８００１３８０００ａ',
      '13800138000\u200b', // a zero-width space pasted along
    ]) {
      expect(normalizePhone(bad), bad).toEqual({ ok: false, problem: 'PHONE_INVALID' });
    }
    expect(isValidPhone('13800138000')).toBe(true);
    expect(isValidPhone('abc')).toBe(false);
  });
});
