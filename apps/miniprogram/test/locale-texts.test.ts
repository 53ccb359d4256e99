import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { localeOf } = require('../miniprogram/lib/locale.js');
const { texts } = require('../miniprogram/lib/texts.js');

describe('the shell’s languages', () => {
  it.each([
    ['zh_CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['zh_TW', 'zh-Hant'],
    ['zh_HK', 'zh-Hant'],
    ['es', 'es'],
    ['es_MX', 'es'],
    ['en', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('WeChat language %s reads as %s', (language, locale) => {
    expect(localeOf(language)).toBe(locale);
  });

  it('has every text in all four locales, none empty', () => {
    const keys = Object.keys(texts.en).sort();
    expect(Object.keys(texts).sort()).toEqual(['en', 'es', 'zh-CN', 'zh-Hant']);
    for (const [locale, table] of Object.entries(texts as Record<string, Record<string, string>>)) {
      expect(Object.keys(table).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(table)) expect(text.trim(), `${locale}.${key}`).not.toBe('');
    }
  });
});
