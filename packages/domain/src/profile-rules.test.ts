import { describe, expect, it } from 'vitest';
import {
  builtinValueRules,
  checkProfileValue,
  isCalendarDate,
  localDay,
  type ProfileValueRule,
  profileFieldEditable,
} from './profile-rules.ts';

const today = '2025-06-15';
const rule = (r: Partial<ProfileValueRule>): ProfileValueRule => ({ type: 'text', required: false, ...r });
const check = (r: Partial<ProfileValueRule>, value: string) => checkProfileValue(rule(r), value, today);

describe('profile value rules', () => {
  it('allows an empty optional value and refuses an empty required one, spaces counting as empty', () => {
    expect(check({}, '   ')).toEqual({ ok: true, value: '' });
    expect(check({ required: true }, ' \t ')).toEqual({ ok: false, problem: 'PROFILE_FIELD_REQUIRED' });
  });

  it('trims text, counts characters not bytes, and refuses control characters', () => {
    expect(check({ maxLength: 4 }, ' 张小明猫 ')).toEqual({ ok: true, value: '张小明猫' });
    expect(check({ maxLength: 4 }, '张小明猫狗').ok).toBe(false);
    expect(check({ maxLength: 10 }, 'a\nb')).toEqual({ ok: false, problem: 'PROFILE_FIELD_INVALID' });
    expect(check({}, 'x'.repeat(51)).ok).toBe(false);
  });

  it('stores an email in lower case and refuses a malformed one', () => {
    expect(check({ type: 'email' }, ' Ana@Example.COM ')).toEqual({ ok: true, value: 'ana@example.com' });
    expect(check({ type: 'email' }, 'ana@example').ok).toBe(false);
  });

  it('stores a phone in its canonical form', () => {
    expect(check({ type: 'phone' }, '+86 138 0013 8000')).toEqual({ ok: true, value: '13800138000' });
    expect(check({ type: 'phone' }, '12345').ok).toBe(false);
  });

  it.each(['12', '-3', '4.5', '0.25', '123456789'])('accepts the number %s', (n) => {
    expect(check({ type: 'number' }, n)).toEqual({ ok: true, value: n });
  });

  it.each(['1e3', '1.234', '1,5', '12a', '1234567890', 'NaN', '.5'])('refuses the number %s', (n) => {
    expect(check({ type: 'number' }, n).ok).toBe(false);
  });

  it('accepts only the options of a select', () => {
    expect(check({ type: 'select', options: ['Tea', 'Coffee'] }, 'Tea').ok).toBe(true);
    expect(check({ type: 'select', options: ['Tea', 'Coffee'] }, 'tea').ok).toBe(false);
  });

  it('accepts real calendar days only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-13-01')).toBe(false);
    expect(isCalendarDate('2023-1-01')).toBe(false);
  });

  it('refuses a birthday in the future or before 1900, and takes today', () => {
    const birthday = { ...builtinValueRules.birthday, required: false };
    expect(checkProfileValue(birthday, today, today).ok).toBe(true);
    expect(checkProfileValue(birthday, '2025-06-16', today).ok).toBe(false);
    expect(checkProfileValue(birthday, '1899-12-31', today).ok).toBe(false);
    expect(check({ type: 'date' }, '2030-01-01').ok).toBe(true);
  });

  it('refuses a gender other than male or female; empty means not given', () => {
    const gender = { ...builtinValueRules.gender, required: false };
    expect(checkProfileValue(gender, '2', today).ok).toBe(true);
    expect(checkProfileValue(gender, '3', today).ok).toBe(false);
    expect(checkProfileValue(gender, '', today).ok).toBe(true);
  });

  it('gives the local calendar day of an instant', () => {
    const at = new Date('2025-06-14T17:30:00Z');
    expect(localDay(at, 'Asia/Shanghai')).toBe('2025-06-15');
    expect(localDay(at, 'UTC')).toBe('2025-06-14');
  });

  it('lets a member change a field unless locked or once-only and already set', () => {
    expect(profileFieldEditable({ locked: false, onceOnly: true, isSet: false })).toBe(true);
    expect(profileFieldEditable({ locked: false, onceOnly: true, isSet: true })).toBe(false);
    expect(profileFieldEditable({ locked: true, onceOnly: false, isSet: false })).toBe(false);
  });
});
