// Paths under /wxapi/ of `profileEndpoints` (account/profile.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const getCustomerBaseInfo = 'customeraccount/GetCustomerBaseInfo';
export const loadUserCustomerAttributeWithValue = 'customeraccount/LoadUserCustomerAttributeWithValue';
export const updateCustomerArchives = 'customeraccount/UpdateCustomerArchives';
export const savePhoto = 'CustomerAccount/SavePhoto';
