// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../../lib/i18n/messages.ts';
import { renderHookWithProviders } from '../../../test/render.tsx';
import { useWords } from './use-words.ts';

const names = { products: [{ id: 10001, name: '经典珍珠奶茶' }], categories: [] };

describe('the words of the reader', () => {
  afterAll(() => setLocale('en'));

  it('name weekdays, discounts and money as each language says them', async () => {
    const seen: Record<string, string[]> = {};
    for (const locale of ['en', 'es', 'zh-CN', 'zh-Hant'] as const) {
      await setLocale(locale);
      const { result, unmount } = renderHookWithProviders(() => useWords(names));
      const w = result.current;
      seen[locale] = [
        w.weekday(1),
        w.weekday(7),
        w.rate(85),
        w.money(1990),
        w.names.products.get(10001) ?? '',
      ];
      unmount();
    }
    expect(seen.en).toEqual(['Mon', 'Sun', '15', '¥19.90', '经典珍珠奶茶']);
    expect(seen.es?.slice(2)).toEqual(['15', '¥19.90', '经典珍珠奶茶']);
    expect(seen['zh-CN']?.slice(0, 3)).toEqual(['周一', '周日', '8.5']);
    expect(seen['zh-Hant']?.slice(0, 3)).toEqual(['週一', '週日', '8.5']);
  });
});
