// Paths under /wxapi/ of `addressEndpoints` (address.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const myAddresses = 'CustomerAddress/myAddresses';
export const findAddress = 'CustomerAddress/FindAddress';
export const addAddress = 'CustomerAddress/AddAddress';
export const updateAddress = 'CustomerAddress/UpdateAddress';
export const removeAddress = 'CustomerAddress/RemoveAddress';
export const regionList = 'CustomerAddress/RegionList';
export const addressToLngLat = 'order/AddressToLngLat';
export const lngLatToAddress = 'order/LngLatToAddress';
