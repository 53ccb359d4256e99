// Paths under /wxapi/ of `deviceEndpoints` (service/devices.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const updateEshopAppDeviceInfo = 'customeraccount/UpdateEshopAppDeviceInfo';
