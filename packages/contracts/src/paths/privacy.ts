// Paths under /wxapi/ of `privacyEndpoints` (account/privacy.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const cancelAgreePrivacy = 'customeraccount/CancelAgreePrivacy';
export const deregisterAssets = 'customeraccount/GetDeregisterAssets';
export const disable = 'customeraccount/disable';
