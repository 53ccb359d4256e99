import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { IconLocate, IconLocateOff } from '../../../ui/page-icons.tsx';
import type { LocateResult } from '../state/locate.ts';
import './location-bar.css';

interface LocationBarProps {
  locating: boolean;
  result: LocateResult | null;
  onRetry: () => void;
}

/**
 * What the list knows of the shopper's position: looking it up, sorting by it, or listing without it (SPEC
 * §9) with the reason and a retry. A live region, so a screen reader hears the change.
 */
export function LocationBar({ locating, result, onRetry }: LocationBarProps) {
  const t = useT();
  if (locating) {
    return (
      <div className="location-bar" role="status">
        <span className="location-bar__spinner" aria-hidden="true" />
        <span className="location-bar__text">{t('store.locating')}</span>
      </div>
    );
  }
  if (!result) return null;
  if (result.ok) {
    return (
      <div className="location-bar" role="status">
        <IconLocate size={16} />
        <span className="location-bar__text">{t('store.nearestFirst')}</span>
      </div>
    );
  }
  return (
    <div className="location-bar location-bar--off" role="status" data-testid="no-location">
      <IconLocateOff size={18} />
      <span className="location-bar__text">
        <strong className="location-bar__title">{t('store.noLocation')}</strong>
        <span className="location-bar__reason">{t(`store.noLocationReason.${result.reason}`)}</span>
      </span>
      {result.reason === 'unsupported' ? null : (
        <Button size="sm" variant="secondary" className="location-bar__retry" onClick={onRetry}>
          {t('store.retryLocation')}
        </Button>
      )}
    </div>
  );
}
