import { randomBytes } from 'node:crypto';
import type { WxApiConfig } from '@shop/contracts';
import type { CallContext } from '../../../platform/http/endpoints.ts';
import { jsSdkSignature } from '../../../platform/wechat/js-sdk-signature.ts';

/**
 * Store/WxApiConfig: what the web app passes to the JS-SDK's wx.config for the page it is on (the web-view's
 * JS-SDK calls beyond wx.miniProgram need it): the official account's app id, the time, a fresh nonce, and their
 * signature over the current jsapi_ticket. The ticket never leaves the server.
 */
export async function wxApiConfig(ctx: CallContext, input: { url: string }): Promise<WxApiConfig> {
  const timestamp = Math.floor(ctx.clock.now().getTime() / 1000);
  const nonceStr = randomBytes(12).toString('base64url');
  const ticket = await ctx.wechat.jsApiTicket();
  return {
    appId: ctx.wechat.jsSdkAppId,
    timestamp,
    nonceStr,
    signature: jsSdkSignature({ ticket, nonceStr, timestamp, url: input.url }),
  };
}
