// The public face of the address feature for the app and other features (the settlement's delivery mode).
export { useMyAddresses } from './api/addresses.ts';
export { addressPaths, fromMenu, fromSettlement } from './state/address-paths.ts';
export { addressForOrder, chooseAddress, readChosenAddress } from './state/chosen-address.ts';
