import { type SensitiveWordsFile, sensitiveWordsPath } from '@shop/contracts';
import { findSensitiveWord } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../lib/i18n/i18n-context.tsx';
import type { Locale } from '../../../lib/i18n/locale.ts';

/** The file of the reader's locale (SPEC §7: Chinese or English): Chinese for both Chinese scripts. */
export function wordsLanguage(locale: Locale): 'zh' | 'en' {
  return locale.startsWith('zh') ? 'zh' : 'en';
}

/** Where the file comes from: a plain GET of the static path (tests put their own list here). */
export const wordsSource = {
  async fetch(language: 'zh' | 'en'): Promise<string[]> {
    const res = await fetch(sensitiveWordsPath(language), { headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`sensitive words ${res.status}`);
    return ((await res.json()) as SensitiveWordsFile).words;
  },
};

/**
 * SPEC §5 text checks on the client (decision 044): the first word of the sensitive-words file that `text` holds,
 * or null. The file is fetched once per visit and language, when there is first something to check; until it
 * arrives (or if it cannot be read) nothing is found here, and the server's check — against both lists — still
 * refuses the text.
 */
export function useTextCheck(text: string): string | null {
  const { locale } = useLocale();
  const language = wordsLanguage(locale);
  const words = useQuery({
    queryKey: ['store', 'sensitive-words', language],
    queryFn: () => wordsSource.fetch(language),
    enabled: text.trim() !== '',
    staleTime: Number.POSITIVE_INFINITY,
    // A missing file is no reason to keep asking: the server checks the text anyway.
    retry: false,
  });
  return words.data ? findSensitiveWord(text, words.data) : null;
}
