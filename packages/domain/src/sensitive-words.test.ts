import { describe, expect, it } from 'vitest';
import { findSensitiveWord, foldForCheck } from './sensitive-words.ts';

describe('the sensitive-words check', () => {
  const words = ['赌博', 'Scam', 'free money'];

  it('finds a listed word anywhere in the text, as listed', () => {
    expect(findSensitiveWord('请勿赌博谢谢', words)).toBe('赌博');
    expect(findSensitiveWord('this is a scam!', words)).toBe('Scam');
    expect(findSensitiveWord('Get FREE MONEY now', words)).toBe('free money');
  });

  it('sees through case, full-width forms and separators between the letters', () => {
    expect(findSensitiveWord('ＳＣＡＭ', words)).toBe('Scam');
    expect(findSensitiveWord('s.c-a m', words)).toBe('Scam');
    expect(findSensitiveWord('赌 * 博', words)).toBe('赌博');
    expect(foldForCheck(' Ａb·C ')).toBe('abc');
  });

  it('does not find a word inside a longer one of a spaced script, and finds it beside punctuation', () => {
    expect(findSensitiveWord('Two scampi, please', words)).toBeNull();
    expect(findSensitiveWord('First class service', ['ass'])).toBeNull();
    expect(findSensitiveWord('Freemoneyball', words)).toBeNull();
    expect(findSensitiveWord('No SCAM!', words)).toBe('Scam');
    expect(findSensitiveWord('(scam)', words)).toBe('Scam');
    expect(findSensitiveWord('s c a m pie', words)).toBe('Scam');
    expect(findSensitiveWord('s c a mpi', words)).toBeNull();
    expect(findSensitiveWord('a scampi and a scam', words)).toBe('Scam');
    // Written without spaces, Chinese matches anywhere, also beside Latin letters.
    expect(findSensitiveWord('abc赌博def', words)).toBe('赌博');
  });

  it('lets clean text, empty text and an empty list through', () => {
    expect(findSensitiveWord('Less sugar, please', words)).toBeNull();
    expect(findSensitiveWord('', words)).toBeNull();
    expect(findSensitiveWord('scam', [])).toBeNull();
    expect(findSensitiveWord('anything', ['  '])).toBeNull();
  });
});
