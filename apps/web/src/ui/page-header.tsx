import type { ReactNode } from 'react';
import { back } from '../app/router/use-route.tsx';
import { useT } from '../lib/i18n/i18n-context.tsx';
import { IconBack } from './icons.tsx';
import './page-header.css';

interface PageHeaderProps {
  title: string;
  /** Show the back button (default true). */
  showBack?: boolean;
  /** Replaces the router's back (e.g. to confirm leaving a form). */
  onBack?: () => void;
  /** Content on the right (an action button or icon). */
  right?: ReactNode;
  /** Transparent over a hero image instead of the solid bar. */
  transparent?: boolean;
}

/** The 44px top bar of a page (SPEC §2 default window top offset): back, title, optional action. */
export function PageHeader({ title, showBack = true, onBack, right, transparent = false }: PageHeaderProps) {
  const t = useT();
  return (
    <header className={`page-header${transparent ? ' page-header--transparent' : ''}`}>
      <div className="page-header__side">
        {showBack ? (
          <button
            type="button"
            className="page-header__back"
            onClick={onBack ?? back}
            aria-label={t('common.back')}
          >
            <IconBack size={22} />
          </button>
        ) : null}
      </div>
      <h1 className="page-header__title">{title}</h1>
      <div className="page-header__side page-header__side--right">{right}</div>
    </header>
  );
}
