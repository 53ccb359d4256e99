import type { TermsDocument } from '@shop/contracts';
import type { TermsText } from '../../db/schema/service.ts';

type Block = TermsDocument['blocks'][number];

function normalize(tag: string): string {
  return tag.trim().replace(/_/g, '-').toLowerCase();
}

/** The Chinese script a tag asks for: zh-TW, zh-HK, zh-MO and zh-Hant are traditional, other zh tags simplified. */
function chineseScript(parts: string[]): 'hant' | 'hans' {
  if (parts.includes('hant') || parts.some((p) => p === 'tw' || p === 'hk' || p === 'mo')) return 'hant';
  return 'hans';
}

/**
 * The language of a document to show a reader who asked for `requested`: the exact tag, else the same language
 * (es-MX reads es; zh-TW reads zh-Hant; zh reads zh-CN), else the store's own language, else any text there is.
 */
export function pickLanguage(
  available: readonly string[],
  requested: string | null,
  fallback: string,
): string {
  const byTag = new Map(available.map((tag) => [normalize(tag), tag]));
  if (requested) {
    const wanted = normalize(requested);
    const exact = byTag.get(wanted);
    if (exact) return exact;
    const [lang, ...rest] = wanted.split('-');
    const sameLanguage = available.filter((tag) => normalize(tag).split('-')[0] === lang);
    if (lang === 'zh' && sameLanguage.length > 0) {
      const script = chineseScript(rest);
      const match = sameLanguage.find((tag) => chineseScript(normalize(tag).split('-').slice(1)) === script);
      if (match) return match;
    } else if (sameLanguage[0]) {
      return sameLanguage[0];
    }
  }
  return byTag.get(normalize(fallback)) ?? available[0] ?? fallback;
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
