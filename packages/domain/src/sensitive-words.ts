/**
 * The sensitive-words check (SPEC §5 text checks, §7 the sensitive-words file; decision 044), the same on the
 * client's pre-check and the server's: a text is refused when, folded, it contains a folded word of the list.
 * Folding makes the check blind to what a writer uses to slip past it: letter case, full-width forms (NFKC) and the
 * spaces and common separators put between the letters.
 */
const separators = /[\s\u200b-\u200d\u2060\ufeff._*·•\-|/\\]+/gu;

/** A text or word as the check compares it. */
export function foldForCheck(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(separators, '');
}

/** The longest a listed word may be, and how many words a language's list may hold. */
export const SENSITIVE_WORD_MAX = 40;
export const SENSITIVE_WORDS_LIMIT = 5000;

/** The first word of `words` that `text` contains (as listed), or null: the text may be saved. */
export function findSensitiveWord(text: string, words: readonly string[]): string | null {
  const folded = foldForCheck(text);
  if (folded === '') return null;
  for (const word of words) {
    const w = foldForCheck(word);
    if (w !== '' && folded.includes(w)) return word;
  }
  return null;
}
