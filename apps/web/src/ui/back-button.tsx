import { useT } from '../lib/i18n/i18n-context.tsx';
import { back } from '../lib/router/use-route.tsx';
import { IconBack } from './page-icons.tsx';
import './back-button.css';

/** The round back arrow at the left of a page's top bar (page header, search bar). */
export function BackButton({ onBack = back }: { onBack?: () => void }) {
  const t = useT();
  return (
    <button type="button" className="back-button touch-44" onClick={onBack} aria-label={t('common.back')}>
      <IconBack size={22} />
    </button>
  );
}
