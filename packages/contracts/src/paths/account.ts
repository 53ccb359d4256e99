// Paths under /wxapi/ of `accountEndpoints` (account/session.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const sendSecurityCode = 'customeraccount/SendSecurityCodeCode';
export const signin = 'customeraccount/signin';
export const findLoginInfo = 'customeraccount/FindLoginInfo';
export const logoff = 'customeraccount/logoff';
