import type { WechatApi, WechatSession } from './wechat-api.ts';

/** The app ids and secrets of a live store: the mini-program's and the official account's (JS-SDK). */
export interface WechatCredentials {
  miniAppId: string;
  miniAppSecret: string;
  jsSdkAppId: string;
  jsSdkAppSecret: string;
}

type Fetch = (url: string) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

const api = 'https://api.weixin.qq.com';
/** Renew the ticket this long before WeChat says it expires, so a signature is never made with a dying one. */
const renewEarlyMs = 5 * 60_000;

interface WxAnswer {
  errcode?: number;
  errmsg?: string;
  openid?: string;
  unionid?: string;
  access_token?: string;
  ticket?: string;
  expires_in?: number;
}

async function getJson(fetchFn: Fetch, url: string): Promise<WxAnswer> {
  const res = await fetchFn(url);
  if (!res.ok) throw new Error(`WeChat API answered HTTP error for ${url.split('?')[0]}`);
  return (await res.json()) as WxAnswer;
}

/**
 * WeChat's own API (WECHAT_PROVIDER=wechat). code2session refusals (errcode 40029 invalid code, 40163 used,
 * 40226 risky user …) are answered as null; transport failures throw (the call fails as a server error, and the
 * client may try again with a new code). The jsapi_ticket is cached per instance until shortly before expiry.
 */
export function wechatHttp(
  creds: WechatCredentials,
  fetchFn: Fetch,
  now: () => number = Date.now,
): WechatApi {
  let cached: { ticket: string; until: number } | null = null;
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return {
    miniAppId: creds.miniAppId,
    jsSdkAppId: creds.jsSdkAppId,
    async code2Session(code): Promise<WechatSession | null> {
      const answer = await getJson(
        fetchFn,
        `${api}/sns/jscode2session?${q({ appid: creds.miniAppId, secret: creds.miniAppSecret, js_code: code, grant_type: 'authorization_code' })}`,
      );
      if (answer.errcode || !answer.openid) return null;
      return { openid: answer.openid, unionid: answer.unionid ?? null };
    },
    async jsApiTicket() {
      if (cached && cached.until > now()) return cached.ticket;
      const token = await getJson(
        fetchFn,
        `${api}/cgi-bin/token?${q({ grant_type: 'client_credential', appid: creds.jsSdkAppId, secret: creds.jsSdkAppSecret })}`,
      );
      if (!token.access_token)
        throw new Error(`WeChat access_token refused: ${token.errcode} ${token.errmsg}`);
      const ticket = await getJson(
        fetchFn,
        `${api}/cgi-bin/ticket/getticket?${q({ access_token: token.access_token, type: 'jsapi' })}`,
      );
      if (ticket.errcode || !ticket.ticket)
        throw new Error(`WeChat jsapi_ticket refused: ${ticket.errcode} ${ticket.errmsg}`);
      cached = { ticket: ticket.ticket, until: now() + (ticket.expires_in ?? 7200) * 1000 - renewEarlyMs };
      return ticket.ticket;
    },
  };
}
