import { errorCodes } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import zhCN from '../../locales/zh-CN.json';
import zhHant from '../../locales/zh-Hant.json';
import { clientErrorCodes } from '../api/api-error.ts';
import { flatten } from './messages.ts';

/** The namespaces every side shares: the app's own (kernel), then one per feature area (DESIGN §2). */
const kernel = ['common', 'errors', 'app', 'nav'];
const pages = Object.keys(import.meta.glob('../../features/*/pages/*.tsx'));
const areas = [...new Set(pages.map((path) => path.split('/')[3]!))];
const catalogues = { en, es, 'zh-CN': zhCN, 'zh-Hant': zhHant };
const flat = Object.fromEntries(Object.entries(catalogues).map(([name, tree]) => [name, flatten(tree)]));
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('locale catalogues', () => {
  it('names its top-level sections after the kernel and the feature areas, no others', () => {
    expect(Object.keys(en).sort()).toEqual([...kernel, ...areas].sort());
  });

  it.each(Object.entries(catalogues))('%s has the sections of English, in its order', (_name, tree) => {
    expect(Object.keys(tree)).toEqual(Object.keys(en));
  });

  it.each(Object.keys(catalogues))('%s has exactly the keys of every other catalogue', (name) => {
    const all = new Set(Object.values(flat).flatMap((m) => [...m.keys()]));
    const missing = [...all].filter((key) => !flat[name]!.has(key));
    expect(missing, `missing in ${name}`).toEqual([]);
  });

  it.each(Object.keys(catalogues))('%s has no empty text and the same placeholders as English', (name) => {
    for (const [key, text] of flat[name]!) {
      expect(text.trim(), `${name} ${key}`).not.toBe('');
      const english = flat.en!.get(key);
      if (english !== undefined) expect(placeholders(text), `${name} ${key}`).toEqual(placeholders(english));
    }
  });

  it('translates every error code of the contracts and of the client', () => {
    const missing = [...errorCodes, ...clientErrorCodes].filter((code) => !flat.en!.has(`errors.${code}`));
    expect(missing).toEqual([]);
  });
});
