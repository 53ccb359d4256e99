// Paths under /wxapi/ of `orderEndpoints` (order.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const loadOrders = 'OrderHistory/LoadOrders';
export const orderDetails = 'order/OrderDetails';
export const orderStatus = 'order/OrderStatus';
export const cancelProductOrder = 'Order/CancelProductOrder';
export const getOrderKDSQueuingStatus = 'store/GetOrderKDSQueuingStatus';
