import { z } from 'zod';
import { guestCartKey } from '../cart.ts';
import { wechatPaths } from '../paths/index.ts';
import { endpoint } from '../wire/endpoint.ts';
import { agreedField, memberLoginInfoSchema } from './session.ts';

/** A wx.login code: WeChat's are 32 letters and digits; the local provider's read `local.<user>.<nonce>`. */
const wxLoginCode = z.string().regex(/^[A-Za-z0-9._-]{8,128}$/, 'code: 8–128 of A-Z a-z 0-9 . _ -');
/** What Auth hands out for a WeChat user no member is bound to yet: bound to the member who logs in next. */
const wechatTicket = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'ticket: 32–64 of A-Z a-z 0-9 _ -');

/** Auth's answer: a session when the WeChat user is bound to a member, else a ticket to bind after a login. */
export const wechatAuthResult = z.discriminatedUnion('bound', [
  z.object({ bound: z.literal(true), token: z.string(), user: memberLoginInfoSchema }),
  z.object({ bound: z.literal(false), ticket: z.string(), expiresInSeconds: z.number().int().positive() }),
]);
export type WechatAuthResult = z.infer<typeof wechatAuthResult>;

/** The JS-SDK's wx.config for one page address (the official account's app id, decision 043). */
export const wxApiConfigResult = z.object({
  appId: z.string(),
  timestamp: z.number().int(),
  nonceStr: z.string(),
  signature: z.string(),
});
export type WxApiConfig = z.infer<typeof wxApiConfigResult>;

/** The mini-program's ties to WeChat (SPEC §7 customeraccount/Auth, UpdateCustomerUnionId, WxApiConfig). */
export const wechatEndpoints = {
  /**
   * The login code exchange: a wx.login code (from the mini-program, handed to its web-view) is exchanged with
   * WeChat for the user's openid. A user bound to a member with a standing privacy agreement (or `agreed`) is
   * logged in; otherwise the answer is a single-use ticket, bound by UpdateCustomerUnionId after a login.
   * A code WeChat refuses (used, expired, forged) answers AUTH_FAILED.
   */
  auth: endpoint({
    path: wechatPaths.auth,
    access: 'public',
    request: z.strictObject({
      code: wxLoginCode,
      agreed: agreedField.optional(),
      cartKey: guestCartKey.optional(),
    }),
    result: wechatAuthResult,
  }),

  /**
   * Binds the WeChat user of an Auth ticket (openid, and unionid when WeChat gave one) to the logged-in member,
   * so the next Auth logs them in. The ticket is spent; a user bound to another member moves to this one.
   */
  updateCustomerUnionId: endpoint({
    path: wechatPaths.updateCustomerUnionId,
    access: 'member',
    request: z.strictObject({ ticket: wechatTicket }),
    result: z.object({ bound: z.literal(true), hasUnionId: z.boolean() }),
  }),

  /**
   * The JS-SDK configuration for the page at `url` (its address without the '#' part, as WeChat signs it): the
   * signature over the current jsapi_ticket, a fresh nonce and the time.
   */
  wxApiConfig: endpoint({
    path: wechatPaths.wxApiConfig,
    access: 'public',
    request: z.strictObject({ url: z.url({ protocol: /^https?$/ }).max(2048) }),
    result: wxApiConfigResult,
  }),
};
