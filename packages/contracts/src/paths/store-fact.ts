// Paths under /wxapi/ of `storeFactEndpoints` (store.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const getCountryCodeList = 'Store/GetCountryCodeList';
export const getEshopCertificate = 'Store/GetEshopCertificate';
