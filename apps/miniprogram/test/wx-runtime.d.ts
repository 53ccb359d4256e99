// The part of the mini-program runtime the shell uses, typed after WeChat's API reference (the same shapes as the
// official miniprogram-api-typings, kept here so type-checking needs no package). checkJs checks the pages by it.

interface WxCallbacks<T = WxResult> {
  success?: (res: T) => void;
  fail?: (err: WxResult) => void;
  complete?: (res: WxResult) => void;
}
interface WxResult {
  errMsg: string;
}
interface WxUpdateManager {
  onCheckForUpdate(listener: (res: { hasUpdate: boolean }) => void): void;
  onUpdateReady(listener: () => void): void;
  onUpdateFailed(listener: () => void): void;
  applyUpdate(): void;
}
interface WxModalResult extends WxResult {
  confirm: boolean;
  cancel: boolean;
}

interface Wx {
  getAppBaseInfo(): { language: string; SDKVersion: string };
  getUpdateManager(): WxUpdateManager;
  login(options: WxCallbacks<WxResult & { code: string }> & { timeout?: number }): void;
  requestPayment(
    options: WxCallbacks & {
      timeStamp: string;
      nonceStr: string;
      package: string;
      signType?: 'MD5' | 'HMAC-SHA256' | 'RSA';
      paySign: string;
    },
  ): void;
  navigateBack(options?: WxCallbacks & { delta?: number }): void;
  redirectTo(options: WxCallbacks & { url: string }): void;
  reLaunch(options: WxCallbacks & { url: string }): void;
  setNavigationBarTitle(options: WxCallbacks & { title: string }): void;
  showModal(
    options: WxCallbacks<WxModalResult> & {
      title?: string;
      content?: string;
      showCancel?: boolean;
      confirmText?: string;
      cancelText?: string;
    },
  ): void;
  openCustomerServiceChat(options: WxCallbacks & { extInfo: { url: string }; corpId: string }): void;
}

/** A page's options: its URL query, values as they stand in the URL (still encoded). */
type PageOptions = Record<string, string | undefined>;
/** The lifecycle WeChat calls on a page (the ones the shell uses). */
interface PageLifecycle {
  onLoad?(options: PageOptions): unknown;
  onShow?(): unknown;
  onShareAppMessage?(options: { from?: string; webViewUrl?: string }): { title?: string; path?: string };
}
/** A page's definition: its data, lifecycle and handlers; `this` is the page with setData. */
type PageDefinition<D, C> = { data?: D } & PageLifecycle &
  C &
  ThisType<{ data: D; setData(patch: Partial<D>): void } & C>;

declare const wx: Wx;
declare function App<G>(definition: { globalData: G; onLaunch?(options: unknown): void }): void;
declare function Page<D extends Record<string, unknown>, C>(definition: PageDefinition<D, C>): void;
declare function getApp(): {
  globalData: { webReturn: { path: string; query: Record<string, string> } | null };
};
