import { describe, expect, it } from 'vitest';
import { pickLanguage, toBlocks } from './terms-text.ts';

describe('pickLanguage', () => {
  const all = ['en', 'es', 'zh-CN', 'zh-Hant'];

  it('takes the exact tag, in any case or separator', () => {
    expect(pickLanguage(all, 'es', 'en')).toBe('es');
    expect(pickLanguage(all, 'ZH_hant', 'en')).toBe('zh-Hant');
  });

  it('reads a regional tag in its language and Chinese in its script', () => {
    expect(pickLanguage(all, 'es-MX', 'en')).toBe('es');
    expect(pickLanguage(all, 'en-GB', 'es')).toBe('en');
    expect(pickLanguage(all, 'zh-TW', 'en')).toBe('zh-Hant');
    expect(pickLanguage(all, 'zh-HK', 'en')).toBe('zh-Hant');
    expect(pickLanguage(all, 'zh', 'en')).toBe('zh-CN');
    expect(pickLanguage(all, 'zh-Hans-SG', 'en')).toBe('zh-CN');
  });

  it('falls back to the store’s language, then to any text', () => {
    expect(pickLanguage(['zh-CN', 'en'], 'es', 'zh-CN')).toBe('zh-CN');
    expect(pickLanguage(['zh-CN'], 'zh-TW', 'zh-CN')).toBe('zh-CN');
    expect(pickLanguage(['en', 'zh-CN'], null, 'en')).toBe('en');
    expect(pickLanguage(['es'], 'fr', 'en')).toBe('es');
  });
});

describe('toBlocks', () => {
  it('splits paragraphs on blank lines and reads "# " as a heading', () => {
    const body = 'First line\nsecond line\n\n# Points \r\n\r\nEarn 1 point.\n   \n\n<b>not html</b>';
    expect(toBlocks(body)).toEqual([
      { type: 'paragraph', text: 'First line\nsecond line' },
      { type: 'heading', text: 'Points' },
      { type: 'paragraph', text: 'Earn 1 point.' },
      { type: 'paragraph', text: '<b>not html</b>' },
    ]);
    expect(toBlocks('  \n\n ')).toEqual([]);
  });
});
