import type { TermsDocument } from '@shop/contracts';
import { fallbackChain, type Locale, resolveLocale } from '@shop/domain';
import type { TermsText } from '../../db/schema/service.ts';

type Block = TermsDocument['blocks'][number];

/**
 * The language of a document to show a reader who asked for `requested` (decision 020): the reader's locale
 * (resolveLocale: es-MX reads es, zh-TW reads zh-Hant, zh reads zh-CN) and then its fallback chain (Traditional
 * reads Simplified, every chain ends in English), else the store's own language, else any text there is.
 * Documents are kept under locale tags; a key written otherwise (zh-TW, es_ES) counts as the locale it resolves to.
 */
export function pickLanguage(
  available: readonly string[],
  requested: string | null,
  fallback: string,
): string {
  const byLocale = new Map<Locale, string>();
  for (const tag of available) {
    const locale = resolveLocale(tag);
    if (!byLocale.has(locale)) byLocale.set(locale, tag);
  }
  const chain = requested ? fallbackChain(resolveLocale(requested)) : [];
  for (const locale of chain) {
    const tag = byLocale.get(locale);
    if (tag) return tag;
  }
  return available.includes(fallback) ? fallback : (available[0] ?? fallback);
}

/** The text of a document in the language pickLanguage chose. */
export function textIn(
  texts: Record<string, TermsText>,
  requested: string | null,
  fallback: string,
): { language: string; text: TermsText } {
  const language = pickLanguage(Object.keys(texts), requested, fallback);
  return { language, text: texts[language] ?? { title: '', body: '' } };
}

/**
 * A plain-text body as blocks: blank lines part paragraphs, a paragraph starting with "# " is a heading. Line
 * breaks inside a paragraph are kept (lists written one item a line).
 */
export function toBlocks(body: string): Block[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) =>
      chunk.startsWith('# ')
        ? { type: 'heading' as const, text: chunk.slice(2).trim() }
        : { type: 'paragraph' as const, text: chunk },
    );
}
