import { translate } from '../lib/i18n/messages.ts';
import { type Bridge, nativeBridge } from '../lib/native-bridge.ts';
import { type PlatformKind, platform } from '../lib/platform.ts';
import { confirm, type DialogRequest, toast } from '../ui/feedback/feedback.ts';

/**
 * The system prompts of SPEC §8 that are not tied to one page (decision 042):
 * - low client version: the server refuses an old app with LOW_VERSION; the app asks the shopper to upgrade. In the
 *   native wrapper "upgrade" asks the wrapper to open its app-store page (bridge `openAppStore`); on the web, and
 *   when the wrapper cannot, it reloads, which fetches the newest web app.
 * - app update: a new deployment of the web app is found (its build id in /version.json differs from this one's);
 *   once the new page is reachable the app offers to restart into it, else it says the update failed.
 */

export interface PromptDeps {
  kind: PlatformKind;
  bridge: Pick<Bridge, 'available' | 'call'>;
  ask: (request: DialogRequest) => Promise<boolean>;
  reload: () => void;
}

const defaultDeps = (): PromptDeps => ({
  kind: platform.kind,
  bridge: nativeBridge(),
  ask: confirm,
  reload: () => window.location.reload(),
});

/** Bridge method of the wrapper that opens the app's page in the App Store or Play Store. */
export const openAppStoreMethod = 'openAppStore';

let upgradeShown = false;

/** Shows the upgrade prompt once at a time, however many refused calls ask for it. */
export async function promptUpgrade(deps: PromptDeps = defaultDeps()): Promise<'store' | 'reload' | 'open'> {
  if (upgradeShown) return 'open';
  upgradeShown = true;
  try {
    await deps.ask({
      message: translate('errors.LOW_VERSION'),
      okText: translate('app.upgrade'),
      showCancel: false,
    });
    if (deps.kind === 'native' && deps.bridge.available) {
      const opened = await deps.bridge.call(openAppStoreMethod).then(
        () => true,
        () => false,
      );
      if (opened) return 'store';
    }
    deps.reload();
    return 'reload';
  } finally {
    upgradeShown = false;
  }
}

export interface UpdateDeps extends Pick<PromptDeps, 'ask' | 'reload'> {
  /** This bundle's build id. */
  current: string;
  /** The deployed build id, or null when it cannot be read (offline, dev server). */
  deployedBuild: () => Promise<string | null>;
  /** Fetches the new page ahead of the restart; false when it cannot be fetched. */
  fetchNewPage: () => Promise<boolean>;
  failed: (message: string) => void;
}

export type UpdateOutcome = 'unknown' | 'current' | 'restarting' | 'later' | 'failed';

let declined: string | null = null;

/** Looks for a new deployment and offers it (once per new build when the shopper says later). */
export async function checkForUpdate(deps: UpdateDeps): Promise<UpdateOutcome> {
  const deployed = await deps.deployedBuild().catch(() => null);
  if (deployed === null) return 'unknown';
  if (deployed === deps.current || deployed === declined) return 'current';
  if (!(await deps.fetchNewPage().catch(() => false))) {
    deps.failed(translate('app.updateFailed'));
    return 'failed';
  }
  const restart = await deps.ask({
    message: translate('app.updateReady'),
    okText: translate('app.restart'),
    cancelText: translate('app.later'),
  });
  if (!restart) {
    declined = deployed;
    return 'later';
  }
  deps.reload();
  return 'restarting';
}

/** Forgets a declined build (tests). */
export function resetUpdatePrompts(): void {
  declined = null;
  upgradeShown = false;
}

async function deployedBuild(): Promise<string | null> {
  const res = await fetch('/version.json', { cache: 'no-store' });
  if (!res.ok) return null;
  const body = (await res.json()) as { build?: unknown };
  return typeof body.build === 'string' ? body.build : null;
}

async function fetchNewPage(): Promise<boolean> {
  const res = await fetch('/', { cache: 'reload' });
  return res.ok;
}

/** How often an open app looks for a new deployment, besides each time it comes back to the foreground. */
export const updateCheckEveryMs = 10 * 60_000;

/** Starts looking for new deployments (built app only: the dev server has no build id). */
export function startUpdateChecks(current: string | undefined = import.meta.env.VITE_BUILD_ID): void {
  if (!current) return;
  const deps: UpdateDeps = {
    ...defaultDeps(),
    current,
    deployedBuild,
    fetchNewPage,
    failed: (message) => toast(message, { kind: 'error' }),
  };
  let running = false;
  const check = () => {
    if (running || document.visibilityState !== 'visible') return;
    running = true;
    void checkForUpdate(deps).finally(() => {
      running = false;
    });
  };
  document.addEventListener('visibilitychange', check);
  setInterval(check, updateCheckEveryMs);
}
