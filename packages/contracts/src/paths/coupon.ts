// Paths under /wxapi/ of `couponEndpoints` (coupon/index.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const loadCenter = 'Coupon/LoadCenter';
export const buyDetails = 'Coupon/BuyDetails';
export const claim = 'Coupon/Claim';
export const buy = 'Coupon/Buy';
export const myCoupons = 'Coupon/MyCoupons';
export const detail = 'Coupon/Detail';
export const exchange = 'Coupon/Exchange';
export const shareGift = 'Coupon/ShareGift';
export const cancelShare = 'Coupon/CancelShare';
export const transferPreview = 'Coupon/TransferPreview';
export const receiveTransfer = 'Coupon/ReceiveTransfer';
export const transferRecords = 'Coupon/TransferRecords';
export const loadCouponCardOrders = 'OrderHistory/LoadCouponCardOrders';
export const cancelCouponOrder = 'OrderHistory/CancelCouponOrder';
export const couponOrderDetail = 'OrderHistory/CouponOrderDetail';
