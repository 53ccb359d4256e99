// Paths under /wxapi/ of `storeEndpoints` (store.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const getStoreDataFast = 'store/GetStoreDataFast';
export const getStoreDataById = 'store/GetStoreDataById';
export const pagesStructure = 'Store/PagesStructure';
export const nearestStore = 'Store/NearestStore';
export const nearbyStoreList = 'Store/NearbyStoreList';
