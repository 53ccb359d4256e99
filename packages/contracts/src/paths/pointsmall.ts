// Paths under /wxapi/ of `pointsmallEndpoints` (pointsmall/index.ts), named once:
// the contract and the web's endpoint references both use these. Plain strings importing nothing: no zod.
export const loadProducts = 'PointsMall/LoadProducts';
export const details = 'PointsMall/Details';
export const exchange = 'PointsMall/Exchange';
export const orders = 'PointsMall/Orders';
export const orderDetails = 'PointsMall/OrderDetails';
export const cancelExchange = 'Integrals/CancelExchange';
