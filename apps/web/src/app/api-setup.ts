import { forgetPayCodeDevice } from '../features/balance/index.ts';
import { currentStoreId, storeSnapshot } from '../features/store/index.ts';
import { configureApi } from '../lib/api/client.ts';
import { publicQueryRoots, queryClient, rootOf } from '../lib/api/query-client.ts';
import { appVersion, clientKeys } from '../lib/client-state.ts';
import { currentLocale } from '../lib/i18n/messages.ts';
import { platform } from '../lib/platform.ts';
import { session } from '../lib/session/session.ts';
import { storage } from '../lib/storage.ts';

/** Wires the call wrapper to the app's state: the client headers of every call, 401 → signed out, 426 → upgrade. */
export function setupApi(): void {
  configureApi({
    headers: () => ({
      storeId: currentStoreId(),
      storeMode: storage.get(clientKeys.storeMode) ?? storeSnapshot().info?.settings.storeMode,
      appName: `amber-shop-${platform.kind}`,
      appVersion,
      session: session.token(),
      guiderCookie: storage.get(clientKeys.guiderCookie),
      inviterUid: storage.get(clientKeys.inviterUid),
      locale: currentLocale(),
    }),
    onUnauthorized: () => session.signOut(),
    // SPEC §8 low client version: the server refuses this version until the shopper upgrades.
    onOutdated: () => void import('./system-prompts.ts').then((m) => m.promptUpgrade()),
  });
  // Whoever is logged in now, the member data cached for the previous session must not show.
  session.subscribe(() => {
    void queryClient.resetQueries({ predicate: (q) => !publicQueryRoots.has(rootOf(q.queryKey)) });
    // The payment code's secret belongs to the session that enrolled it (decision 034): gone at logout.
    if (session.token() === null) forgetPayCodeDevice();
  });
}
