import type { APIRequestContext, Page } from '@playwright/test';
import { staffToken } from '../playwright.config.ts';

interface StaffRecord {
  base: Record<string, unknown>;
  translations: Partial<Record<string, Record<string, unknown>>>;
}

const texts = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );

async function staffGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/staff/translations${path}`, {
    headers: { authorization: `Bearer ${staffToken}` },
  });
  if (!res.ok()) throw new Error(`staff API answered ${res.status()} for ${path}`);
  return ((await res.json()) as { Result: T }).Result;
}

/**
 * The store's own English texts that have a Chinese translation, read through the staff API for every translatable
 * entity (menu, options, stores, banners, levels, profile fields, page sections): a Chinese page showing one of
 * them has fallen back to English somewhere (decision 020).
 */
export async function translatedEnglishTexts(request: APIRequestContext): Promise<string[]> {
  const { entities } = await staffGet<{ entities: Array<{ entity: string }> }>(request, '');
  const found = new Set<string>();
  for (const { entity } of entities) {
    const { records } = await staffGet<{ records: StaffRecord[] }>(request, `/${entity}`);
    for (const record of records) {
      for (const [field, base] of Object.entries(record.base)) {
        const chinese = texts(record.translations['zh-CN']?.[field]);
        for (const text of texts(base)) if (chinese.length > 0 && !chinese.includes(text)) found.add(text);
      }
    }
  }
  return [...found];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Which of `english` the page shows as a whole word or phrase: its visible text and what its text fields hold (a
 * select's value is the base option, shown by its translated label, so selects count by their label only).
 */
export async function englishShown(page: Page, english: readonly string[]): Promise<string[]> {
  const shown = await page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value),
    ].join('\n'),
  );
  return english.filter((text) => new RegExp(`(^|[^A-Za-z])${escaped(text)}($|[^A-Za-z])`).test(shown));
}
