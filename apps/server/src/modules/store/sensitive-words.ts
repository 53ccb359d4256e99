import { findSensitiveWord, foldForCheck } from '@shop/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sensitiveWords, type WordsLanguage } from '../../db/schema/store.ts';
import { perDatabase, TtlCache } from '../../platform/cache/ttl-cache.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';

export const wordsLanguages: readonly WordsLanguage[] = ['zh', 'en'];

// Read on every remark and nickname saved: kept 30 s per process (a staff edit forgets it here at once).
const WORDS_TTL_MS = 30_000;
const caches = perDatabase(() => new TtlCache<WordsLanguage, string[]>(WORDS_TTL_MS));

/** The language's list, in the order staff added them (then by word). */
export function listWords(deps: { db: Db; clock: Clock }, language: WordsLanguage): Promise<string[]> {
  return caches(deps.db).get(language, deps.clock, async () => {
    const rows = await deps.db
      .select({ word: sensitiveWords.word })
      .from(sensitiveWords)
      .where(eq(sensitiveWords.language, language))
      .orderBy(asc(sensitiveWords.createdAt), asc(sensitiveWords.word));
    return rows.map((r) => r.word);
  });
}

/**
 * SPEC §5 text checks on the server: free text a shopper writes (a nickname, an order remark, a profile field) is
 * refused with TEXT_SENSITIVE {Word} when it holds a word of either list — the text may mix the languages whatever
 * the reader's locale, while the client pre-checks with its locale's file only.
 */
export async function requireCleanText(deps: { db: Db; clock: Clock }, ...texts: (string | undefined)[]) {
  const written = texts.filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  if (written.length === 0) return;
  for (const language of wordsLanguages) {
    const words = await listWords(deps, language);
    for (const text of written) {
      const word = findSensitiveWord(text, words);
      if (word) throw new AppError('TEXT_SENSITIVE', { Word: word });
    }
  }
}

/** Words as stored: folded (lower case, NFKC, no separators), unique, none empty. */
function storedForms(words: readonly string[]): string[] {
  return [...new Set(words.map(foldForCheck).filter((w) => w !== ''))];
}

/** Staff add words to a language's list (already listed ones stay as they are). */
export async function addWords(deps: { db: Db; clock: Clock }, language: WordsLanguage, words: string[]) {
  const at = deps.clock.now();
  const rows = storedForms(words).map((word) => ({ language, word, createdAt: at }));
  if (rows.length > 0) await deps.db.insert(sensitiveWords).values(rows).onConflictDoNothing();
  caches(deps.db).delete(language);
  return { language, words: await listWords(deps, language) };
}

/** Staff remove words from a language's list. */
export async function removeWords(deps: { db: Db; clock: Clock }, language: WordsLanguage, words: string[]) {
  const gone = storedForms(words);
  if (gone.length > 0)
    await deps.db
      .delete(sensitiveWords)
      .where(and(eq(sensitiveWords.language, language), inArray(sensitiveWords.word, gone)));
  caches(deps.db).delete(language);
  return { language, words: await listWords(deps, language) };
}
