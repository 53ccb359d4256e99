// Paths under /wxapi/ of `deliveryEndpoints` (delivery.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const getStoreTakeawayZones = 'Store/GetStoreTakeawayZones';
export const checkAddressReliability = 'Store/CheckAddressReliability';
export const getBestFitStore = 'Store/GetBestFitStore';
export const getDispatchOrderStores = 'order/GetDispatchOrderStores';
export const expressInfo = 'order/ExpressInfo';
export const queryTransporterRealTimePosition = 'order/QueryTransporterRealTimePosition';
export const confirmReceive = 'order/ConfirmReceive';
