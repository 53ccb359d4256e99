import { homePath, missingFeatureNames } from '@shop/domain';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../lib/i18n/messages.ts';
import { redirect } from '../../lib/router/use-route.tsx';
import { Button } from '../../ui/button.tsx';
import { IconBox } from '../../ui/icons.tsx';
import { usePageTitle } from '../../ui/page-title.ts';

const named: ReadonlySet<string> = new Set(missingFeatureNames);

/** The feature's name in the shopper's language, or null for a name this build does not know (a newer link). */
function useFeatureName(feature: string | undefined): string | null {
  const t = useT();
  if (!feature || !named.has(feature)) return null;
  return t(`app.features.${feature}` as MessageKey);
}

/**
 * /pages/error/index?type=unavailable&feature=… (decision 041): a link led to a feature this app does not offer.
 * Says so in the shopper's language, naming the feature when it is a known one, and leads home — the start
 * failure's restart and exit buttons would suggest something is broken when nothing is.
 */
export function MissingFeature({ feature }: { feature: string | undefined }) {
  const t = useT();
  const name = useFeatureName(feature);
  const title = name ? t('app.unavailableNamed', { feature: name }) : t('app.unavailable');
  usePageTitle(title);
  return (
    <main className="error-page" data-testid="missing-feature" data-feature={feature ?? ''}>
      <div className="error-page__art error-page__art--soft" aria-hidden="true">
        <IconBox size={44} />
      </div>
      <h1 className="error-page__title">{title}</h1>
      <p className="error-page__hint error-page__hint--lead">{t('app.unavailableHint')}</p>
      <div className="error-page__actions">
        <Button size="lg" block onClick={() => redirect(homePath)}>
          {t('app.goHome')}
        </Button>
      </div>
    </main>
  );
}
