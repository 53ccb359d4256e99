// Paths under /wxapi/ of `passwordEndpoints` (account/password.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const ifHasPassword = 'customeraccount/IfHasPassword';
export const setPasswordFirstTime = 'customeraccount/SetPasswordFirstTime';
export const checkPassword = 'customeraccount/CheckPassword';
export const setPasswordByOld = 'customeraccount/SetPasswordByOld';
export const setPasswordBySecurityCode = 'customeraccount/SetPasswordBySecurityCode';
