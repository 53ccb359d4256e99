export const orderListPath = '/subpackages/orderhistory/orderhistory';
export const orderDetailPath = '/subpackages/orderhistory/orderDetail';
/** A group meal's booking lives on the group-meal page (its list and cancel). */
export const groupMealPath = '/subpackages/groupMeal/index';
export const cartPath = '/subpackages/shopping/shoppingCart';
/** A dine-in order's place in the kitchen queue (query orderNo). */
export const queueOrderPath = '/subpackages/orderhistory/queueOrder/order';
