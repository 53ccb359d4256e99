// Paths under /wxapi/ of `giftEndpoints` (gift/packages.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const packages = 'GiftPackage/List';
export const detail = 'GiftPackage/Detail';
export const buy = 'GiftPackage/Buy';
export const order = 'GiftPackage/OrderDetail';
export const received = 'GiftPackage/Received';
