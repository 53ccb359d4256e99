import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locale } from '@shop/domain';

/** The built chunks of each locale's catalogue, both parts (apps/web/locale-parts.ts), as /assets/… paths. */
export type LocaleChunks = Partial<Record<Locale, string[]>>;

const PART_KEY = /^virtual:locale\/([\w-]+)\/(first|rest)$/;

/** Reads the catalogue chunks from the build's manifest (dist/.vite/manifest.json); none when it is missing. */
export function readLocaleChunks(distDir: string): LocaleChunks {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return {};
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file?: string }>;
  const chunks: Record<string, string[]> = {};
  for (const [key, entry] of Object.entries(manifest)) {
    const locale = PART_KEY.exec(key)?.[1];
    if (locale && entry.file) chunks[locale] = [...(chunks[locale] ?? []), `/${entry.file}`];
  }
  return chunks as LocaleChunks;
}

/**
 * Links that fetch the page's catalogue of texts beside the entry's scripts. Without them the texts were asked for
 * only once the entry had run, and every page (each waits for its texts) one or two round trips later. The locale
 * is the server's reading of the cookie and Accept-Language, which the app's own choice follows (decision 020).
 */
export function localePreloads(chunks: LocaleChunks, locale: Locale): string {
  return (chunks[locale] ?? [])
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
}
