export const orderListPath = '/subpackages/orderhistory/orderhistory';
export const orderDetailPath = '/subpackages/orderhistory/orderDetail';
export const cartPath = '/subpackages/shopping/shoppingCart';
