// A simulated mini-program runtime for the shell's tests: the globals a page file uses (App, Page, getApp, wx) and
// the few wx APIs the shell calls, each recording its calls and answering as the test says. miniprogram-simulate
// renders custom components, not Page()/App() files, so this small fake of the calls used stands in (decision 043).
import { createRequire } from 'node:module';
import { resolve } from 'node:path';

const require = createRequire(import.meta.url);
export const root = resolve(import.meta.dirname, '../miniprogram');

type Callbacks = {
  success?: (res: unknown) => void;
  fail?: (err: unknown) => void;
  complete?: (res: unknown) => void;
};
type Options = Record<string, string>;
type Route = { path: string; query: Record<string, string> };
/** The app as getApp() answers it. */
export interface AppInstance {
  globalData: { webReturn: Route | null };
  onLaunch?: (options: unknown) => void;
}
export type Answer = { ok: true; res?: unknown } | { ok: false; err: { errMsg: string } };

/** What the fake WeChat answers; every field can be changed by a test before it acts. */
export interface WxScript {
  language: string;
  login: Answer;
  payment: Answer;
  navigateBack: Answer;
  modalConfirm: boolean;
  chat: Answer;
  hasUpdateManager: boolean;
}

/** A page as the tests drive it: its data and the handlers the shell's pages define (each page some of them). */
export interface PageInstance {
  data: Record<string, unknown>;
  setData(patch: Record<string, unknown>): void;
  onLoad(options?: Options): Promise<void> | void;
  onShow(): Promise<void> | void;
  onMessage(event: { detail: { data: unknown[] } }): void;
  onShareAppMessage(options: { webViewUrl?: string }): { title: string; path: string };
  retry(): void;
  giveUp(): void;
}
type Definition = Partial<PageInstance> & { data?: Record<string, unknown> };
type Call = { api: string; options: Callbacks & Record<string, unknown> };

function settle(options: Callbacks, answer: Answer) {
  if (answer.ok) options.success?.(answer.res ?? { errMsg: 'ok' });
  else options.fail?.(answer.err);
  options.complete?.(answer.ok ? answer.res : answer.err);
}

/** Installs a fresh runtime on globalThis: the app registered by app.js (when loaded), pages by their file. */
export function installWx(overrides: Partial<WxScript> = {}) {
  const script: WxScript = {
    language: 'en',
    login: { ok: true, res: { code: 'local.shopper.c0de1' } },
    payment: { ok: true },
    navigateBack: { ok: true },
    modalConfirm: true,
    chat: { ok: true },
    hasUpdateManager: true,
    ...overrides,
  };
  const calls: Call[] = [];
  const update = { ready: [] as Array<() => void>, failed: [] as Array<() => void>, applied: 0 };
  let appDefinition: AppInstance | null = null;
  let pageDefinition: Definition = {};
  const record =
    (api: string, answer: () => Answer) =>
    (options: Call['options'] = {}) => {
      calls.push({ api, options });
      settle(options, answer());
    };
  const wx = {
    getAppBaseInfo: () => ({ language: script.language }),
    login: record('login', () => script.login),
    requestPayment: record('requestPayment', () => script.payment),
    navigateBack: record('navigateBack', () => script.navigateBack),
    redirectTo: record('redirectTo', () => ({ ok: true })),
    reLaunch: record('reLaunch', () => ({ ok: true })),
    setNavigationBarTitle: record('setNavigationBarTitle', () => ({ ok: true })),
    showModal: record('showModal', () => ({
      ok: true,
      res: { confirm: script.modalConfirm, cancel: !script.modalConfirm },
    })),
    openCustomerServiceChat: record('openCustomerServiceChat', () => script.chat),
    getUpdateManager: script.hasUpdateManager
      ? () => ({
          onUpdateReady: (fn: () => void) => update.ready.push(fn),
          onUpdateFailed: (fn: () => void) => update.failed.push(fn),
          onCheckForUpdate: () => {},
          applyUpdate: () => {
            update.applied += 1;
          },
        })
      : undefined,
  };
  const g = globalThis as unknown as Record<string, unknown>;
  g.wx = wx;
  g.App = (definition: AppInstance) => {
    appDefinition = definition;
  };
  g.Page = (definition: Definition) => {
    pageDefinition = definition;
  };
  g.getApp = () => appDefinition;

  /** Loads a file of the mini-program afresh (its module and the modules it requires). */
  function load(file: string) {
    for (const key of Object.keys(require.cache)) if (key.startsWith(root)) delete require.cache[key];
    require(resolve(root, file));
  }

  return {
    wx,
    script,
    calls,
    update,
    /** Runs app.js: App() is registered and its onLaunch called, as WeChat does at start. */
    launchApp() {
      load('app.js');
      appDefinition?.onLaunch?.call(appDefinition, {});
      return appDefinition;
    },
    /** Registers a page from its file and makes an instance with its own data, as WeChat does per visit. */
    page(file: string): PageInstance {
      if (!appDefinition) load('app.js');
      load(file);
      const definition = pageDefinition;
      const instance = {
        ...definition,
        data: structuredClone(definition.data ?? {}),
        setData(patch: Record<string, unknown>) {
          Object.assign(instance.data, patch);
        },
      } as PageInstance;
      return instance;
    },
    callsOf(api: string): Array<Record<string, unknown>> {
      return calls.filter((c) => c.api === api).map((c) => c.options);
    },
    /** The app getApp() answers (app.js is loaded with the first page). */
    app(): AppInstance {
      if (!appDefinition) throw new Error('app.js not loaded');
      return appDefinition;
    },
    /** The mini-program's config module as the pages see it (tests may change a field). */
    config(): { webOrigin: string; storeId: number; serviceCorpId: string } {
      return require(resolve(root, 'config.js'));
    },
  };
}
