import { homePath, unavailableType } from '@shop/domain';
import { useState } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { nativeBridge } from '../../lib/native-bridge.ts';
import { platform } from '../../lib/platform.ts';
import { useRoute } from '../../lib/router/use-route.tsx';
import { Button } from '../../ui/button.tsx';
import { IconAlert, IconBox } from '../../ui/icons.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import './error-page.css';
import { MissingFeature } from './missing-feature.tsx';

/** Reloads the app from scratch on the home page, without the launch address's options. */
export function restartApp(): void {
  window.history.replaceState(null, '', `${window.location.pathname}#${homePath}`);
  window.location.reload();
}

/** Asks the container to close the app; a plain web page can only close a window it opened itself. */
function exitApp(): void {
  if (platform.kind === 'native') {
    nativeBridge()
      .call('exitApp')
      .catch(() => undefined);
    return;
  }
  window.close();
}

/**
 * /pages/error/index?type=… (SPEC §2, §8). type=develop: navigation reached a page that does not exist in this
 * build; any other type (init, …): the start failed. Both offer what the spec names: restart (reloads on the
 * home page) and exit-and-reopen (closes the app where the container allows it, and says how otherwise).
 * type=unavailable&feature=…: a link led to a feature this app does not offer (decision 041).
 */
export function ErrorPage() {
  const { query } = useRoute();
  if (query.type === unavailableType) return <MissingFeature feature={query.feature} />;
  return <StartOrDevelopError type={query.type} />;
}

function StartOrDevelopError({ type }: { type: string | undefined }) {
  const t = useT();
  const [exitTried, setExitTried] = useState(false);
  const missingPage = type === 'develop';
  usePageTitle(t(missingPage ? 'app.notFound' : 'app.startFailed'));

  return (
    <main className="error-page" data-testid="error-page" data-type={type ?? ''}>
      <div className={`error-page__art${missingPage ? ' error-page__art--soft' : ''}`} aria-hidden="true">
        {missingPage ? <IconBox size={44} /> : <IconAlert size={44} />}
      </div>
      <h1 className="error-page__title">{t(missingPage ? 'app.notFound' : 'app.startFailed')}</h1>
      {missingPage ? <p className="error-page__hint">{t('app.notFoundHint')}</p> : null}
      <div className="error-page__actions">
        <Button size="lg" block onClick={restartApp}>
          {t('app.restart')}
        </Button>
        <Button
          size="lg"
          block
          variant="ghost"
          onClick={() => {
            setExitTried(true);
            exitApp();
          }}
        >
          {t('app.exitAndReopen')}
        </Button>
      </div>
      {exitTried ? <p className="error-page__hint">{t('app.exitHint')}</p> : null}
    </main>
  );
}
