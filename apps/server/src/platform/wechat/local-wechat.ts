import { createHash } from 'node:crypto';
import type { WechatApi, WechatSession } from './wechat-api.ts';

/** The app ids the local provider plays when none are configured: WeChat's test-account form. */
export const localAppIds = { mini: 'wx00000000000000aa', jsSdk: 'wx00000000000000bb' } as const;

/** `local.<user>.<nonce>`: the codes the local provider accepts (the simulated wx.login and the e2e host make them). */
const localCode = /^local\.([A-Za-z0-9_-]{1,40})\.([A-Za-z0-9_-]{4,64})$/;

/** How long a local code counts as used (WeChat's codes live five minutes). */
const codeLifeMs = 5 * 60_000;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * WeChat played locally, with no network, for development and tests (like the payment sandbox): a code names
 * the user it stands for, whose openid is derived from it, and is accepted once. Anyone can make such a code, so
 * this provider is for a shop without a WeChat app; a live store sets WECHAT_PROVIDER=wechat.
 */
export function localWechat(
  opts: { miniAppId?: string; jsSdkAppId?: string; now?: () => number } = {},
): WechatApi {
  const miniAppId = opts.miniAppId ?? localAppIds.mini;
  const jsSdkAppId = opts.jsSdkAppId ?? localAppIds.jsSdk;
  const now = opts.now ?? Date.now;
  const used = new Map<string, number>();
  return {
    miniAppId,
    jsSdkAppId,
    async code2Session(code): Promise<WechatSession | null> {
      const match = localCode.exec(code);
      if (!match) return null;
      const at = now();
      for (const [seen, expiry] of used) if (expiry <= at) used.delete(seen);
      if (used.has(code)) return null;
      used.set(code, at + codeLifeMs);
      const user = match[1] as string;
      return {
        openid: `o${digest(`${miniAppId}:${user}`).slice(0, 27)}`,
        unionid: `u${digest(user).slice(0, 27)}`,
      };
    },
    async jsApiTicket() {
      return `local_${digest(`ticket:${jsSdkAppId}`)}`;
    },
  };
}
