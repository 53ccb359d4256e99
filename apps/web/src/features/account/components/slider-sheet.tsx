import { type ReactNode, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { AccountSheet } from './account-sheet.tsx';
import { SliderCheck } from './slider-check.tsx';

/**
 * The slider check as a step of a login action: `solve()` opens the check in a sheet and resolves to the token of
 * a passed drag, or null when the shopper closes the sheet; the action then goes on (or stops) by itself.
 * Render `sheet` somewhere in the form.
 */
export function useSliderSheet(): { solve: () => Promise<string | null>; sheet: ReactNode } {
  const t = useT();
  const [open, setOpen] = useState(false);
  const waiting = useRef<((token: string | null) => void) | null>(null);

  const settle = (token: string | null) => {
    waiting.current?.(token);
    waiting.current = null;
    setOpen(false);
  };

  const solve = () =>
    new Promise<string | null>((resolve) => {
      // A second request while one is open takes over; the first one simply ends without a token.
      waiting.current?.(null);
      waiting.current = resolve;
      setOpen(true);
    });

  const sheet = open ? (
    <AccountSheet label={t('account.slider.title')} onClose={() => settle(null)}>
      <div className="slider-sheet">
        <h2 className="slider-sheet__title">{t('account.slider.title')}</h2>
        <p className="slider-sheet__intro">{t('account.slider.intro')}</p>
        <SliderCheck onSolved={settle} />
      </div>
    </AccountSheet>
  ) : null;
  return { solve, sheet };
}
