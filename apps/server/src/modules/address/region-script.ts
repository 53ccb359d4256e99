import type { Locale } from '@shop/domain';

type Convert = (text: string) => string;

const asWritten: Convert = (text) => text;
let toTraditional: Promise<Convert> | null = null;

/**
 * How region names read in a locale. The division data writes them in Simplified Chinese; zh-Hant readers get
 * them in Traditional characters (opencc-js, the maintained port of OpenCC, loaded on the first such call only).
 * English and Spanish readers get them as written: a Chinese address is written, and delivered, in Chinese, and a
 * romanised or translated district name would not match what the rider and the building show.
 */
export function regionScript(locale: Locale): Promise<Convert> {
  if (locale !== 'zh-Hant') return Promise.resolve(asWritten);
  toTraditional ??= import('opencc-js/cn2t').then((opencc) => opencc.Converter({ from: 'cn', to: 'tw' }));
  return toTraditional;
}
