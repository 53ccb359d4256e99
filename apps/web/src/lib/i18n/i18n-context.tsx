import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import type { Locale } from './locale.ts';
import { type Params, setLocale, snapshot, subscribe, type TextKey, translate } from './messages.ts';

export type Translate = (key: TextKey, params?: Params) => string;

interface I18nValue {
  locale: Locale;
  t: Translate;
  setLocale: (locale: Locale) => Promise<void>;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Re-renders the tree below when the locale (or its catalogue) changes. */
export function I18nProvider({ children }: { children: ReactNode }) {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  const value = useMemo<I18nValue>(
    () => ({
      locale: current.locale,
      // A new function per catalogue, so memoised children that take `t` re-render on a switch.
      t: (key, params) => translate(key, params),
      setLocale,
    }),
    [current],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useT and useLocale need an <I18nProvider> above them');
  return value;
}

/** `const t = useT(); t('cart.insufficientStock', { Stock: 3 })`. */
export function useT(): Translate {
  return useI18n().t;
}

/** The active locale and a switcher (loads the catalogue, remembers the choice). */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  const { locale, setLocale: set } = useI18n();
  return { locale, setLocale: set };
}
