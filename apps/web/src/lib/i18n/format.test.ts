import { describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDuration, formatMoney } from './format.ts';
import { setLocale } from './messages.ts';

// 2024-06-14 00:05:09 UTC: midnight shows whether the clock is 24-hour without a "24:05".
const at = Date.UTC(2024, 5, 14, 0, 5, 9);
const utc = { timeZone: 'UTC' } as const;

describe('time left', () => {
  const left = { d: 0, h: 0, m: 14, s: 48 };
  it('is written in words in each language, never as a clock', async () => {
    const said: string[] = [];
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant'] as const) {
      await setLocale(locale);
      said.push(formatDuration(left));
    }
    await setLocale('en');
    expect(said).toEqual(['14 min 48 s', '14 min 48 s', '14分48秒', '14分48秒']);
  });
  it('folds days into hours and leaves out leading zero parts', () => {
    expect(formatDuration({ d: 1, h: 2, m: 0, s: 5 })).toBe('26 h 0 min 5 s');
    expect(formatDuration({ d: 0, h: 0, m: 0, s: 9 })).toBe('9 s');
  });
});

describe('date formats', () => {
  it('formats the four styles in English with a 24-hour clock', () => {
    expect(formatDate(at, 'short', { ...utc, locale: 'en' })).toBe('06/14/2024');
    expect(formatDate(at, 'shortYM', { ...utc, locale: 'en' })).toBe('06/2024');
    expect(formatDate(at, 'shortMDHM', { ...utc, locale: 'en' })).toBe('06/14, 00:05');
    expect(formatDate(at, 'long', { ...utc, locale: 'en' })).toBe('June 14, 2024 at 00:05');
  });
  it('formats the time of day (a pickup slot, a payment deadline) on a 24-hour clock', () => {
    expect(formatDate(at, 'time', { ...utc, locale: 'en' })).toBe('00:05');
    expect(
      formatDate(Date.UTC(2024, 5, 14, 15, 30), 'time', { timeZone: 'Asia/Shanghai', locale: 'zh-CN' }),
    ).toBe('23:30');
  });
  it('follows the locale', () => {
    expect(formatDate(at, 'short', { ...utc, locale: 'zh-CN' })).toBe('2024/06/14');
    expect(formatDate(at, 'short', { ...utc, locale: 'es' })).toBe('14/06/2024');
    expect(formatDate(at, 'long', { ...utc, locale: 'zh-Hant' })).toMatch(/^2024年6月14日.*00:05$/);
    const afternoon = Date.UTC(2024, 5, 14, 15, 30);
    expect(formatDate(afternoon, 'shortMDHM', { ...utc, locale: 'zh-CN' })).toMatch(/15:30$/);
  });
  it('uses the given time zone and accepts Date and ISO text', () => {
    expect(formatDate(new Date(at), 'shortMDHM', { timeZone: 'Asia/Shanghai', locale: 'en' })).toBe(
      '06/14, 08:05',
    );
    expect(formatDate('2024-06-14T00:05:09Z', 'short', { ...utc, locale: 'en' })).toBe('06/14/2024');
    expect(formatDate('not a date', 'short')).toBe('');
  });
});

describe('money formats', () => {
  it('shows minor units with exactly 2 decimals and the symbol', () => {
    expect(formatMoney(1234)).toBe('¥12.34');
    expect(formatMoney(5, '$')).toBe('$0.05');
    expect(formatMoney(100_000, '€')).toBe('€1000.00');
    expect(formatMoney(-250)).toBe('-¥2.50');
  });
  it('shows decimal amounts without float drift', () => {
    expect(formatAmount(0.1 + 0.2)).toBe('¥0.30');
    expect(formatAmount(19.9, '$')).toBe('$19.90');
    expect(formatAmount(3)).toBe('¥3.00');
  });
});
