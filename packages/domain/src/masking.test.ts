import { describe, expect, it } from 'vitest';
import { maskName, maskPhone, shownMemberName } from './masking.ts';

describe('maskPhone', () => {
  it('hides the 4th to 7th digits of a mainland mobile', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('19912345678')).toBe('199****5678');
  });
  it('counts digits only, keeping the plus of an international number', () => {
    expect(maskPhone('+447911123456')).toBe('+447****23456');
    expect(maskPhone('+12345678')).toBe('+123****8');
  });
  it('stars whatever of digits 4 to 7 a short input has', () => {
    expect(maskPhone('12345')).toBe('123**');
    expect(maskPhone('123')).toBe('123');
    expect(maskPhone('')).toBe('');
  });
});

describe('maskName', () => {
  it('keeps the first character plus one star for names under 3 characters', () => {
    expect(maskName('李')).toBe('李*');
    expect(maskName('张三')).toBe('张*');
    expect(maskName('Al')).toBe('A*');
  });
  it('keeps first and last and stars each hidden character for longer names', () => {
    expect(maskName('张小明')).toBe('张*明');
    expect(maskName('欧阳娜娜')).toBe('欧**娜');
    expect(maskName('Alice')).toBe('A***e');
  });
  it('counts code points, trims, and leaves an empty name empty', () => {
    expect(maskName('😀😁')).toBe('😀*');
    expect(maskName('  王五  ')).toBe('王*');
    expect(maskName('   ')).toBe('');
  });
});

describe('shownMemberName', () => {
  it('masks the name, else the phone, else shows nothing', () => {
    expect(shownMemberName({ name: '张小明', phone: '13800001234' })).toBe('张*明');
    expect(shownMemberName({ name: '', phone: '13800001234' })).toBe(maskPhone('13800001234'));
    expect(shownMemberName({ name: '', phone: null })).toBe('');
    expect(shownMemberName(null)).toBe('');
  });
});
