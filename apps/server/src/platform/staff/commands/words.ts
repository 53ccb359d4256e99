import { type StaffCommand, WRONG_USAGE } from '../staff-command.ts';

interface WordsOut {
  language: 'zh' | 'en';
  words: string[];
}

/**
 * `words <zh | en>` lists the sensitive words of a language (the file `/sensitive-words/<zh|en>.json`, decision
 * 044); `words <zh | en> add <word>…` and `words <zh | en> remove <word>…` edit the list. Words are kept folded
 * (lower case, no spaces), and the shopper's nickname, profile text and order remarks are checked against both lists.
 */
export const wordsCommand: StaffCommand = {
  name: 'words',
  args: '<zh | en> [add <word>… | remove <word>…]',
  summary: 'the sensitive words refused in nicknames and order remarks; e.g. words en add scam "free money"',
  async run(args, io) {
    const [language, action, ...words] = args;
    if (language !== 'zh' && language !== 'en') return WRONG_USAGE;
    let out: WordsOut;
    if (action === undefined) out = await io.client.get('sensitive-words', { language });
    else if (action === 'add' && words.length > 0)
      out = await io.client.post('sensitive-words', { language, words });
    else if (action === 'remove' && words.length > 0)
      out = await io.client.post('sensitive-words/remove', { language, words });
    else return WRONG_USAGE;
    if (out.words.length === 0) io.err(`No ${out.language} sensitive words.`);
    else io.out(out.words.join('\n'));
    return 0;
  },
};
