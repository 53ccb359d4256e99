import { describe, expect, it } from 'vitest';
import { pickLocale, resolveLocale } from './locale.ts';

describe('locale resolution', () => {
  it.each([
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh_cn', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-Hant', 'zh-Hant'],
    ['zh-TW', 'zh-Hant'],
    ['zh-HK', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['ES_es', 'es'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected);
  });

  it('prefers a remembered choice, then the first preferred language', () => {
    expect(pickLocale('es', ['zh-TW'])).toBe('es');
    expect(pickLocale('klingon', ['zh-TW', 'en'])).toBe('zh-Hant');
    expect(pickLocale(null, [])).toBe('en');
  });
});
