// Paths under /wxapi/ of `payPasswordEndpoints` (account/pay-password.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const ifHasPayPassword = 'customeraccount/IfHasPayPassword';
export const setPayPassword = 'customeraccount/SetPayPassword';
