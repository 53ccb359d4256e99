import { errorPagePath } from '@shop/domain';
import { initLocale } from '../lib/i18n/messages.ts';
import { platform } from '../lib/platform.ts';
import { setPageDirectory } from '../lib/router/page-directory.ts';
import { redirect } from '../lib/router/use-route.tsx';
import { setupApi } from './api-setup.ts';
import { runInit } from './init.ts';
import { createInitSteps } from './init-steps.ts';
import { startOpeningCode } from './route-data.ts';
import { pageDirectory } from './routes.ts';
import { followLocaleForStoreText } from './store-text-locale.ts';

/**
 * Starts the app: the route table for the features, the locale's catalogue, the call wrapper, then the SPEC §4
 * steps. `mount` renders the app once (the finish-init step, or at once to show the error page when a step
 * before it failed).
 */
export async function startApp(mount: () => void): Promise<void> {
  let mounted = false;
  const mountOnce = () => {
    if (mounted) return;
    mounted = true;
    mount();
  };
  setPageDirectory(pageDirectory);
  startOpeningCode();
  setupApi();
  // A locale the address names first (the mini-program passes its WeChat language), then the browser's.
  const named = new URLSearchParams(window.location.search).get('locale');
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  await initLocale(named ? [named, ...browser] : browser);
  followLocaleForStoreText();
  await runInit(
    createInitSteps(mountOnce, (err) => console.warn('init', err)),
    window.location.href,
    {
      onFailure: (step, error) => {
        console.error(`app init failed at ${step}`, error);
        redirect(errorPagePath, { type: 'init' });
        mountOnce();
      },
      onWarning: (step, error) => console.warn(`app init step ${step} failed`, error),
    },
  );
  // SPEC §8 app-update prompts: a deployment made while the app is open is offered as a restart. Loaded after the
  // start, like the notification links (native only), so the first load carries neither.
  void import('./system-prompts.ts').then((m) => m.startUpdateChecks());
  // After the launch redirects: a tapped notification's page is where the shopper asked to go.
  if (platform.kind === 'native')
    void import('./notification-links.ts').then((m) => m.followNotificationLinks());
}
