export const orderListPath = '/subpackages/orderhistory/orderhistory';
export const orderDetailPath = '/subpackages/orderhistory/orderDetail';
export const cartPath = '/subpackages/shopping/shoppingCart';
/** A dine-in order's place in the kitchen queue (query orderNo). */
export const queueOrderPath = '/subpackages/orderhistory/queueOrder/order';
