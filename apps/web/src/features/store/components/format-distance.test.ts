import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('formatDistance', () => {
  it('gives metres to the nearest 10 below a kilometre, never less than 10 m', () => {
    expect(formatDistance(143, 'en')).toBe('140 m');
    expect(formatDistance(146, 'en')).toBe('150 m');
    expect(formatDistance(0, 'en')).toBe('10 m');
    expect(formatDistance(994, 'en')).toBe('990 m');
  });

  it('switches to kilometres at 1 km, one decimal below 10 km, whole ones beyond', () => {
    expect(formatDistance(995, 'en')).toBe('1 km');
    expect(formatDistance(1234, 'en')).toBe('1.2 km');
    expect(formatDistance(9940, 'en')).toBe('9.9 km');
    expect(formatDistance(9960, 'en')).toBe('10 km');
    expect(formatDistance(23_480, 'en')).toBe('23 km');
    expect(formatDistance(1_234_567, 'en')).toBe('1,235 km');
  });

  it('writes the number and unit the way each locale does', () => {
    expect(formatDistance(1234, 'es')).toBe('1,2 km');
    expect(formatDistance(143, 'es')).toBe('140 m');
    expect(formatDistance(143, 'zh-CN')).toBe('140米');
    expect(formatDistance(1234, 'zh-CN')).toBe('1.2公里');
    expect(formatDistance(143, 'zh-Hant')).toBe('140 公尺');
    expect(formatDistance(1234, 'zh-Hant')).toBe('1.2 公里');
  });
});
