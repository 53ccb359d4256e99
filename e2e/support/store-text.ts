import type { Page } from '@playwright/test';
import { demoTextsTranslatedToChinese } from '../../apps/server/src/db/demo-data/demo-translations.ts';

// The demo data's English store text (menu, options, stores, notice, banners) that has a Chinese translation: a
// Chinese page showing any of it has fallen back to English somewhere (decision 020).
const english = demoTextsTranslatedToChinese().map((text) => ({
  text,
  pattern: new RegExp(`(^|[^A-Za-z])${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`),
}));

/** The demo's English store texts the page shows (its visible text and what its text fields hold; a select's value is the base option, shown by its label). */
export async function englishStoreTexts(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value),
    ].join('\n'),
  );
  return english.filter((e) => e.pattern.test(shown)).map((e) => e.text);
}
