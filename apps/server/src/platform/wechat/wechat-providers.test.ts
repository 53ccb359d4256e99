import { describe, expect, it } from 'vitest';
import { jsSdkSignature } from './js-sdk-signature.ts';
import { localWechat } from './local-wechat.ts';
import { wechatHttp } from './wechat-http.ts';

describe('JS-SDK signature', () => {
  it('matches the example of WeChat JS-SDK appendix 1, and ignores the hash', () => {
    const example = {
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    };
    expect(jsSdkSignature(example)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
    expect(jsSdkSignature({ ...example, url: `${example.url}#/x` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });
});

describe('local WeChat', () => {
  it('gives one openid per user and app, accepts a code once, refuses other codes', async () => {
    let now = 0;
    const wx = localWechat({ now: () => now });
    const a = await wx.code2Session('local.amy.0001');
    expect(a?.openid).toBe((await wx.code2Session('local.amy.0002'))?.openid);
    expect(a?.openid).not.toBe((await wx.code2Session('local.ben.0001'))?.openid);
    expect(await wx.code2Session('local.amy.0001')).toBeNull();
    now += 6 * 60_000;
    expect(await wx.code2Session('081aBcDe2xYz0123456789abcdefABCD')).toBeNull();
    const other = localWechat({ miniAppId: 'wx1111111111111111' });
    expect((await other.code2Session('local.amy.0009'))?.openid).not.toBe(a?.openid);
  });
});

describe('WeChat API provider', () => {
  const creds = { miniAppId: 'wxa', miniAppSecret: 'sa', jsSdkAppId: 'wxb', jsSdkAppSecret: 'sb' };
  const fake = (answers: Record<string, unknown>) => {
    const asked: string[] = [];
    const fetchFn = async (url: string) => {
      asked.push(url);
      const path = new URL(url).pathname;
      return { ok: true, json: async () => answers[path] };
    };
    return { asked, fetchFn };
  };

  it('exchanges a code with jscode2session, a refusal being null', async () => {
    const ok = fake({ '/sns/jscode2session': { openid: 'o1', session_key: 'k', unionid: 'u1' } });
    expect(await wechatHttp(creds, ok.fetchFn).code2Session('C0DE')).toEqual({ openid: 'o1', unionid: 'u1' });
    expect(ok.asked[0]).toContain('appid=wxa&secret=sa&js_code=C0DE&grant_type=authorization_code');
    const used = fake({ '/sns/jscode2session': { errcode: 40163, errmsg: 'code been used' } });
    expect(await wechatHttp(creds, used.fetchFn).code2Session('C0DE')).toBeNull();
  });

  it('fetches the jsapi_ticket with the official account token and keeps it until shortly before expiry', async () => {
    let now = 0;
    const wx = fake({
      '/cgi-bin/token': { access_token: 'AT', expires_in: 7200 },
      '/cgi-bin/ticket/getticket': { errcode: 0, ticket: 'TK', expires_in: 7200 },
    });
    const api = wechatHttp(creds, wx.fetchFn, () => now);
    expect(await api.jsApiTicket()).toBe('TK');
    expect(await api.jsApiTicket()).toBe('TK');
    expect(wx.asked).toHaveLength(2);
    expect(wx.asked[1]).toContain('access_token=AT&type=jsapi');
    now += 7200_000 - 4 * 60_000;
    await api.jsApiTicket();
    expect(wx.asked).toHaveLength(4);
    const refused = fake({ '/cgi-bin/token': { errcode: 40125, errmsg: 'invalid appsecret' } });
    await expect(wechatHttp(creds, refused.fetchFn).jsApiTicket()).rejects.toThrow(/40125/);
  });
});
