import type { ReactNode } from 'react';
import { useOnTab } from '../lib/router/use-on-tab.ts';
import { BackButton } from './back-button.tsx';
import { usePageTitle } from './page-title.ts';
import './page-header.css';

interface PageHeaderProps {
  title: string;
  /** Show the back button (default: unless the page is on show as one of the store's tabs). */
  showBack?: boolean;
  /** Replaces the router's back (e.g. to confirm leaving a form). */
  onBack?: () => void;
  /** Content on the right (an action button or icon). */
  right?: ReactNode;
  /** Transparent over a hero image instead of the solid bar. */
  transparent?: boolean;
}

/** The 44px top bar of a page (SPEC §2 default window top offset): back, title, optional action. */
export function PageHeader({ title, showBack, onBack, right, transparent = false }: PageHeaderProps) {
  usePageTitle(title);
  const onTab = useOnTab();
  const back = showBack ?? !onTab;
  return (
    <header className={`page-header${transparent ? ' page-header--transparent' : ''}`}>
      <div className="page-header__side">{back ? <BackButton onBack={onBack} /> : null}</div>
      <h1 className="page-header__title ellipsis">{title}</h1>
      <div className="page-header__side page-header__side--right">{right}</div>
    </header>
  );
}
