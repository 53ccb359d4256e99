// Paths under /wxapi/ of `wechatEndpoints` (account/wechat.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const auth = 'customeraccount/Auth';
export const updateCustomerUnionId = 'customeraccount/UpdateCustomerUnionId';
export const wxApiConfig = 'Store/WxApiConfig';
