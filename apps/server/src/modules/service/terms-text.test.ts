import { describe, expect, it } from 'vitest';
import { pickLanguage, toBlocks } from './terms-text.ts';

describe('pickLanguage', () => {
  const all = ['en', 'es', 'zh-CN', 'zh-Hant'];

  it('takes the exact tag, in any case or separator', () => {
    expect(pickLanguage(all, 'es', 'en')).toBe('es');
    expect(pickLanguage(all, 'ZH_hant', 'en')).toBe('zh-Hant');
    expect(pickLanguage(all, 'zh-TW,zh;q=0.9,en;q=0.8', 'en')).toBe('zh-Hant');
  });

  it('reads a regional tag in its language and Chinese in its script', () => {
    expect(pickLanguage(all, 'es-MX', 'en')).toBe('es');
    expect(pickLanguage(all, 'en-GB', 'es')).toBe('en');
    expect(pickLanguage(all, 'zh-TW', 'en')).toBe('zh-Hant');
    expect(pickLanguage(all, 'zh-HK', 'en')).toBe('zh-Hant');
    expect(pickLanguage(all, 'zh', 'en')).toBe('zh-CN');
    expect(pickLanguage(all, 'zh-Hans-SG', 'en')).toBe('zh-CN');
  });

  it('follows the fallback chain: Traditional reads Simplified, then English, before the store’s language', () => {
    expect(pickLanguage(['zh-CN', 'en', 'es'], 'zh-Hant', 'es')).toBe('zh-CN');
    expect(pickLanguage(['zh-CN', 'en'], 'es', 'zh-CN')).toBe('en');
    expect(pickLanguage(['en', 'es'], 'zh-HK', 'es')).toBe('en');
    // Simplified never reads Traditional: with no Simplified nor English text, the store's language.
    expect(pickLanguage(['zh-Hant', 'es'], 'zh-CN', 'es')).toBe('es');
  });

  it('reads a document kept under a regional key as its locale', () => {
    expect(pickLanguage(['en', 'zh-TW'], 'zh-Hant', 'en')).toBe('zh-TW');
    expect(pickLanguage(['es_ES', 'en'], 'es-MX', 'en')).toBe('es_ES');
  });

  it('falls back to the store’s language, then to any text', () => {
    expect(pickLanguage(['zh-CN', 'es'], 'es-AR', 'zh-CN')).toBe('es');
    expect(pickLanguage(['zh-CN'], 'es', 'zh-CN')).toBe('zh-CN');
    expect(pickLanguage(['en', 'zh-CN'], null, 'zh-CN')).toBe('zh-CN');
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
