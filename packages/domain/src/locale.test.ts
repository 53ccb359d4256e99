import { describe, expect, it } from 'vitest';
import { fallbackChain, resolveLocale, type Translations, translated, translatedField } from './locale.ts';

describe('resolveLocale', () => {
  it.each([
    ['zh-TW', 'zh-Hant'],
    ['zh_HK', 'zh-Hant'],
    ['zh-Hant-TW', 'zh-Hant'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['es-MX', 'es'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
    ['zh-TW,zh;q=0.9,en;q=0.8', 'zh-Hant'],
    ['es;q=0.9', 'es'],
  ])('reads %s as %s', (tag, locale) => {
    expect(resolveLocale(tag)).toBe(locale);
  });
});

describe('fallbackChain', () => {
  it('reads Traditional before Simplified before English, and Spanish before English', () => {
    expect(fallbackChain('zh-Hant')).toEqual(['zh-Hant', 'zh-CN', 'en']);
    expect(fallbackChain('es')).toEqual(['es', 'en']);
    expect(fallbackChain('en')).toEqual(['en']);
  });
});

describe('translated', () => {
  const product = { id: 1, name: 'Pearl Milk Tea', description: 'Black tea, milk, pearls' };
  const translations: Translations<{ name: string; description: string }> = {
    'zh-CN': { name: '珍珠奶茶', description: '红茶、牛奶、珍珠' },
    es: { name: 'Té con leche y perlas' },
    en: { name: 'Classic Pearl Milk Tea' },
  };

  it('takes each field from the first locale of the chain that has it', () => {
    expect(translated(product, translations, ['name', 'description'], 'zh-Hant')).toEqual({
      id: 1,
      name: '珍珠奶茶',
      description: '红茶、牛奶、珍珠',
    });
    expect(translated(product, translations, ['name', 'description'], 'es')).toEqual({
      id: 1,
      name: 'Té con leche y perlas',
      description: 'Black tea, milk, pearls',
    });
  });

  it('falls back to the base text when no locale of the chain has the field', () => {
    expect(translated(product, { 'zh-CN': { name: '' } }, ['name'], 'zh-CN').name).toBe('Pearl Milk Tea');
    expect(translated(product, null, ['name'], 'zh-CN')).toBe(product);
  });

  it('translates lists as a whole', () => {
    const benefits = translatedField<{ benefits: string[] }, 'benefits'>(
      ['Free cup'],
      { 'zh-CN': { benefits: ['免费一杯'] }, es: { benefits: [] } },
      'benefits',
      'es',
    );
    expect(benefits).toEqual(['Free cup']);
  });
});
