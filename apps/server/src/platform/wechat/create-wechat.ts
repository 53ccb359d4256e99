import type { Env } from '../../env.ts';
import { localWechat } from './local-wechat.ts';
import type { WechatApi } from './wechat-api.ts';
import { wechatHttp } from './wechat-http.ts';

/** The WeChat provider env chooses (WECHAT_PROVIDER): 'local' plays WeChat with no network, 'wechat' is the real API. */
export function createWechat(env: Env): WechatApi {
  if (env.WECHAT_PROVIDER === 'local') {
    return localWechat({ miniAppId: env.WECHAT_MINI_APP_ID, jsSdkAppId: env.WECHAT_JSSDK_APP_ID });
  }
  const { WECHAT_MINI_APP_ID, WECHAT_MINI_APP_SECRET, WECHAT_JSSDK_APP_ID, WECHAT_JSSDK_APP_SECRET } = env;
  if (!WECHAT_MINI_APP_ID || !WECHAT_MINI_APP_SECRET || !WECHAT_JSSDK_APP_ID || !WECHAT_JSSDK_APP_SECRET) {
    throw new Error(
      'WECHAT_PROVIDER=wechat needs WECHAT_MINI_APP_ID, WECHAT_MINI_APP_SECRET, WECHAT_JSSDK_APP_ID and WECHAT_JSSDK_APP_SECRET',
    );
  }
  return wechatHttp(
    {
      miniAppId: WECHAT_MINI_APP_ID,
      miniAppSecret: WECHAT_MINI_APP_SECRET,
      jsSdkAppId: WECHAT_JSSDK_APP_ID,
      jsSdkAppSecret: WECHAT_JSSDK_APP_SECRET,
    },
    (url) => fetch(url, { signal: AbortSignal.timeout(10_000) }),
  );
}
