import { useState } from 'react';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { type Locale, locales } from '../../../lib/i18n/locale.ts';
import './language-switch.css';

/**
 * The language of the app (SPEC §1): takes effect as soon as its catalogue has loaded and is remembered (the
 * i18n layer stores the choice). The tapped option shows as chosen meanwhile.
 */
export function LanguageSwitch() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const [choosing, setChoosing] = useState<Locale | null>(null);
  const shown = choosing ?? locale;
  const choose = (next: Locale) => {
    setChoosing(next);
    setLocale(next)
      .catch(() => {
        // The catalogue could not load: the app stays in the current language, which the switch shows again.
      })
      .finally(() => setChoosing(null));
  };
  return (
    <fieldset className="language-switch" data-testid="language-switch">
      <legend className="language-switch__title">{t('common.language')}</legend>
      <div className="language-switch__options">
        {locales.map((option) => (
          <label key={option} className="language-switch__option" lang={option}>
            <input
              type="radio"
              name="language"
              value={option}
              checked={shown === option}
              onChange={() => choose(option)}
            />
            <span>{t(`account.member.languages.${option}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
