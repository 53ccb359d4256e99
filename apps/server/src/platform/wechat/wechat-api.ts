/**
 * What the shop asks of WeChat (decision 043): the mini-program's login code exchange (code2session) and the
 * official account's jsapi_ticket the JS-SDK configuration is signed with. Behind this interface so the server
 * runs with no network (the local provider) and a store goes live by configuration (the WeChat provider).
 */
export interface WechatSession {
  openid: string;
  /** Only when the mini-program is tied to an open-platform account. */
  unionid: string | null;
}

export interface WechatApi {
  /** The mini-program's app id (openids are per app). */
  readonly miniAppId: string;
  /** The official account's app id the JS-SDK is configured with. */
  readonly jsSdkAppId: string;
  /** Exchanges a wx.login code; null when WeChat refuses it (used, expired, not this app's, forged). */
  code2Session(code: string): Promise<WechatSession | null>;
  /** The current jsapi_ticket (cached by the provider for its life). */
  jsApiTicket(): Promise<string>;
}
