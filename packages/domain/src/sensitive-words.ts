/**
 * The sensitive-words check (SPEC §5 text checks, §7 the sensitive-words file; decision 044), the same on the
 * client's pre-check and the server's: a text is refused when, folded, it contains a folded word of the list —
 * as a word of its own in scripts written with spaces, anywhere in Chinese. Folding makes the check blind to what
 * a writer uses to slip past it: letter case, full-width forms (NFKC) and the spaces and common separators put
 * between the letters.
 */
const separators = /[\s\u200b-\u200d\u2060\ufeff._*·•\-|/\\]+/gu;

/** A text or word as the check compares it. */
export function foldForCheck(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(separators, '');
}

/** The longest a listed word may be, and how many words a language's list may hold. */
export const SENSITIVE_WORD_MAX = 40;
export const SENSITIVE_WORDS_LIMIT = 5000;

const separator = new RegExp(`^${separators.source}$`, 'u');
const wordChar = /[\p{L}\p{N}]/u;
/** Letters of scripts written with spaces between words (Latin, Greek, Cyrillic) and digits. */
const spacedChar = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{N}]/u;

/** A text folded as foldForCheck does, with, for each folded character, the index of the one it came from. */
function foldWithOrigins(text: string): { folded: string; origins: number[]; chars: string[] } {
  const chars = [...text];
  let folded = '';
  const origins: number[] = [];
  chars.forEach((char, i) => {
    for (const c of char.normalize('NFKC').toLowerCase()) {
      if (separator.test(c)) continue;
      folded += c;
      origins.push(i);
    }
  });
  return { folded, origins, chars };
}

/**
 * Whether the match of a word at folded [start, end) stands as a word of its own. In a spaced script a word must
 * not run on into letters around it ("scam" is not in "scampi", "ass" not in "class"); spaces or separators put
 * inside the word are still seen through. Chinese and Japanese, written without spaces, match anywhere.
 */
function standsAlone(text: ReturnType<typeof foldWithOrigins>, start: number, end: number): boolean {
  const { folded, origins, chars } = text;
  const before = chars[origins[start]! - 1];
  const after = chars[origins[end - 1]! + 1];
  const opensWord = spacedChar.test(folded[start]!) && before !== undefined && wordChar.test(before);
  const runsOn = spacedChar.test(folded[end - 1]!) && after !== undefined && wordChar.test(after);
  return !opensWord && !runsOn;
}

/** The first word of `words` that `text` contains (as listed), or null: the text may be saved. */
export function findSensitiveWord(text: string, words: readonly string[]): string | null {
  const folded = foldWithOrigins(text);
  if (folded.folded === '') return null;
  for (const word of words) {
    const w = foldForCheck(word);
    if (w === '') continue;
    for (let at = folded.folded.indexOf(w); at !== -1; at = folded.folded.indexOf(w, at + 1))
      if (standsAlone(folded, at, at + w.length)) return word;
  }
  return null;
}
