import type { OrderDetailOut } from '@shop/contracts';

/** What the delivery section needs of an order: a goods order's detail, or a points exchange delivered (decision 044). */
export type DeliveryOrderRef = Pick<OrderDetailOut, 'orderNo' | 'status' | 'orderMode'>;
