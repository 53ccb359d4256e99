import type { Query } from '@shop/domain';
import { startWechatLogin } from '../features/account/index.ts';
import { loadCart } from '../features/cart/index.ts';
import { takeGuiderCookie } from '../features/partner/index.ts';
import { refreshDeviceToken, sendDeviceInfo } from '../features/service/index.ts';
import { setStoreAtStart } from '../features/store/index.ts';
import { clientKeys, launchStoreModes } from '../lib/client-state.ts';
import { currentLocale } from '../lib/i18n/messages.ts';
import { nativeBridge } from '../lib/native-bridge.ts';
import { platform } from '../lib/platform.ts';
import { positiveId } from '../lib/router/query-id.ts';
import { redirect } from '../lib/router/use-route.tsx';
import { session } from '../lib/session/session.ts';
import { storage } from '../lib/storage.ts';
import type { InitStep, InitStepName } from './init.ts';
import { formatPageOptions, type LaunchAction, parseLaunch } from './launch.ts';
import { startOpeningData } from './route-data.ts';

/**
 * Start-up work that belongs to feature areas, composed here by the app layer. An area that exists adds its
 * function (import it from features/<area>/index.ts); an absent one is skipped by its step:
 *   loadCart            the cart area: load the cart once (SPEC §4).
 *   loadDefaultPayCode  the checkout area: the settlement's pay info, fetched ahead (its default selection).
 *   sendDeviceInfo      the service area: customeraccount/UpdateEshopAppDeviceInfo.
 */
export interface FeatureHooks {
  loadCart?: () => Promise<void>;
  loadDefaultPayCode?: () => Promise<void>;
  sendDeviceInfo?: (info: { deviceToken: string; deviceType: 1 | 2; language: string }) => Promise<void>;
}

export const featureHooks: FeatureHooks = {
  loadCart,
  sendDeviceInfo,
  // Its own small chunk, fetched only for a member and not waited for: checkout adds nothing to the first load.
  loadDefaultPayCode: async () => {
    if (!session.token()) return;
    void import('../features/checkout/index.ts')
      .then((m) => m.loadDefaultPayCode())
      .catch((err: unknown) => console.warn('loadDefaultPayCode', err));
  },
};

/** Asks the native wrapper for its push token and reports it (the service area's registration); not on the web. */
async function startDeviceToken(): Promise<void> {
  const send = featureHooks.sendDeviceInfo;
  if (!send || platform.kind !== 'native') return;
  await refreshDeviceToken({
    platform,
    bridge: nativeBridge(),
    send,
    language: currentLocale,
    remembered: {
      get: () => storage.get(clientKeys.deviceToken),
      set: (token) => storage.set(clientKeys.deviceToken, token),
    },
    onSessionChange: session.subscribe,
  });
}

/** Keeps who invited the shopper and which guider brought them (sent in the client headers). */
function rememberReferral(options: Query) {
  const inviter = positiveId(options.inviteruid ?? options.inviter);
  if (inviter) storage.set(clientKeys.inviterUid, inviter);
  if (options.guiderid) storage.set(clientKeys.guiderId, options.guiderid);
}

/** The launch rules' stored state; applied with the options so the cart loads in the right mode. */
function applyLaunchState(actions: LaunchAction[]) {
  for (const action of actions) {
    if (action.type === 'storeTableNo') storage.set(clientKeys.tableNo, action.tableNo);
    if (action.type === 'setOrderMode') {
      storage.set(clientKeys.storeMode, launchStoreModes[action.mode]);
      if (action.mode === 'addressQr') storage.set(clientKeys.addressQrCode, action.qrc);
    }
  }
}

/** The steps of SPEC §4 as this app carries them out; `mount` renders the app (finish init). */
export function createInitSteps(
  mount: () => void,
  warn: (err: unknown) => void,
): Record<InitStepName, InitStep> {
  return {
    // Not awaited: the bridge may take up to 60 s and the start must not wait for a push token.
    refreshDeviceToken: () => void startDeviceToken().catch(warn),
    formatPageOptions: (ctx) => {
      ctx.options = formatPageOptions(ctx.url);
      ctx.launch = parseLaunch(ctx.options);
      rememberReferral(ctx.options);
      applyLaunchState(ctx.launch);
    },
    setStore: async (ctx) => {
      await setStoreAtStart(ctx.options);
      // Not awaited: the guider cookie (decision 081) is for the orders to come, not for the first screen.
      void takeGuiderCookie().catch(warn);
      // In the mini-program, its login code before the cart loads (a login merges the guest cart); a refused
      // code leaves the shopper a guest, never stops the start.
      await startWechatLogin(ctx.options, platform).catch(warn);
      startOpeningData();
    },
    finishInit: mount,
    loadCart: () => featureHooks.loadCart?.(),
    loadDefaultPayCode: () => featureHooks.loadDefaultPayCode?.(),
    applyLaunchRedirects: (ctx) => {
      const target = ctx.launch.find((a) => a.type === 'redirect');
      if (target) redirect(target.path, target.query);
    },
  };
}
