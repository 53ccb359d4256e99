import { localeCookie } from '@shop/contracts';
import type en from '../../locales/en.json';
import { storage, storageKey } from '../storage.ts';
import { type Locale, pickLocale } from './locale.ts';

/**
 * The active catalogue, outside React so the API wrapper and services can translate too. Only the active
 * locale's catalogue is loaded, in two chunks: the first screen's namespaces, then the rest (issue 15);
 * English is loaded later as the run-time fallback for a key a catalogue lacks (the catalogue test keeps that
 * from happening in a release).
 */

export type Params = Record<string, string | number>;

/** `{ a: { b: 'x' } }` → `'a.b'`: every dotted path to a text. */
type DottedKeys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : DottedKeys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the English catalogue (the reference; the catalogue test keeps the others identical). */
export type MessageKey = DottedKeys<typeof en>;

/**
 * An error code's key built at run time from a code the server or a check reports (`errors.${code}`). The
 * catalogue test keeps every known code translated; an unknown one shows as its key.
 */
export type ErrorKey = `errors.${string}`;

/** What `translate` and `t` take: a catalogue key, or an error code's key built at run time. */
export type TextKey = MessageKey | ErrorKey;

type Tree = { [key: string]: string | Tree };

type Part = 'first' | 'rest';

// Each catalogue in two parts (apps/web/locale-parts.ts): what the first screen needs, and the rest.
const loaders: Record<Locale, Record<Part, () => Promise<{ default: Tree }>>> = {
  en: { first: () => import('virtual:locale/en/first'), rest: () => import('virtual:locale/en/rest') },
  es: { first: () => import('virtual:locale/es/first'), rest: () => import('virtual:locale/es/rest') },
  'zh-CN': {
    first: () => import('virtual:locale/zh-CN/first'),
    rest: () => import('virtual:locale/zh-CN/rest'),
  },
  'zh-Hant': {
    first: () => import('virtual:locale/zh-Hant/first'),
    rest: () => import('virtual:locale/zh-Hant/rest'),
  },
};

const localeKey = storageKey<Locale>('prefs.locale');

/** Flattens `{ a: { b: 'x' } }` into `a.b → x`. */
export function flatten(tree: Tree, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else flatten(value, path, out);
  }
  return out;
}

/** Fills `{name}` placeholders; a placeholder without a value stays visible rather than vanishing. */
export function interpolate(text: string, params?: Params): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

interface State {
  locale: Locale;
  messages: Map<string, string>;
  fallback: Map<string, string>;
}

/**
 * The few texts the start-failure page needs when no catalogue could be loaded at all (the chunk itself
 * failed); replaced by the English catalogue as soon as one loads.
 */
const bootstrap = new Map<string, string>([
  ['common.tips', 'Tips'],
  ['common.retry', 'Retry'],
  ['app.startFailed', 'The app failed to start. Please restart it.'],
  ['app.restart', 'Restart'],
  ['app.exitAndReopen', 'Exit and reopen'],
  ['app.exitHint', 'Close the app completely, then open it again.'],
  ['app.pageLoadFailed', 'The page failed to load.'],
]);

let state: State = { locale: 'en', messages: new Map(), fallback: bootstrap };
const listeners = new Set<() => void>();

function publish(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentLocale(): Locale {
  return state.locale;
}

/** A stable snapshot for useSyncExternalStore; changes identity when the locale or catalogue changes. */
export function snapshot(): State {
  return state;
}

/** Whether the active catalogue (or the English fallback) has a key; narrows a key built at run time. */
export function hasKey(key: string): key is MessageKey {
  return state.messages.has(key) || state.fallback.has(key);
}

/** Translates a key; falls back to English, then to the key itself so a gap is visible, never blank. */
export function translate(key: TextKey, params?: Params): string {
  const text = state.messages.get(key) ?? state.fallback.get(key) ?? key;
  return interpolate(text, params);
}

async function loadPart(locale: Locale, part: Part): Promise<Map<string, string>> {
  return flatten((await loaders[locale][part]()).default);
}

async function loadTree(locale: Locale): Promise<Map<string, string>> {
  const [first, rest] = await Promise.all([loadPart(locale, 'first'), loadPart(locale, 'rest')]);
  return new Map([...first, ...rest]);
}

// The rest of the active catalogue: whatever is loaded on demand (a page, a widget) waits for it.
let restLoaded: Promise<void> | null = null;

/**
 * `work`, settled only once the active locale's whole catalogue is in too (that never fails: a gap shows English
 * or the key). Once the catalogue is whole, `work` itself.
 */
export function withAllTexts<T>(work: Promise<T>): Promise<T> {
  const rest = restLoaded;
  return rest ? Promise.all([work, rest]).then(([value]) => value) : work;
}

/** Adds the rest of `locale`'s catalogue once it is in, while that locale is still active. */
function addRest(locale: Locale, part: Promise<Map<string, string>>): Promise<void> {
  return part
    .then((rest) => {
      if (state.locale !== locale) return;
      restLoaded = null;
      const messages = new Map([...state.messages, ...rest]);
      publish({ ...state, messages, fallback: locale === 'en' ? messages : state.fallback });
    })
    .catch(() => {
      // Without it, texts of later pages show in English (or as their keys); the first screen still works.
    });
}

function loadFallbackLater(locale: Locale) {
  if (locale === 'en' || state.fallback !== bootstrap) return;
  loadTree('en')
    .then((fallback) => publish({ ...state, fallback }))
    .catch(() => {
      // Without the fallback a missing key shows as its name; the active catalogue still works.
    });
}

const YEAR_S = 365 * 24 * 3600;

/**
 * Tells the server the choice too: the index.html it serves inlines store text (DESIGN §6), picked by this cookie
 * (decision 020), so the next start paints in this language with no call.
 */
function rememberForServer(locale: Locale) {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the WeChat and older Safari web views the app runs in.
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=${YEAR_S}; samesite=lax`;
}

/** Activates a loaded catalogue (whole, or its first part), remembering the choice. */
function activate(locale: Locale, messages: Map<string, string>) {
  const fallback = locale === 'en' ? messages : state.fallback;
  storage.set(localeKey, locale);
  rememberForServer(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  publish({ locale, messages, fallback });
  loadFallbackLater(locale);
}

/** Loads a locale's whole catalogue and activates it (the shopper switching language), remembering the choice. */
export async function setLocale(locale: Locale): Promise<void> {
  const messages = await loadTree(locale);
  restLoaded = null;
  activate(locale, messages);
}

/**
 * Starts in a locale: activates the first part of its catalogue, enough for the shell, and adds the rest when it
 * is in (what is loaded on demand waits for it: withAllTexts). Both are asked for at once: index.html already
 * fetches them beside the entry (the server's modulepreload links), so neither waits a round trip for the other.
 */
async function startIn(locale: Locale): Promise<void> {
  const rest = loadPart(locale, 'rest');
  // An unhandled rejection until addRest takes it, should the first part fail first.
  rest.catch(() => undefined);
  activate(locale, await loadPart(locale, 'first'));
  restLoaded = addRest(locale, rest);
}

/** Chooses the start locale (remembered, else the browser's) and loads it. */
export function initLocale(preferred: readonly string[]): Promise<void> {
  const locale = pickLocale(storage.get(localeKey), preferred);
  return startIn(locale).catch(() => (locale === 'en' ? undefined : startIn('en')));
}
