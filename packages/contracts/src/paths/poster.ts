// Paths under /wxapi/ of `posterEndpoints` (activity/poster.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const getWxaCodeBase64 = 'CustomerReferral/GetWXACodeBase64';
export const sharePoster = 'CustomerReferral/GetSharePoster';
