// The catalogues in two parts (issue 15): the namespaces the first screen needs — the app shell, the home page,
// the store, the catalogue, the cart and every error — load before the first paint; the rest of the catalogue,
// which grows with every area, loads right after, and any page or widget loaded on demand waits for it
// (page-loader.ts). Each locales/<locale>.json stays the one file translators edit; this plugin serves its parts
// as the virtual modules `virtual:locale/<locale>/first` and `virtual:locale/<locale>/rest`.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Top-level namespaces of the first part; every other namespace is in the rest. */
export const firstNamespaces = ['common', 'errors', 'app', 'nav', 'store', 'catalog', 'cart', 'customize'];

const prefix = 'virtual:locale/';
const localesDir = fileURLToPath(new URL('./src/locales/', import.meta.url));

/** The part of a catalogue: `first` keeps firstNamespaces, `rest` the others. */
export function catalogPart(tree: Record<string, unknown>, part: 'first' | 'rest'): Record<string, unknown> {
  const inFirst = (ns: string) => firstNamespaces.includes(ns);
  return Object.fromEntries(Object.entries(tree).filter(([ns]) => inFirst(ns) === (part === 'first')));
}

export function localeParts(): Plugin {
  return {
    name: 'shop-locale-parts',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return null;
      const [locale, part] = id.slice(prefix.length + 1).split('/');
      if (!locale || (part !== 'first' && part !== 'rest')) throw new Error(`unknown locale part ${id}`);
      const file = `${localesDir}${locale}.json`;
      this.addWatchFile(file);
      const tree = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(catalogPart(tree, part))};`;
    },
  };
}
